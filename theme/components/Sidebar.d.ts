export declare function Sidebar(): import("react").JSX.Element;
