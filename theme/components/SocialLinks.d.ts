export declare function SocialLinks(): import("react").JSX.Element | null;
