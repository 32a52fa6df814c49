/**
 * The UI's stylesheet, shipped inside the component so that installing the package is enough.
 * Every colour, radius and font is a custom property on `.gs-ui`: override them in your CSS.
 * Dark values apply under any `.dark` ancestor, the class docs sites and Tailwind put on <html>.
 */
export const styles = `
.gs-ui {
  --gs-font: inherit;
  --gs-radius: 12px;
  --gs-bg: #ffffff;
  --gs-fg: #14142b;
  --gs-muted: #55576b;
  --gs-border: rgb(20 20 43 / 0.14);
  --gs-hover: rgb(20 20 43 / 0.06);
  --gs-selected: rgb(20 20 43 / 0.1);
  --gs-primary: #0c0c4f;
  --gs-primary-fg: #ffffff;
  --gs-focus: #4f46e5;
  --gs-success: #0f6e3f;
  --gs-danger: #b42318;
  --gs-backdrop: rgb(10 10 30 / 0.5);
  font-family: var(--gs-font);
  color: var(--gs-fg);
}
.dark .gs-ui {
  --gs-bg: #17171f;
  --gs-fg: #f1f1f6;
  --gs-muted: #a9abbb;
  --gs-border: rgb(255 255 255 / 0.14);
  --gs-hover: rgb(255 255 255 / 0.06);
  --gs-selected: rgb(255 255 255 / 0.12);
  --gs-primary: #f1f1f6;
  --gs-primary-fg: #17171f;
  --gs-focus: #a5b4fc;
  --gs-success: #4ade80;
  --gs-danger: #fda29b;
  --gs-backdrop: rgb(0 0 0 / 0.65);
}
.gs-ui :focus-visible { outline: 2px solid var(--gs-focus); outline-offset: 2px; }
.gs-ui button { font: inherit; cursor: pointer; }
.gs-ui code { font-size: 0.9em; background: transparent; color: inherit; padding: 0; }
.gs-ui button:disabled { cursor: progress; opacity: 0.7; }
.gs-button, .gs-connect-button {
  display: inline-flex; align-items: center; justify-content: center; gap: 8px;
  min-height: 40px; padding: 0 16px; border: 1px solid transparent; border-radius: var(--gs-radius);
  background: var(--gs-primary); color: var(--gs-primary-fg); font-weight: 600;
}
.gs-button--secondary { background: transparent; color: var(--gs-fg); border-color: var(--gs-border); }
.gs-button--secondary:hover { background: var(--gs-hover); }
.gs-visually-hidden {
  position: absolute; width: 1px; height: 1px; margin: -1px; padding: 0; overflow: hidden;
  clip: rect(0 0 0 0); white-space: nowrap; border: 0;
}
.gs-dialog {
  width: min(760px, calc(100vw - 32px)); max-height: min(600px, calc(100dvh - 32px));
  padding: 0; border: 1px solid var(--gs-border); border-radius: var(--gs-radius);
  background: var(--gs-bg); color: var(--gs-fg); overflow: hidden;
}
.gs-dialog::backdrop { background: var(--gs-backdrop); }
.gs-dialog__body { display: flex; flex-direction: column; max-height: inherit; }
.gs-dialog__header {
  display: grid; grid-template-columns: 1fr auto; gap: 4px 12px; align-items: start;
  padding: 16px 16px 12px; border-bottom: 1px solid var(--gs-border);
}
.gs-dialog__title { margin: 0; font-size: 1.125rem; line-height: 1.4; }
.gs-dialog__description { grid-column: 1; margin: 0; color: var(--gs-muted); font-size: 0.875rem; }
.gs-dialog__account { display: flex; flex-wrap: wrap; align-items: center; gap: 8px; }
.gs-dialog__account code { font-size: 0.875rem; }
.gs-icon-button {
  grid-column: 2; grid-row: 1 / span 2; display: inline-grid; place-items: center;
  width: 32px; height: 32px; padding: 0; border: 0; border-radius: 8px;
  background: transparent; color: var(--gs-muted);
}
.gs-icon-button:hover { background: var(--gs-hover); color: var(--gs-fg); }
.gs-dialog__columns { display: grid; grid-template-columns: 280px 1fr; min-height: 0; overflow: hidden; }
.gs-dialog__list { overflow-y: auto; padding: 8px 12px 16px; border-right: 1px solid var(--gs-border); }
.gs-dialog__panel { overflow-y: auto; display: grid; place-items: center; padding: 24px; }
@media (max-width: 640px) {
  .gs-dialog__columns { grid-template-columns: 1fr; overflow-y: auto; }
  .gs-dialog__list { border-right: 0; border-bottom: 1px solid var(--gs-border); overflow: visible; }
  .gs-dialog__panel { overflow: visible; }
}
.gs-section-title {
  margin: 12px 4px 6px; font-size: 0.75rem; font-weight: 600; letter-spacing: 0.04em;
  text-transform: uppercase; color: var(--gs-muted);
}
.gs-wallets { display: flex; flex-direction: column; gap: 2px; }
.gs-empty { margin: 4px; color: var(--gs-muted); font-size: 0.875rem; }
.gs-wallet {
  display: grid; grid-template-columns: 28px 1fr auto; align-items: center; gap: 12px; width: 100%;
  padding: 8px; border: 0; border-radius: calc(var(--gs-radius) - 4px);
  background: transparent; color: inherit; text-align: start;
}
.gs-wallet:hover { background: var(--gs-hover); }
.gs-wallet[aria-current="true"] { background: var(--gs-selected); }
.gs-wallet img { width: 28px; height: 28px; border-radius: 6px; }
.gs-wallet__name { font-weight: 500; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.gs-badge {
  padding: 2px 8px; border-radius: 999px; border: 1px solid var(--gs-border);
  font-size: 0.75rem; color: var(--gs-muted);
}
.gs-dot { width: 8px; height: 8px; border-radius: 50%; background: var(--gs-success); }
.gs-panel { display: flex; flex-direction: column; align-items: center; gap: 12px; max-width: 360px; text-align: center; }
.gs-panel__icon { width: 48px; height: 48px; border-radius: 10px; }
.gs-panel__title { margin: 0; font-size: 1.125rem; }
.gs-panel__text { margin: 0; color: var(--gs-muted); }
.gs-panel__text[data-state="error"] { color: var(--gs-danger); }
.gs-panel__text[data-state="connected"] { color: var(--gs-success); }
.gs-stores { display: flex; flex-wrap: wrap; justify-content: center; gap: 8px; margin: 0; padding: 0; list-style: none; }
.gs-store-link {
  display: inline-block; padding: 8px 12px; border: 1px solid var(--gs-border);
  border-radius: calc(var(--gs-radius) - 4px); color: var(--gs-fg); text-decoration: none;
}
.gs-store-link:hover { background: var(--gs-hover); }
`;
