import type { ReactNode } from 'react';
export declare function Layout({ children }: {
    children: ReactNode;
}): import("react").JSX.Element;
