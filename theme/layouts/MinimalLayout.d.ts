import type { ReactNode } from 'react';
export declare function MinimalLayout({ children }: {
    children: ReactNode;
}): import("react").JSX.Element;
