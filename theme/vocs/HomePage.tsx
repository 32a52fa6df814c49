// Vocs' HomePage.* parts, for a landing page written as Vocs writes it:
//   <HomePage.Root>
//     <HomePage.Logo />
//     <HomePage.Tagline>…</HomePage.Tagline>
//     <HomePage.Description>…</HomePage.Description>
//     <HomePage.InstallPackage name="my-lib" />
//     <HomePage.Buttons><HomePage.Button href="/docs" variant="accent">Get started</HomePage.Button></HomePage.Buttons>
//   </HomePage.Root>
// Server-rendered; the package-manager tabs are docsgen's tabs (an island that loads on use).
import type { ReactNode } from 'react';
import { Logo as SiteLogo } from '../components/Logo.js';
import { Tab, Tabs } from '../mdx/Tabs.js';
import { usePageContext } from '../server/page-context.js';
import { Button as VocsButton, type ButtonProps } from './Button.js';
import './vocs.css';

interface PartProps {
  children?: ReactNode;
  className?: string;
}

const classes = (base: string, extra?: string) => (extra ? `${base} ${extra}` : base);

export function Root({ children, className }: PartProps) {
  return <div className={classes('vocs_HomePage', className)}>{children}</div>;
}

/** The site's logo, or its title when it has none. */
export function Logo({ className }: { className?: string }) {
  const { config } = usePageContext();
  return config.logoUrl ? (
    <div className={classes('vocs_HomePage_logo', className)}>
      <SiteLogo />
    </div>
  ) : (
    <h1 className={classes('vocs_HomePage_title', className)}>{config.title}</h1>
  );
}

export function Tagline({ children, className }: PartProps) {
  return <div className={classes('vocs_HomePage_tagline', className)}>{children}</div>;
}

export function Description({ children, className }: PartProps) {
  return <div className={classes('vocs_HomePage_description', className)}>{children}</div>;
}

export function Buttons({ children, className }: PartProps) {
  return <div className={classes('vocs_HomePage_buttons', className)}>{children}</div>;
}

export function Button(props: ButtonProps) {
  return <VocsButton {...props} className={classes('vocs_HomePage_button', props.className)} />;
}

/** `npm install name`, `pnpm add name`, `yarn add name` as tabs (`type="init"`: init / create). */
export function InstallPackage({ name, type = 'install' }: { children?: ReactNode; className?: string; name: string; type?: 'install' | 'init' }) {
  const commands: [string, string][] = [
    ['npm', type === 'init' ? 'init' : 'install'],
    ['pnpm', type === 'init' ? 'create' : 'add'],
    ['yarn', type === 'init' ? 'create' : 'add'],
  ];
  return (
    <div className="vocs_HomePage_install">
      <Tabs>
        {commands.map(([manager, verb]) => (
          <Tab key={manager} label={manager}>
            <code className="vocs_HomePage_command">
              <span className="vocs_HomePage_manager">{manager}</span> {verb} {name}
            </code>
          </Tab>
        ))}
      </Tabs>
    </div>
  );
}
