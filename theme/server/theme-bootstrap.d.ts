import type { ColorScheme } from '../../config/types.js';
export declare const THEME_STORAGE_KEY = "vocs.theme";
export declare function themeBootstrapScript(colorScheme: ColorScheme): string;
