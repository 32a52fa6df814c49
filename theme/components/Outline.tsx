// 'On this page': the page's headings within the configured levels (2 to 3 by default).
import { usePageContext } from '../server/page-context.js';

export function Outline() {
  const { page, config } = usePageContext();
  const [min, max] = config.outline.levels;
  const headings = page.headings.filter((h) => h.depth >= min && h.depth <= max);
  if (headings.length === 0 && !config.outlineFooter) return null;
  return (
    <aside className="dg-outline" aria-labelledby="dg-outline-title">
      <p className="dg-outline__title" id="dg-outline-title">
        On this page
      </p>
      <ul>
        {headings.map((heading) => (
          <li key={heading.id} data-depth={heading.depth}>
            <a href={`#${heading.id}`}>{heading.text}</a>
          </li>
        ))}
      </ul>
      {config.outlineFooter && <div className="dg-outline__footer">{config.outlineFooter}</div>}
    </aside>
  );
}
