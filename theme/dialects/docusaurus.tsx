// Docusaurus's theme components a page imports (`@theme/Tabs`, `@theme/TabItem`,
// `@theme/Admonition`), drawn by docsgen's theme so a page moved from Docusaurus keeps its
// imports (compiler/bundle/dialect-modules.ts resolves each module to its export here):
//   <Tabs groupId="…" defaultValue="…" values={[{ label, value }]}>
//     <TabItem value="npm" label="npm" default>…</TabItem>
//   </Tabs>                            docsgen's tabs: the label is `label`, else the `values`
//                                      entry's, else `value`; the tab shown first is the
//                                      `defaultValue` one, else the `default` one; tabs with the
//                                      same labels switch together across the site (groupId or not)
//   <Admonition type="info" title="…">  a callout (caution is docsgen's warning)
import { Children, isValidElement, type ReactNode } from 'react';
import { Callout, type CalloutType } from '../mdx/Callout.js';
import { Tab, Tabs as TabsBox } from '../mdx/Tabs.js';

export interface TabItemProps {
  value: string;
  label?: string;
  /** The tab shown before the reader chooses one (their remembered choice wins, as in Docusaurus). */
  default?: boolean;
  children?: ReactNode;
}

export function TabItem({ value, label, children }: TabItemProps) {
  return <Tab label={label ?? value}>{children}</Tab>;
}

export interface TabsProps {
  groupId?: string;
  defaultValue?: string;
  values?: { label?: string; value: string }[];
  children?: ReactNode;
}

export function Tabs({ values, defaultValue, children }: TabsProps) {
  const items = Children.toArray(children).filter(isValidElement);
  const props = (item: (typeof items)[number]) => item.props as Partial<TabItemProps>;
  const chosen = defaultValue !== undefined ? items.findIndex((item) => props(item).value === defaultValue) : items.findIndex((item) => props(item).default);
  return (
    <TabsBox selected={Math.max(0, chosen)}>
      {items.map((item, index) => {
        const { label, value, children: content } = props(item);
        const listed = values?.find((entry) => entry.value === value)?.label;
        return (
          <Tab key={index} label={label ?? listed ?? value ?? `Tab ${index + 1}`}>
            {content}
          </Tab>
        );
      })}
    </TabsBox>
  );
}

/** Docusaurus's admonition types, and the callout each one is. */
const ADMONITION_TYPES: Record<string, CalloutType> = {
  note: 'note',
  tip: 'tip',
  info: 'info',
  warning: 'warning',
  caution: 'warning',
  danger: 'danger',
  secondary: 'note',
  important: 'info',
  success: 'success',
};

export interface AdmonitionProps {
  type?: string;
  title?: ReactNode;
  children?: ReactNode;
}

export function Admonition({ type = 'note', title, children }: AdmonitionProps) {
  return (
    <Callout type={ADMONITION_TYPES[type] ?? 'note'} title={title}>
      {children}
    </Callout>
  );
}
