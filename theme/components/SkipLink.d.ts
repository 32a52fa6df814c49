export declare function SkipLink(): import("react").JSX.Element;
