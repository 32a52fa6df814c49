export type HydrationStrategy = 'load' | 'idle' | 'visible' | 'interaction' | `media:${string}`;
export declare function isHydrationStrategy(value: unknown): value is HydrationStrategy;
