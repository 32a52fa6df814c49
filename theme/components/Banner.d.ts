export declare function Banner(): import("react").JSX.Element | null;
