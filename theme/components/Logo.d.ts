export declare function Logo(): import("react").JSX.Element;
