import type { ReactNode } from 'react';
export declare function Document({ children }: {
    children: ReactNode;
}): import("react").JSX.Element;
