export declare function TopNav(): import("react").JSX.Element;
