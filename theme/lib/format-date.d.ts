export declare function formatLongDate(value: number | string): string;
