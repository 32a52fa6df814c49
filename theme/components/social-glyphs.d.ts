import type { SocialIcon } from '../../config/types.js';
export declare function SocialGlyph({ icon }: {
    icon: SocialIcon;
}): import("react").JSX.Element;
