// Runs `fn` at most once per `ms`: at once, then once more at the end of the window if it was
// called again meanwhile (so the last scroll position always counts).
export function throttle(fn: () => void, ms: number): { (): void; cancel(): void } {
  let last = -Infinity;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const run = () => {
    timer = undefined;
    last = Date.now();
    fn();
  };
  const throttled = () => {
    const wait = last + ms - Date.now();
    if (wait <= 0 && timer === undefined) run();
    else timer ??= setTimeout(run, Math.max(0, wait));
  };
  throttled.cancel = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };
  return throttled;
}
