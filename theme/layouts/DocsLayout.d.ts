import type { ReactNode } from 'react';
export declare function DocsLayout({ children }: {
    children: ReactNode;
}): import("react").JSX.Element;
