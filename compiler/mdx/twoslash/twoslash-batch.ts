// The type-checked blocks of one page in one program, with one checker.
//
// Twoslash checks each block as a program of its own, and each program gets a fresh checker. A
// fresh checker works out again every library type a block touches and, for every symbol a popup
// prints, scans every module of the program for re-exports (TypeScript's
// getAlternativeContainingModules; 640 modules on the Get Starknet site, viem's among them). The
// blocks of one page use the same packages: here they are the root files of one program, each
// under a name of its own beside the file twoslash writes (`index.2.twoslash.tsx` for the third
// block), and twoslash's questions about a block are answered from that program.
//
// What a block sees stays what it would see alone. Block files are modules (twoslash's
// `moduleDetection: force`), so a block's declarations are its own. What another block imports
// could still change the global scope — a script declaration file, a module with `declare global`
// or `declare module 'x'`, a UMD `export as namespace` — so the blocks of a page are grouped by
// the set of such files each reaches, and each group is a program. A block that twoslash would
// write as several files (`// @filename:`), or with compiler options of its own, is checked alone.
//
// The results are a function of the page's blocks: the groups, and the order of questions (each
// group's errors first, then quick info, block by block), depend on nothing else. A checker that
// answered for one block may print another's types a little differently than a fresh one would
// (a generic's parameter where it would show its argument), which is why a block's cache entry is
// keyed with all the page's blocks (mdx/highlight/code-cache.ts).
import { dirname } from 'node:path';
import { findFlagNotations } from 'twoslash/core';
import type ts from 'typescript';

/** What twoslash will write for a block it checks as one file: this text, as index.<extension>. */
export interface PlannedBlock {
  text: string;
  extension: 'ts' | 'tsx';
}

/** A twoslash call as Shiki's transformer makes it (see twoslash-render.ts). */
interface PlannableCall {
  code: string;
  lang: string;
  options: { compilerOptions?: object; extraFiles?: object; customTags?: string[]; handbookOptions?: { showEmit?: boolean } };
}

const FILENAME_NOTATION = /^[\t\v\f ]*\/\/\s?@filename:/m;
const EXTENSIONS: Record<string, PlannedBlock['extension']> = { ts: 'ts', typescript: 'ts', tsx: 'tsx' };
const SELF = /^\.\/?$|^\.\/index(\.[cm]?[jt]sx?)?$/;

/**
 * The blocks of a page that can share a program, each with the file twoslash will write for it;
 * undefined for a block checked alone.
 */
export function planPage(tsModule: typeof ts, calls: readonly PlannableCall[]): (PlannedBlock | undefined)[] {
  // Twoslash keeps one environment per set of compiler options: blocks that would not reach the
  // same one are not planned together.
  const sharedOptions = calls.map((call) => JSON.stringify(call.options.compilerOptions ?? {}));
  const declarations = (tsModule as unknown as { optionDeclarations: Parameters<typeof findFlagNotations>[2] }).optionDeclarations;
  return calls.map((call, index) => {
    const extension = EXTENSIONS[call.lang];
    if (!extension || call.code === '' || FILENAME_NOTATION.test(call.code)) return undefined;
    if (sharedOptions[index] !== sharedOptions[0] || Object.keys(call.options.extraFiles ?? {}).length > 0 || call.options.handbookOptions?.showEmit) return undefined;
    let flags;
    try {
      flags = findFlagNotations(call.code, call.options.customTags ?? [], declarations);
    } catch {
      return undefined; // twoslash will say what is wrong with the flag
    }
    if (flags.some((flag) => flag.type === 'compilerOptions' || (flag.type === 'handbookOptions' && flag.name.toLowerCase().startsWith('showemit')))) return undefined;
    // Alone, `./index` is the block's own file; in the page's program its file has another name.
    if (importsOfText(tsModule, call.code).split(/[\0\n]/).some((name) => SELF.test(name))) return undefined;
    return { text: call.code, extension };
  });
}

