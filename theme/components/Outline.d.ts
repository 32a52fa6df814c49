export declare function Outline(): import("react").JSX.Element | null;
