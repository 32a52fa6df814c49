// Writes text to the clipboard. The text may still be on its way (a fetch): a ClipboardItem takes
// a promise, so Safari keeps the click's permission while it resolves.
export async function writeClipboard(text: string | Promise<string>): Promise<boolean> {
  try {
    if (typeof ClipboardItem !== 'undefined' && typeof text !== 'string') {
      const blob = Promise.resolve(text).then((value) => new Blob([value], { type: 'text/plain' }));
      await navigator.clipboard.write([new ClipboardItem({ 'text/plain': blob })]);
    } else {
      await navigator.clipboard.writeText(await text);
    }
    return true;
  } catch {
    return false;
  }
}
