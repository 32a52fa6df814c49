// 'Skip to content': the first focusable element of every page, shown when focused.
export function SkipLink() {
  return (
    <a className="dg-skip-link" href="#main-content">
      Skip to content
    </a>
  );
}
