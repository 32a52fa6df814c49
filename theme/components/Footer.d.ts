export declare function Footer(): import("react").JSX.Element;
