/** Runs `callback` when the main thread is idle, at the latest after `timeoutMs` (or after a short
 * delay where requestIdleCallback is missing: Safari). */
export function whenIdle(callback: () => void, timeoutMs: number): void {
  if ('requestIdleCallback' in window) window.requestIdleCallback(() => callback(), { timeout: timeoutMs });
  else setTimeout(callback, 200);
}