/** The page whose blocks twoslash is checking, and which of them it is on. */
export class PageBatches {
  private running: { blocks: readonly (PlannedBlock | undefined)[]; index: number } | undefined;

  /** Runs `check` on each block of a page in order, with the page's plan in force. */
  run<T>(blocks: readonly (PlannedBlock | undefined)[], check: (index: number) => T): T[] {
    const running = { blocks, index: 0 };
    this.running = running;
    try {
      return blocks.map((_, index) => {
        running.index = index;
        return check(index);
      });
    } finally {
      this.running = undefined;
    }
  }

  /** The page's plan and the block being checked, while a page runs. */
  get current(): { blocks: readonly (PlannedBlock | undefined)[]; index: number } | undefined {
    return this.running;
  }
}

/** A block's file in a page's program, and the program's service. */
export interface PageRoute {
  service: ts.LanguageService;
  /** The name of the block's file in the page's program. */
  alias: string;
  /** The name twoslash gave the file. */
  real: string;
  /** A text from the page's program with the block's file named as twoslash named it. */
  restore(text: string): string;
}

/** What a page's program needs from the twoslash environment it serves. */
export interface PageProgramParts {
  tsModule: typeof ts;
  /** Twoslash's host: its root files are the block's own; everything else is read through it. */
  host: ts.LanguageServiceHost;
  registry: ts.DocumentRegistry;
  /** Wraps a host with the environment's module resolution (shared by every page program). */
  withResolution(host: ts.LanguageServiceHost): ts.LanguageServiceHost;
  /** Wraps a service so that each program's errors are taken before any other question. */
  diagnosingFirst(service: ts.LanguageService, host: ts.LanguageServiceHost): ts.LanguageService;
}

interface Entry {
  host: PageHost;
  service: ts.LanguageService;
}

/**
 * The page programs of one twoslash environment. Programs are kept per set of files and imports
 * (a page with the same imports as an earlier one reuses that program's structure: no file looked
 * up, no import resolved again), at most MAX_ENTRIES; within one page each group has a service of
 * its own, so a group's checker lives until the page is done.
 */
export class PagePrograms {
  private static readonly MAX_ENTRIES = 32;
  private readonly entries = new Map<string, Entry>();
  private built: { blocks: readonly (PlannedBlock | undefined)[]; routes: (Omit<PageRoute, 'real'> | undefined)[] } | undefined;
  private pages = 0;

  constructor(
    private readonly parts: PageProgramParts,
    private readonly batches: PageBatches,
  ) {}

  /**
   * Where twoslash's question about `name` (about the block's file when omitted) is answered:
   * in the page's program, or, undefined, by the block's own program.
   */
  route(name?: string): PageRoute | undefined {
    const current = this.batches.current;
    const planned = current?.blocks[current.index];
    if (!current || !planned) return undefined;
    const real = this.blockFile(planned);
    if (!real || (name !== undefined && name !== real)) return undefined;
    if (this.built?.blocks !== current.blocks) this.built = { blocks: current.blocks, routes: this.build(current.blocks, dirname(real)) };
    const route = this.built.routes[current.index];
    return route && { ...route, real };
  }

  /**
   * The block's file as twoslash wrote it, when it is the planned one. (Any other file twoslash
   * left written, after a block it failed on, is not in the page's program either.)
   */
  private blockFile(planned: PlannedBlock): string | undefined {
    const { host } = this.parts;
    return host.getScriptFileNames().find((name) => {
      if (!name.endsWith(`/index.${planned.extension}`)) return false;
      const snapshot = host.getScriptSnapshot(name);
      return snapshot !== undefined && snapshot.getText(0, snapshot.getLength()) === planned.text;
    });
  }

