// Places around the page a site fills with its own components (config `components`; a Vocs site's
// layout.tsx and footer.tsx): a wrapper around the whole page, the end of the top bar's
// navigation, the end of the footer. A wrapper renders the page as it is by default; the two
// others are empty.
import type { ReactNode } from 'react';

export function Wrapper({ children }: { frontmatter?: Record<string, unknown>; path?: string; children?: ReactNode }) {
  return <>{children}</>;
}

export function TopNavEnd() {
  return null;
}

export function FooterEnd() {
  return null;
}
