// The error catalogue: every error a user can cause, by a stable name. A `DocsgenError` carries
// its entry's name (`error.code`), takes its kind (and so its exit code) from the entry, and the
// CLI prints a link to the entry's section of the manual, which manual/pages/errors.mdx generates
// from this list (manual/plugins/remark-error-catalogue.ts): an entry without a section fails the
// manual's build. One entry per problem a user can cause, not per place that reports it; a bug of
// docsgen's own is not here (the CLI reports it as an internal error).
//
// Names and anchors are public: messages, issues and chats link to them. Never rename one; add an
// entry instead (CONTRIBUTING, "Adding an error").

import type { ConfigErrorCode } from '../../config/errors.js';
import type { ErrorKind } from './docsgen-error.js';

export interface CatalogueEntry {
  /** content: exit 1; config and usage: exit 2. */
  kind: ErrorKind;
  /** The section's heading in the manual. */
  title: string;
  /** The section's anchor on the manual's errors page. */
  anchor: string;
  /** What to do, printed when the place that reports the error has no more precise hint. */
  hint: string;
}

/**
 * Where docsgen's manual is published, once it has an address of its own (manual/, deployed by
 * `.github/workflows/manual.yml` to the repository's GitHub Pages): error lines then link to
 * `${MANUAL_URL}/errors#<anchor>` besides naming `docsgen explain`. Unset until the owner gives
 * it an address: a guessed one would send readers to a site no one here controls.
 */
export const MANUAL_URL: string | undefined = undefined;