  private build(blocks: readonly (PlannedBlock | undefined)[], folder: string): (Omit<PageRoute, 'real'> | undefined)[] {
    const aliases = blocks.map((block, index) => block && `${folder}/index.${index}.twoslash.${block.extension}`);
    const files = new Map<string, string>();
    blocks.forEach((block, index) => block && files.set(aliases[index]!, block.text));
    const taken = new Set<Entry>();
    const page = ++this.pages;
    const whole = this.entryFor(files, taken, page);
    const keys = globalSourcesReached(this.parts.tsModule, whole.service.getProgram()!, [...files.keys()]);
    // Without TypeScript's record of why each file is in a program, nothing can be said of what
    // a block reaches: every block is checked alone.
    if (!keys) return blocks.map(() => undefined);
    const groups = new Map<string, string[]>();
    for (const alias of files.keys()) {
      const key = keys.get(alias)!;
      const group = groups.get(key);
      if (group) group.push(alias);
      else groups.set(key, [alias]);
    }
    const serviceOf = new Map<string, ts.LanguageService>();
    for (const group of groups.values()) {
      const entry = groups.size === 1 ? whole : this.entryFor(new Map(group.map((alias) => [alias, files.get(alias)!])), taken, page);
      for (const alias of group) serviceOf.set(alias, entry.service);
    }
    return aliases.map((alias, index) => {
      if (!alias) return undefined;
      const pattern = new RegExp(`index\\.${index}\\.twoslash`, 'g');
      return { service: serviceOf.get(alias)!, alias, restore: (text: string) => (text.includes('.twoslash') ? text.replace(pattern, 'index') : text) };
    });
  }

  /** A service whose program has exactly `files` of page `page` as root files, none of `taken` (which it joins). */
  private entryFor(files: Map<string, string>, taken: Set<Entry>, page: number): Entry {
    const key = [...files].map(([name, text]) => `${name}\n${importsOfText(this.parts.tsModule, text)}`).join('\n\n');
    let entry = this.entries.get(key);
    if (entry && taken.has(entry)) entry = undefined;
    if (entry) this.entries.delete(key);
    else {
      const host = new PageHost(this.parts.host);
      const serviceHost = host.languageServiceHost();
      const service = this.parts.tsModule.createLanguageService(this.parts.withResolution(serviceHost), this.parts.registry);
      entry = { host, service: this.parts.diagnosingFirst(service, serviceHost) };
    }
    this.entries.set(key, entry);
    while (this.entries.size > PagePrograms.MAX_ENTRIES) {
      const [oldest, dropped] = this.entries.entries().next().value!;
      this.entries.delete(oldest);
      dropped.service.dispose();
    }
    entry.host.setFiles(files, page);
    taken.add(entry);
    return entry;
  }
}

/** The module names a text imports or references, for keying programs by their imports. */
export function importsOfText(tsModule: typeof ts, text: string): string {
  const info = tsModule.preProcessFile(text, true, true);
  return [info.importedFiles, info.referencedFiles, info.typeReferenceDirectives, info.libReferenceDirectives].map((list) => list.map((ref) => ref.fileName).join('\0')).join('\n');
}

/**
 * A host whose root files are a page's block files; every other file is read through
 * twoslash's host, except the files twoslash writes for a block, which do not exist here.
 */
class PageHost {
  private files = new Map<string, string>();
  private page = 0;

  constructor(private readonly base: ts.LanguageServiceHost) {}

  /**
   * The files of page `page` (numbered by the host's environment). Their versions are the page's:
   * each page gets a program and a checker of its own, even one whose blocks are the same as the
   * last page's (a checker that answered the same questions before may answer differently).
   * Its imports unchanged, the program takes the last one's structure whole.
   */
  setFiles(files: Map<string, string>, page: number): void {
    this.files = new Map(files);
    this.page = page;
  }

  languageServiceHost(): ts.LanguageServiceHost {
    const base = this.base;
    const twoslashFile = (name: string) => base.getScriptFileNames().includes(name);
    return Object.assign(Object.create(base) as ts.LanguageServiceHost, {
      getScriptFileNames: () => [...this.files.keys()],
      getProjectVersion: () => String(this.page),
      getScriptVersion: (name: string) => (this.files.has(name) ? `page-${this.page}` : base.getScriptVersion(name)),
      getScriptSnapshot: (name: string) => {
        const text = this.files.get(name);
        if (text !== undefined) return this.tsSnapshot(text);
        return twoslashFile(name) ? undefined : base.getScriptSnapshot(name);
      },
      fileExists: (name: string) => this.files.has(name) || (!twoslashFile(name) && base.fileExists(name)),
      readFile: (name: string, encoding?: string) => {
        const text = this.files.get(name);
        if (text !== undefined) return text;
        return twoslashFile(name) ? undefined : base.readFile(name, encoding);
      },
    } satisfies Partial<ts.LanguageServiceHost>);
  }

