import { type ComponentType, type ReactNode } from 'react';
import { type HydrationStrategy } from './strategies.js';
export interface IslandProps {
    /** Overrides the island's default hydration strategy for this use. */
    hydrate?: HydrationStrategy;
    children?: ReactNode;
}
export declare function serverIsland<P extends object>(id: string, name: string, Component: ComponentType<P>, defaultStrategy?: HydrationStrategy): {
    (allProps: P & IslandProps): import("react").ReactElement<P, string | import("react").JSXElementConstructor<any>> | import("react").DOMElement<{
        'data-island': string;
        'data-src': string;
        'data-strategy': HydrationStrategy;
        'data-props': string;
        'data-prefix': string;
        'data-slot': string | undefined;
        dangerouslySetInnerHTML: {
            __html: string;
        };
    }, Element>;
    displayName: string;
};
