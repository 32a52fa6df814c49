export declare class IslandPropsError extends Error {
    readonly island: string;
    readonly propPath: string;
    readonly problem: string;
    constructor(island: string, propPath: string, problem: string);
}
export declare function serializeIslandProps(props: Record<string, unknown>, island: string): string;
