// Vocs' <Button>: a link drawn as a button, `variant="accent"` in the accent colour.
import type { ReactNode } from 'react';
import { externalProps, renderLink } from '../components/nav-links.js';
import { usePageContext } from '../server/page-context.js';
import './vocs.css';

export interface ButtonProps {
  children: ReactNode;
  className?: string;
  href?: string;
  variant?: 'accent';
}

export function Button({ children, className, href, variant }: ButtonProps) {
  const { config } = usePageContext();
  const classes = ['vocs_Button', variant === 'accent' ? 'vocs_Button_accent' : '', className ?? ''].filter(Boolean).join(' ');
  if (href === undefined) return <span className={classes}>{children}</span>;
  const link = renderLink(href, config.basePath, config.publicBasePath);
  return (
    <a className={classes} href={link.href} {...externalProps(link.external)}>
      {children}
    </a>
  );
}
