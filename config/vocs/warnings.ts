/** A Vocs field (or part of one) docsgen does not honour, and why. */
export interface VocsWarning {
  /** Key path in the Vocs config, e.g. `vite.plugins`. */
  path: string;
  reason: string;
}

export type Warn = (path: string, reason: string) => void;
