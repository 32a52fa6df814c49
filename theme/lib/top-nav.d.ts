import type { TopNavItem } from '../../config/types.js';
export declare function activeTopNavIndex(items: TopNavItem[], path: string): number;
