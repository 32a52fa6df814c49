import { useCallback, useEffect, useState } from 'react';

/** Copies text to the clipboard; `copied` is true for 1.5 s after a copy that worked. */
export function useCopy(): { copy: (text: string) => Promise<boolean>; copied: boolean } {
  const [copied, setCopied] = useState(false);

  const copy = useCallback(async (text: string) => {
    if (!navigator.clipboard) return false;
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
      return true;
    } catch {
      // Denied (no permission, page not focused): nothing was copied, and the button says so by not changing.
      return false;
    }
  }, []);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 1500);
    return () => clearTimeout(timer);
  }, [copied]);

  return { copy, copied };
}
