// The modal and UI packages these docs describe are not on npm: docs/test/upstream-api/ declares
// their public API as upstream has it (5.0.0-beta.0). Two checks keep the site truthful:
// - every TypeScript sample that uses them compiles against that declaration, with the same
//   twoslash checker as the build (which compiles them against docs/packages);
// - docs/packages exports exactly the same names, each of the same type, so the two cannot drift.
import { join } from 'node:path';
import { createTwoslasher } from 'twoslash';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { checkedTwoslasher, siteCompilerOptions } from '../../compiler/mdx/twoslash/twoslash.js';
import { DOCS_ROOT } from '../../test/support/docs-site.js';
import { pageSamples, type PageSample } from './page-samples.js';

const UPSTREAM = join(import.meta.dirname, 'upstream-api');
const PACKAGES = {
  '@starknet-io/get-starknet-modal': { upstream: join(UPSTREAM, 'get-starknet-modal.d.ts'), ours: join(DOCS_ROOT, 'packages/modal/src/index.ts') },
  '@starknet-io/get-starknet-ui': { upstream: join(UPSTREAM, 'get-starknet-ui.d.ts'), ours: join(DOCS_ROOT, 'packages/ui/src/index.ts') },
} as const;
type PackageName = keyof typeof PACKAGES;
const PACKAGE_NAMES = Object.keys(PACKAGES) as PackageName[];

/** The site's compiler options, with the two package names mapped to the upstream declaration. */
function upstreamOptions(): ts.CompilerOptions {
  const paths = Object.fromEntries(PACKAGE_NAMES.map((name) => [name, [PACKAGES[name].upstream]]));
  return { ...siteCompilerOptions(DOCS_ROOT), paths, noEmit: true };
}

const TS_LANGS = new Set(['ts', 'tsx', 'typescript']);
const usesPackages = (sample: PageSample) => PACKAGE_NAMES.some((name) => sample.code.includes(`'${name}'`) || sample.code.includes(`"${name}"`));
const onPackagePages = (sample: PageSample) => /^(modal|ui)\//.test(sample.page);

describe('the pages’ samples against upstream’s modal and UI API', () => {
  const samples = pageSamples().filter((s) => TS_LANGS.has(s.lang) && (onPackagePages(s) || usesPackages(s)));

  it('finds the samples (every page of /modal and /ui has some)', () => {
    const pages = new Set(samples.map((s) => s.page));
    for (const page of ['modal/index.mdx', 'modal/useConnect.mdx', 'modal/WalletList.mdx', 'ui/index.mdx', 'ui/WalletConnectModal.mdx']) {
      expect(pages, page).toContain(page);
    }
  });

  it('every one is a twoslash block, so the build type-checks it against docs/packages too', () => {
    expect(samples.filter((s) => !/(^|\s)twoslash(\s|$)/.test(s.meta)).map((s) => s.where)).toEqual([]);
  });

  // One test per sample: each is a full type-check (a second or more on a busy machine), and a
  // failure names its block.
  let twoslash: ReturnType<typeof checkedTwoslasher> | undefined;
  it.each(samples.map((sample) => [sample.where, sample] as const))('%s compiles against the upstream declaration', (_where, sample) => {
    twoslash ??= checkedTwoslasher(createTwoslasher({ tsModule: ts, vfsRoot: DOCS_ROOT, compilerOptions: upstreamOptions() }));
    try {
      twoslash(sample.code, sample.lang);
    } catch (error) {
      const line = (error as { line?: number }).line;
      throw new Error(`${sample.where}${line === undefined ? '' : ` (+${line + 1})`}: ${(error as Error).message}`, { cause: error });
    }
  });
});

/** `Same<A, B>` is true when each is assignable to the other and they have the same keys. */
const HELPERS = `
type Mutual<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type KeysOf<T> = T extends unknown ? keyof T : never;
type Same<A, B> = Mutual<A, B> extends true ? Mutual<KeysOf<A>, KeysOf<B>> : false;
type Fn = (...args: never[]) => unknown;
type SameFunction<A, B> = A extends Fn
  ? B extends Fn
    ? [Same<A, B>, Same<Parameters<A>[0], Parameters<B>[0]>, Same<ReturnType<A>, ReturnType<B>>] extends [true, true, true]
      ? true
      : false
    : false
  : false;
function assert<T extends true>(): T | undefined { return undefined; }
`;