export const ERRORS = {
  // Content errors (exit 1): something in the site's pages or components.
  BrokenLink: { kind: 'content', title: 'A broken link or anchor', anchor: 'broken-link', hint: 'fix the link, or leave it out of the check with links.ignore in the config or --ignore-link' },
  CompileError: { kind: 'content', title: 'A page that does not compile', anchor: 'compile-error', hint: 'in an .mdx page { starts an expression and < a tag: put them in inline code or escape them (\\{, &lt;)' },
  RenderError: { kind: 'content', title: 'A page that throws while rendering', anchor: 'render-error', hint: 'code that needs the browser (window, document) belongs in an effect or an island' },
  PageCrashed: { kind: 'content', title: 'A page that stops its thread', anchor: 'page-crashed', hint: 'a page that runs out of memory is too large (split it) or has a component that keeps allocating' },
  RenderTimeout: { kind: 'content', title: 'A page that takes too long', anchor: 'render-timeout', hint: 'a component or plugin may loop for ever; a page slow for good reason gets more time with renderTimeout or --render-timeout' },
  TwoslashError: { kind: 'content', title: 'A type error in a twoslash block', anchor: 'twoslash', hint: 'fix the sample, or declare the errors it shows on purpose with // @errors: <code>' },
  ApiReferenceInvalid: { kind: 'content', title: 'An API reference to an export that does not exist', anchor: 'api-reference', hint: 'check the ::api directive against the package\'s exports' },
  FrontmatterInvalid: { kind: 'content', title: 'Invalid frontmatter', anchor: 'frontmatter', hint: 'declare keys of your own in the config\'s frontmatter.extraKeys' },
  IslandPropsInvalid: { kind: 'content', title: 'An island prop that is not data', anchor: 'island-props', hint: 'pass JSON data (strings, numbers, booleans, null, arrays, plain objects); only children may carry elements' },
  RouteCollision: { kind: 'content', title: 'Two pages at one address', anchor: 'route-collision', hint: 'rename or remove one of them' },
  PageUnreadable: { kind: 'content', title: 'A page docsgen cannot read', anchor: 'unreadable-page', hint: 'save the page as UTF-8 text, and split a page larger than 5 MB' },
  BudgetExceeded: { kind: 'content', title: 'A page over its budget', anchor: 'budget', hint: 'docsgen build --report shows what each page loads' },
  MissingAsset: { kind: 'content', title: 'A script or stylesheet the site does not have', anchor: 'missing-asset', hint: 'put the file in public/ (public/x.js is served as /x.js), or use an absolute https:// URL' },
  PublicConflict: { kind: 'content', title: 'A file in public/ that docsgen would overwrite', anchor: 'public-conflict', hint: 'rename or move the file in public/' },
  ChangedDuringBuild: { kind: 'content', title: 'A file that changed while the build read it', anchor: 'changed-during-build', hint: 'build again once the file is saved' },
  PluginFailed: { kind: 'content', title: 'A Markdown plugin that failed', anchor: 'plugin-error', hint: 'the plugin is named with its key in the config' },
  StylesheetFailed: { kind: 'content', title: 'A stylesheet that does not compile', anchor: 'stylesheet', hint: 'fix the stylesheet, or the PostCSS or Tailwind set-up it needs' },

  // Configuration errors (exit 2): something in docsgen.config.*.
  ConfigInvalid: { kind: 'config', title: 'A key of the wrong type, or an unknown key', anchor: 'config-invalid', hint: 'the configuration reference lists every key and its type' },
  ConfigLoadFailed: { kind: 'config', title: 'A config that does not load', anchor: 'config-load', hint: 'fix the config file at the line named' },
  ConfigFunctionFailed: { kind: 'config', title: 'A function in the config that throws or returns a bad value', anchor: 'config-function', hint: 'the function is named with the page it was called for' },
  PackageNotInstalled: { kind: 'config', title: 'A plugin or package that is not installed', anchor: 'not-installed', hint: 'npm install --save-dev it in the site folder' },
  OverrideInvalid: { kind: 'config', title: 'A theme override that does not fit', anchor: 'override', hint: 'see the overridable names in the manual\'s Theming page' },
  PluginSetupTimeout: { kind: 'config', title: 'A Markdown plugin that never finishes setting up', anchor: 'plugin-setup', hint: 'the plugin\'s function (called once, before any page) may loop for ever' },
  ReferenceSourceNotFound: { kind: 'config', title: 'A reference page whose declarations cannot be found', anchor: 'reference-source', hint: 'name an installed package (or one of its subpaths), or a file relative to the site folder' },
  VocsConfigUnsupported: { kind: 'config', title: 'A Vocs config that docsgen migrate cannot read', anchor: 'vocs-config', hint: 'keep the one Vocs config Vocs reads, and write its values as plain data' },

  // Usage errors (exit 2): something in the command.
  InvalidArguments: { kind: 'usage', title: 'A command given what it cannot use', anchor: 'arguments', hint: 'docsgen <command> --help lists the arguments and options' },
  OutputFolderRefused: { kind: 'usage', title: 'An output folder docsgen may not replace', anchor: 'output-folder', hint: 'pass --out with a folder of its own, or --force to replace a folder that is yours to replace' },
  OutputNotWritable: { kind: 'usage', title: 'An output folder docsgen cannot write', anchor: 'not-writable', hint: 'make the folder writable and check that the disk has room, or choose another with --out' },
  NoPages: { kind: 'usage', title: 'No pages', anchor: 'no-pages', hint: 'pass the site\'s folder, the one that holds docsgen.config.* or pages/' },
  NothingToPreview: { kind: 'usage', title: 'Nothing to preview', anchor: 'nothing-to-preview', hint: 'run docsgen build first, or pass the folder it wrote' },
  AssetsDirTaken: { kind: 'usage', title: 'Pages in the generated files\' folder', anchor: 'assets-dir', hint: 'move the pages, or set assetsDir in the config to a folder no page uses' },
  PortUnavailable: { kind: 'usage', title: 'A port in use', anchor: 'port', hint: 'pass another with --port' },
  VersionUnreadable: { kind: 'usage', title: 'A version docsgen cannot read', anchor: 'version-git', hint: 'fetch the tags in CI (actions/checkout with fetch-depth: 0), or keep the version in versions/<key>/' },
  CacheSecretRefused: { kind: 'usage', title: 'A cache secret docsgen refuses', anchor: 'cache-secret', hint: 'set DOCSGEN_CACHE_SECRET to the output of openssl rand -hex 32, or unset it' },
  InitRefused: { kind: 'usage', title: 'A folder docsgen init will not write in', anchor: 'init', hint: 'choose a new or empty folder you can write to, e.g. docsgen init my-docs' },
  MigrateRefused: { kind: 'usage', title: 'A folder docsgen migrate will not migrate', anchor: 'migrate', hint: 'run it in the folder of vocs.config.*; --force replaces an existing docsgen config' },
  Interrupted: { kind: 'usage', title: 'A command stopped before it finished', anchor: 'interrupted', hint: 'run the command again' },
} as const satisfies Record<string, CatalogueEntry>;

export type ErrorName = keyof typeof ERRORS;

// Every code a ConfigError can carry (config/ cannot import this file) is an entry: tsc fails here otherwise.
ERRORS satisfies Record<ConfigErrorCode, CatalogueEntry>;

export function isErrorName(name: unknown): name is ErrorName {
  return typeof name === 'string' && Object.hasOwn(ERRORS, name);
}

/** The manual's section about an error, when the manual has an address. */
export function errorUrl(name: ErrorName): string | undefined {
  return MANUAL_URL === undefined ? undefined : `${MANUAL_URL}/errors#${ERRORS[name].anchor}`;
}
