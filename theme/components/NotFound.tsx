// The built-in not-found page (spec §2 Routing), used when a site has no pages/404.mdx.
import { usePageContext } from '../server/page-context.js';

export function NotFound() {
  const { url } = usePageContext();
  return (
    <div className="dg-not-found">
      <p className="dg-not-found__code" aria-hidden="true">404</p>
      <h1>Page Not Found</h1>
      <p>The page you were looking for could not be found.</p>
      <p>
        <a className="dg-button" href={url('/')}>
          Go to Home Page
        </a>
      </p>
    </div>
  );
}
