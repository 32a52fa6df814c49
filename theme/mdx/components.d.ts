import type { ComponentPropsWithoutRef } from 'react';
declare function Pre(props: ComponentPropsWithoutRef<'pre'> & {
    'data-title'?: string;
}): import("react").JSX.Element;
declare function Table(props: ComponentPropsWithoutRef<'table'>): import("react").JSX.Element;
export declare const mdxComponents: {
    pre: typeof Pre;
    table: typeof Table;
};
export {};
