export declare function AiCta(): import("react").JSX.Element | null;
