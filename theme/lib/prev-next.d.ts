import type { SidebarItem } from '../../config/types.js';
export interface PageLinkRef {
    text: string;
    link: string;
}
export declare function prevNext(items: SidebarItem[], path: string): {
    prev?: PageLinkRef;
    next?: PageLinkRef;
};
