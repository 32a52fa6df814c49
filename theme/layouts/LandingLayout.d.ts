import type { ReactNode } from 'react';
export declare function LandingLayout({ children }: {
    children: ReactNode;
}): import("react").JSX.Element;