  private tsSnapshot(text: string): ts.IScriptSnapshot {
    return { getText: (start, end) => text.slice(start, end), getLength: () => text.length, getChangeRange: () => undefined };
  }
}

// TypeScript's FileIncludeKind: the reasons that name the file holding the reference.
const REFERENCE_KINDS = new Set([3 /* Import */, 4 /* ReferenceFile */, 5 /* TypeReferenceDirective */, 7 /* LibReferenceDirective */]);

/**
 * For each of `roots`, the files of `program` that can change what a block sees beyond its own
 * imports (scripts, global and module augmentations, UMD globals) reachable from it, as one key;
 * undefined when TypeScript does not say why each file is in the program.
 */
export function globalSourcesReached(tsModule: typeof ts, program: ts.Program, roots: readonly string[]): Map<string, string> | undefined {
  const reasonsOf = (program as unknown as { getFileIncludeReasons?(): Map<string, { kind: number; file?: string }[]> }).getFileIncludeReasons;
  if (typeof reasonsOf !== 'function') return undefined;
  const reasons = reasonsOf.call(program);
  const pathOf = (file: ts.SourceFile) => (file as unknown as { path?: string }).path ?? file.fileName;
  const rootPaths = new Map<string, string>();
  const files = new Map<string, ts.SourceFile>();
  for (const file of program.getSourceFiles()) files.set(pathOf(file), file);
  for (const root of roots) {
    const file = program.getSourceFile(root);
    if (!file) return undefined;
    rootPaths.set(pathOf(file), root);
  }
  // Edges from each file to those it references; files in the program for its own sake (default
  // libraries, automatic types) are reached from every block.
  const references = new Map<string, string[]>();
  const everyone: string[] = [];
  for (const [path, list] of reasons) {
    for (const reason of list) {
      if (REFERENCE_KINDS.has(reason.kind) && typeof reason.file === 'string') {
        const from = references.get(reason.file);
        if (from) from.push(path);
        else references.set(reason.file, [path]);
      } else if (!rootPaths.has(path)) everyone.push(path);
    }
  }
  const widening = (path: string) => {
    const file = files.get(path);
    return file !== undefined && changesWhatOthersSee(tsModule, file);
  };
  const reach = (starts: readonly string[], seen: Set<string>) => {
    const stack = [...starts];
    while (stack.length > 0) {
      const path = stack.pop()!;
      if (seen.has(path)) continue;
      seen.add(path);
      for (const next of references.get(path) ?? []) if (!seen.has(next)) stack.push(next);
    }
    return seen;
  };
  const common = reach(everyone, new Set());
  const keys = new Map<string, string>();
  for (const [path, root] of rootPaths) {
    const reached = [...reach([path], new Set(common))].filter((p) => !common.has(p) && widening(p)).sort();
    keys.set(root, reached.join('\n'));
  }
  return keys;
}

/** Whether a file adds to the global scope or to other modules: what a block can see without importing it. */
function changesWhatOthersSee(tsModule: typeof ts, file: ts.SourceFile): boolean {
  if (file.fileName.endsWith('.json')) return false;
  if (!tsModule.isExternalModule(file)) return true;
  return file.statements.some(
    (statement) =>
      tsModule.isNamespaceExportDeclaration(statement) ||
      (tsModule.isModuleDeclaration(statement) && (tsModule.isStringLiteral(statement.name) || (statement.flags & tsModule.NodeFlags.GlobalAugmentation) !== 0)),
  );
}
