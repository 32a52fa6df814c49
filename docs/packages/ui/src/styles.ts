/**
 * The UI's stylesheet, rendered with the component (no CSS file to import). Every colour and the
 * radius are the `--gs-*` custom properties upstream's UI defines on `.get-starknet-ui`, with the
 * same names and default values, so an app's overrides work on both. Dark values apply under
 * `:root.dark` (a `dark` class on <html>) or inside an element with the `dark` class.
 */
const LIGHT = `
  --gs-radius: 0.625rem;
  --gs-background: oklch(1 0 0);
  --gs-foreground: oklch(0.145 0 0);
  --gs-card: oklch(1 0 0);
  --gs-card-foreground: oklch(0.145 0 0);
  --gs-popover: oklch(1 0 0);
  --gs-popover-foreground: oklch(0.145 0 0);
  --gs-primary: oklch(0.205 0 0);
  --gs-primary-foreground: oklch(0.985 0 0);
  --gs-secondary: oklch(0.97 0 0);
  --gs-secondary-foreground: oklch(0.205 0 0);
  --gs-muted: oklch(0.97 0 0);
  --gs-muted-foreground: oklch(0.556 0 0);
  --gs-accent: oklch(0.97 0 0);
  --gs-accent-foreground: oklch(0.205 0 0);
  --gs-destructive: oklch(0.577 0.245 27.325);
  --gs-border: oklch(0.922 0 0);
  --gs-input: oklch(0.922 0 0);
  --gs-ring: oklch(0.708 0 0);
  --gs-chart-1: oklch(0.646 0.222 41.116);
  --gs-chart-2: oklch(0.6 0.118 184.704);
  --gs-chart-3: oklch(0.398 0.07 227.392);
  --gs-chart-4: oklch(0.828 0.189 84.429);
  --gs-chart-5: oklch(0.769 0.188 70.08);
  --gs-sidebar: oklch(0.985 0 0);
  --gs-sidebar-foreground: oklch(0.145 0 0);
  --gs-sidebar-primary: oklch(0.205 0 0);
  --gs-sidebar-primary-foreground: oklch(0.985 0 0);
  --gs-sidebar-accent: oklch(0.97 0 0);
  --gs-sidebar-accent-foreground: oklch(0.205 0 0);
  --gs-sidebar-border: oklch(0.922 0 0);
  --gs-sidebar-ring: oklch(0.708 0 0);`;

const DARK = `
  --gs-background: oklch(0.145 0 0);
  --gs-foreground: oklch(0.985 0 0);
  --gs-card: oklch(0.205 0 0);
  --gs-card-foreground: oklch(0.985 0 0);
  --gs-popover: oklch(0.205 0 0);
  --gs-popover-foreground: oklch(0.985 0 0);
  --gs-primary: oklch(0.922 0 0);
  --gs-primary-foreground: oklch(0.205 0 0);
  --gs-secondary: oklch(0.269 0 0);
  --gs-secondary-foreground: oklch(0.985 0 0);
  --gs-muted: oklch(0.269 0 0);
  --gs-muted-foreground: oklch(0.708 0 0);
  --gs-accent: oklch(0.269 0 0);
  --gs-accent-foreground: oklch(0.985 0 0);
  --gs-destructive: oklch(0.704 0.191 22.216);
  --gs-border: oklch(1 0 0 / 10%);
  --gs-input: oklch(1 0 0 / 15%);
  --gs-ring: oklch(0.556 0 0);
  --gs-chart-1: oklch(0.488 0.243 264.376);
  --gs-chart-2: oklch(0.696 0.17 162.48);
  --gs-chart-3: oklch(0.769 0.188 70.08);
  --gs-chart-4: oklch(0.627 0.265 303.9);
  --gs-chart-5: oklch(0.645 0.246 16.439);
  --gs-sidebar: oklch(0.205 0 0);
  --gs-sidebar-foreground: oklch(0.985 0 0);
  --gs-sidebar-primary: oklch(0.488 0.243 264.376);
  --gs-sidebar-primary-foreground: oklch(0.985 0 0);
  --gs-sidebar-accent: oklch(0.269 0 0);
  --gs-sidebar-accent-foreground: oklch(0.985 0 0);
  --gs-sidebar-border: oklch(1 0 0 / 10%);
  --gs-sidebar-ring: oklch(0.556 0 0);`;

const ui = '.get-starknet-ui';
const line = 'color-mix(in oklab, var(--gs-foreground) 20%, transparent)';

