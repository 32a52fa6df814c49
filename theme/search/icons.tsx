// The few line icons search draws (24×24 grid, currentColor). Decorative: the control holding one
// carries the accessible name.
import type { ReactNode } from 'react';
import { StrokeIcon } from '../components/icons.js';

const PATHS = {
  search: 'M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14zm9 2-4-4',
  close: 'M6 6l12 12M18 6L6 18',
  reset: 'M9 7H20v10H9l-5-5zm3 3 4 4m0-4-4 4',
  details: 'M4 6h16M4 10h16M4 14h10M4 18h7',
  page: 'M7 3h7l5 5v13H7zM14 3v5h5',
  hash: 'M9 4 7 20M17 4l-2 16M4 9h16M4 15h16',
} as const;

export type SearchIconName = keyof typeof PATHS;

export function SearchIcon({ name, size = 16, className }: { name: SearchIconName; size?: number; className?: string }): ReactNode {
  return <StrokeIcon path={PATHS[name]} size={size} className={className} />;
}
