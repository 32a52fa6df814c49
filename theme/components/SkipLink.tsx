export function SkipLink() {
  return (
    <a className="dg-skip-link" href="#main-content">
      Skip to content
    </a>
  );
}
