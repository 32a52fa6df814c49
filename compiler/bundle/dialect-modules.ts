// Components pages moved from other tools import, resolved to docsgen's stand-ins in
// theme/dialects/ (see there for what each one draws):
//   import { Aside, Tabs, TabItem, Steps } from '@astrojs/starlight/components';   Starlight
//   import Tabs from '@theme/Tabs'; import TabItem from '@theme/TabItem';         Docusaurus
//   import Admonition from '@theme/Admonition';
// Taken whether or not the tool is installed (its own components need its framework around them).
// Names a module has no stand-in for are reported at the import by
// compiler/mdx/syntax/foreign-imports.ts, before bundling.
import { join } from 'node:path';
import type { Plugin } from 'esbuild';
import { DIALECT_MODULES } from '../mdx/syntax/foreign-imports.js';
import { PACKAGE_ROOT } from '../package-paths.js';

const SPECIFIER = new RegExp(`^(?:${Object.keys(DIALECT_MODULES).map((name) => name.replace(/[/.@]/g, '\\$&')).join('|')})$`);
const NAMESPACE = 'docsgen-dialect';

export function dialectModulesPlugin(): Plugin {
  return {
    name: 'docsgen-dialect-modules',
    setup(build) {
      build.onResolve({ filter: SPECIFIER }, (args) => ({ path: args.path, namespace: NAMESPACE }));
      build.onLoad({ filter: /.*/, namespace: NAMESPACE }, (args) => {
        const module = DIALECT_MODULES[args.path]!;
        const file = join(PACKAGE_ROOT, 'theme', 'dialects', module.file);
        const exports = module.default ? `export { ${module.default} as default } from ${JSON.stringify(file)};` : `export { ${module.names.join(', ')} } from ${JSON.stringify(file)};`;
        return { contents: exports, loader: 'ts', resolveDir: join(PACKAGE_ROOT, 'theme', 'dialects') };
      });
    },
  };
}
