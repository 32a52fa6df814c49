#!/usr/bin/env node
// Everything the published package needs compiled, run by npm before `npm pack` and `npm publish`
// ("prepack"), so an installed docsgen starts at once and never writes into node_modules:
// - .build/: the CLI and its worker threads bundled by esbuild (bin/bundle-cli.mjs), plus
//   .build/config.mjs, the JavaScript of `docsgen/config`;
// - .build/types/: declarations of the public entry points `docsgen/config` and `docsgen/theme`,
//   checked to need nothing but React's types (a dependency), so a site's own `tsc` accepts them.
// theme/ and runtime/ ship as TypeScript sources: docsgen bundles them with each site.
// It reports on stderr: `npm pack --json` prints its JSON on stdout.
import { rmSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { bundleCli } from './bundle-cli.mjs';

const packageRoot = dirname(dirname(fileURLToPath(import.meta.url)));
const outDir = join(packageRoot, '.build');
const typesDir = join(outDir, 'types');
const PUBLIC_ENTRY_POINTS = ['config/index.ts', 'theme/index.ts', 'theme/hero/index.ts'];
/** Bare imports a published declaration may contain: React's types come with the package. */
const ALLOWED_TYPE_IMPORTS = /^(react|react\/jsx-runtime|react-dom)$/;

function fail(message) {
  console.error(`build-package: ${message}`);
  process.exit(1);
}

function emitDeclarations() {
  const options = {
    declaration: true,
    emitDeclarationOnly: true,
    outDir: typesDir,
    rootDir: packageRoot,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    jsx: ts.JsxEmit.ReactJSX,
    lib: ['lib.es2022.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
    types: [],
    strict: true,
    skipLibCheck: true,
    isolatedModules: true,
  };
  const program = ts.createProgram(
    PUBLIC_ENTRY_POINTS.map((file) => join(packageRoot, file)),
    options,
  );
  // A component's stylesheet import (`import './hero.css'`) means nothing to a type checker and
  // names a file the declarations folder does not have: it is left out of the .d.ts.
  const writeDeclaration = (file, text) => ts.sys.writeFile(file, text.replace(/^import ['"][^'"]+\.css['"];\n/gm, ''));
  const diagnostics = [...ts.getPreEmitDiagnostics(program), ...program.emit(undefined, writeDeclaration).diagnostics];
  if (diagnostics.length > 0) {
    const host = { getCanonicalFileName: (f) => f, getCurrentDirectory: () => packageRoot, getNewLine: () => '\n' };
    fail(`the public entry points do not compile:\n${ts.formatDiagnostics(diagnostics, host)}`);
  }
}

/** Every declaration reachable from the entry points imports only relative files and React. */
function checkDeclarations() {
  const seen = new Set();
  const visit = (file) => {
    if (seen.has(file)) return;
    seen.add(file);
    const text = readFileSync(file, 'utf8');
    const specifiers = [...text.matchAll(/(?:from\s+|import\s*\(\s*|import\s+)['"]([^'"]+)['"]/g)].map((m) => m[1]);
    for (const specifier of specifiers) {
      if (specifier.startsWith('.')) visit(resolve(dirname(file), specifier.replace(/\.js$/, '.d.ts')));
      else if (!ALLOWED_TYPE_IMPORTS.test(specifier)) {
        fail(`${relative(packageRoot, file)} imports "${specifier}", which a site that installs docsgen may not have`);
      }
    }
  };
  for (const entry of PUBLIC_ENTRY_POINTS) visit(join(typesDir, entry.replace(/\.ts$/, '.d.ts')));
  return seen.size;
}

rmSync(outDir, { recursive: true, force: true });
await bundleCli(packageRoot, outDir, { forPackage: true });
emitDeclarations();
const declarations = checkDeclarations();
const bundled = readdirSync(outDir, { recursive: true }).filter((name) => name.endsWith('.mjs')).length;
console.error(`build-package: ${bundled} bundled modules and ${declarations} declaration files in ${relative(process.cwd(), outDir) || '.'}`);
