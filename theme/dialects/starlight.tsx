// Starlight's components (`@astrojs/starlight/components`), drawn by docsgen's theme so a page
// moved from Starlight keeps its imports (compiler/bundle/dialect-modules.ts resolves the module
// here; compiler/mdx/syntax/foreign-imports.ts reports the components that have no stand-in):
//   <Aside type="caution" title="…">   a callout (caution is docsgen's warning)
//   <Tabs syncKey="…"><TabItem label="npm">…</TabItem></Tabs>
//                                      docsgen's tabs (tabs with the same labels switch together
//                                      across the site, with or without syncKey)
//   <Steps><ol><li>…</li></ol></Steps> numbered steps, one per list item
import type { ReactNode } from 'react';
import { Callout, type CalloutType } from '../mdx/Callout.js';
import { Steps as StepsBox } from '../mdx/Steps.js';
import { Tab, Tabs as TabsBox } from '../mdx/Tabs.js';

/** Starlight's aside types, and the callout each one is. */
const ASIDE_TYPES: Record<string, CalloutType> = { note: 'note', tip: 'tip', caution: 'warning', danger: 'danger' };

export interface AsideProps {
  type?: 'note' | 'tip' | 'caution' | 'danger';
  title?: ReactNode;
  children?: ReactNode;
}

export function Aside({ type = 'note', title, children }: AsideProps) {
  return (
    <Callout type={ASIDE_TYPES[type] ?? 'note'} title={title}>
      {children}
    </Callout>
  );
}

export function Tabs({ children }: { syncKey?: string; children?: ReactNode }) {
  return <TabsBox>{children}</TabsBox>;
}

export interface TabItemProps {
  label: string;
  /** Starlight's icon names: not drawn (docsgen's tabs are text). */
  icon?: string;
  children?: ReactNode;
}

export function TabItem({ label, children }: TabItemProps) {
  return <Tab label={label}>{children}</Tab>;
}

/** Starlight's steps are an ordered list: its items are the steps (styled in content.css). */
export function Steps({ children }: { children?: ReactNode }) {
  return <StepsBox>{children}</StepsBox>;
}
