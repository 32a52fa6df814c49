// Tabs over any content, as a code group is over code blocks (the same tabs, keyboard use and
// remembered choice: tabs with the same labels switch together across the site):
//   <Tabs>
//     <Tab label="React">…</Tab>
//     <Tab label="Vue">…</Tab>
//   </Tabs>
// Without JavaScript every panel shows, under its label.
import { Children, isValidElement, type ReactNode } from 'react';
import { CodeGroup } from './CodeGroup.js';

export interface TabProps {
  label: string;
  children?: ReactNode;
}

export function Tab({ label, children }: TabProps) {
  return (
    <div className="dg-tab" data-title={label}>
      <p className="dg-tab__label">{label}</p>
      {children}
    </div>
  );
}

export interface TabsProps {
  /** The tab shown before the reader chooses one (the first if not given). */
  selected?: number;
  children?: ReactNode;
}

export function Tabs({ selected, children }: TabsProps) {
  const tabs = Children.toArray(children).filter(isValidElement);
  const labels = tabs.map((tab, index) => (tab.props as Partial<TabProps>).label ?? `Tab ${index + 1}`);
  return (
    <div className="dg-tabs">
      <CodeGroup labels={labels} selected={selected}>
        {tabs}
      </CodeGroup>
    </div>
  );
}