interface ExportInfo {
  name: string;
  value: boolean;
}

function exportsOf(checker: ts.TypeChecker, file: ts.SourceFile): ExportInfo[] {
  const moduleSymbol = checker.getSymbolAtLocation(file)!;
  return checker
    .getExportsOfModule(moduleSymbol)
    .map((symbol) => {
      const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
      return { name: symbol.name, value: (target.flags & ts.SymbolFlags.Value) !== 0 };
    })
    .sort((a, b) => a.name.localeCompare(b.name));
}

describe('docs/packages implement upstream’s public API, no more and no less', () => {
  const options = upstreamOptions();
  const roots = PACKAGE_NAMES.flatMap((name) => [PACKAGES[name].upstream, PACKAGES[name].ours]);
  const program = ts.createProgram(roots, options);
  const checker = program.getTypeChecker();

  it.each(PACKAGE_NAMES)('%s: the same export names, values and types', (name) => {
    const { upstream, ours } = PACKAGES[name];
    const theirs = exportsOf(checker, program.getSourceFile(upstream)!);
    expect(theirs.length).toBeGreaterThan(3);
    expect(exportsOf(checker, program.getSourceFile(ours)!)).toEqual(theirs);
  });

  it('each export has the same type as upstream’s (props, arguments and return values included)', () => {
    const checkFile = join(DOCS_ROOT, 'packages', '__upstream-conformance.tsx');
    const lines = [HELPERS];
    PACKAGE_NAMES.forEach((name, index) => {
      const ours = PACKAGES[name].ours.replace(/\.ts$/, '');
      lines.push(`import * as ours${index} from ${JSON.stringify(ours)};`, `import type * as theirs${index} from ${JSON.stringify(name)};`);
      for (const { name: exported, value } of exportsOf(checker, program.getSourceFile(PACKAGES[name].upstream)!)) {
        const [a, b] = value ? [`typeof ours${index}.${exported}`, `typeof theirs${index}.${exported}`] : [`ours${index}.${exported}`, `theirs${index}.${exported}`];
        const isFunction = value && checker.getTypeOfSymbol(checker.getExportsOfModule(checker.getSymbolAtLocation(program.getSourceFile(PACKAGES[name].upstream)!)!).find((s) => s.name === exported)!).getCallSignatures().length > 0;
        lines.push(`assert<${isFunction ? 'SameFunction' : 'Same'}<${a}, ${b}>>(); // ${name} ${exported}`);
      }
    });
    // The render functions' arguments, which are not exported types.
    lines.push(
      `assert<Same<Parameters<Parameters<typeof ours0.WalletList>[0]['children']>[0], Parameters<Parameters<typeof theirs0.WalletList>[0]['children']>[0]>>();`,
      `assert<Same<Parameters<Parameters<typeof ours0.SelectedWallet>[0]['children']>[0], Parameters<Parameters<typeof theirs0.SelectedWallet>[0]['children']>[0]>>();`,
      `assert<Same<NonNullable<ReturnType<typeof ours0.useStarknetProvider>['selected']>, NonNullable<ReturnType<typeof theirs0.useStarknetProvider>['selected']>>>();`,
    );
    const source = lines.join('\n');
    const host = ts.createCompilerHost(options);
    const readFile = host.readFile.bind(host);
    const fileExists = host.fileExists.bind(host);
    host.readFile = (file) => (file === checkFile ? source : readFile(file));
    host.fileExists = (file) => file === checkFile || fileExists(file);
    const check = ts.createProgram({ rootNames: [checkFile], options, host, oldProgram: program });
    const diagnostics = ts.getPreEmitDiagnostics(check).map((d) => {
      const text = ts.flattenDiagnosticMessageText(d.messageText, '\n');
      if (!d.file || d.start === undefined) return text;
      const { line } = d.file.getLineAndCharacterOfPosition(d.start);
      return `${d.file.fileName === checkFile ? source.split('\n')[line] : d.file.fileName}: ${text}`;
    });
    expect(diagnostics).toEqual([]);
  });
});