export const styles = `
${ui} {${LIGHT}
}
:root.dark ${ui}, ${ui} .dark {${DARK}
}
${ui} button { font: inherit; cursor: pointer; }
${ui} :focus-visible { outline: 3px solid color-mix(in oklab, var(--gs-ring) 50%, transparent); outline-offset: 1px; }
${ui} .gs-button {
  display: inline-flex; align-items: center; justify-content: center; gap: 8px; flex-shrink: 0;
  height: 36px; padding: 0 16px; border: 0; border-radius: calc(var(--gs-radius) - 2px);
  background: var(--gs-primary); color: var(--gs-primary-foreground);
  font-size: 0.875rem; font-weight: 500; line-height: 1.25rem; white-space: nowrap; text-decoration: none;
}
${ui} .gs-button:hover { background: color-mix(in oklab, var(--gs-primary) 90%, transparent); }
${ui} .gs-button--secondary { background: var(--gs-secondary); color: var(--gs-secondary-foreground); }
${ui} .gs-button--secondary:hover { background: color-mix(in oklab, var(--gs-secondary) 80%, transparent); }
${ui} .gs-button--small { height: 32px; padding: 0 12px; gap: 6px; }
${ui}.gs-dialog {
  width: min(800px, calc(100% - 2rem)); max-width: none; max-height: calc(100dvh - 2rem);
  padding: 0; border: 1px solid ${line}; border-radius: var(--gs-radius);
  background: var(--gs-background); color: var(--gs-foreground);
  box-shadow: 0 10px 15px -3px rgb(0 0 0 / 0.1), 0 4px 6px -4px rgb(0 0 0 / 0.1); overflow: hidden;
}
${ui}.gs-dialog::backdrop { background: rgb(0 0 0 / 0.5); }
${ui} .gs-columns { display: grid; grid-template-columns: 300px minmax(0, 1fr); }
${ui} .gs-side { display: flex; flex-direction: column; height: 500px; border-right: 1px solid ${line}; }
${ui} .gs-header { flex-shrink: 0; min-height: 90px; box-sizing: border-box; padding: 16px; }
${ui} .gs-title { margin: 0 0 8px; font-size: 1.125rem; line-height: 1; font-weight: 600; }
${ui} .gs-description { color: var(--gs-muted-foreground); font-size: 0.875rem; }
${ui} .gs-account { display: flex; align-items: center; gap: 8px; }
${ui} .gs-account .gs-button:first-child { flex: 1; }
${ui} .gs-lists { overflow-y: auto; flex: 1; min-height: 0; scrollbar-width: thin; scrollbar-color: var(--gs-muted-foreground) transparent; }
${ui} .gs-section { margin: 8px 0; padding: 0 16px; color: var(--gs-muted-foreground); font-size: 0.75rem; font-weight: 600; }
${ui} .gs-list { display: flex; flex-direction: column; gap: 4px; padding: 0 16px; }
${ui} .gs-row {
  display: grid; grid-template-columns: auto minmax(0, 1fr); gap: 16px; align-items: center; width: 100%;
  padding: 8px; border: 0; border-radius: calc(var(--gs-radius) - 2px);
  background: transparent; color: inherit; text-align: start;
}
${ui} .gs-row:hover { background: var(--gs-accent); color: var(--gs-accent-foreground); }
${ui} .gs-row[aria-current="true"] { background: var(--gs-foreground); color: var(--gs-background); }
${ui} .gs-row__icon { width: 24px; height: 24px; }
${ui} .gs-row__letter {
  display: flex; align-items: center; justify-content: center; width: 100%; height: 100%;
  border-radius: calc(var(--gs-radius) - 2px); background: #fcd34d; color: #1c1917; font-size: 0.75rem; font-weight: 700;
}
${ui} .gs-row__label { display: flex; align-items: center; justify-content: space-between; min-width: 0; font-weight: 500; }
${ui} .gs-row__name { flex: 1; min-width: 0; padding-right: 8px; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
${ui} .gs-badge {
  flex-shrink: 0; padding: 2px 8px; border-radius: calc(var(--gs-radius) - 2px);
  background: var(--gs-primary); color: var(--gs-primary-foreground); font-size: 0.75rem; font-weight: 500; white-space: nowrap;
}
${ui} .gs-dot { flex-shrink: 0; width: 8px; height: 8px; margin-right: 8px; border-radius: 50%; background: #22c55e; }
${ui} .gs-panel { display: flex; flex-direction: column; height: 500px; overflow-y: auto; }
${ui} .gs-preview {
  display: flex; flex-direction: column; align-items: center; justify-content: center; flex: 1;
  padding: 32px; text-align: center;
}
${ui} .gs-preview__icon { width: 48px; height: 48px; margin-bottom: 8px; }
${ui} .gs-preview__title { margin: 0 0 8px; font-size: 1.25rem; font-weight: 600; }
${ui} .gs-preview__text { margin: 0 0 8px; color: var(--gs-muted-foreground); font-size: 0.875rem; font-weight: 500; }
${ui} .gs-status { display: flex; flex-direction: column; align-items: center; gap: 8px; margin-top: 8px; color: var(--gs-muted-foreground); font-weight: 500; }
${ui} .gs-status__line { display: flex; align-items: center; gap: 8px; }
${ui} .gs-status code { padding: 0 4px; border-radius: calc(var(--gs-radius) - 2px); background: var(--gs-accent); color: var(--gs-accent-foreground); font-size: 0.9em; }
${ui} .gs-success { color: #22c55e; }
${ui} .gs-stores { display: grid; gap: 8px; width: 100%; margin: 32px 0 0; padding: 0; list-style: none; }
${ui} .gs-store { display: grid; grid-template-columns: minmax(0, 1fr) auto; gap: 8px; align-items: center; padding: 16px; border-radius: calc(var(--gs-radius) - 2px); background: var(--gs-accent); text-align: start; font-weight: 500; }
${ui} .gs-store .gs-button { width: 9rem; font-size: 0.75rem; }
${ui} .gs-close { position: absolute; top: 16px; right: 16px; width: 24px; height: 24px; padding: 0; border-radius: 4px; }
${ui} .gs-spin { animation: gs-spin 1s linear infinite; }
@keyframes gs-spin { to { transform: rotate(360deg); } }
@media (prefers-reduced-motion: reduce) { ${ui} .gs-spin { animation: none; } }
/* Upstream keeps the 300 px list column at every width; here the columns stack on narrow screens. */
@media (max-width: 640px) {
  ${ui}.gs-dialog { overflow-y: auto; }
  ${ui} .gs-columns { grid-template-columns: minmax(0, 1fr); }
  ${ui} .gs-side { height: auto; border-right: 0; border-bottom: 1px solid ${line}; }
  ${ui} .gs-header { height: auto; padding-right: 48px; }
  ${ui} .gs-lists { height: auto; max-height: 40dvh; }
  ${ui} .gs-panel { height: auto; }
}
`;
