// 'Skip to content': the first focusable element of every page, shown when focused.
import { useStrings } from '../server/page-context.js';

export function SkipLink() {
  const strings = useStrings();
  return (
    <a className="dg-skip-link" href="#main-content">
      {strings.skipToContent}
    </a>
  );
}
