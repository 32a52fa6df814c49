// The TypeScript program API references read declarations from: one per site and thread, kept
// from page to page, so the packages' declarations are parsed and bound once per build, not once
// per page. Its root files are the entry points pages asked for (`from`); a new one makes a new
// program that takes every file it shares with the last one as it is.
//
// It reads through a recording file system (store/tracked-system.ts): what module resolution
// probed and the package.json files it read are dependencies of every reference it serves, and
// the source files are fingerprinted by what each reference used of them (fingerprint.ts).
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { threadId } from 'node:worker_threads';
import type TypeScript from 'typescript';
import { type Dependency, type DependencyChecker, textHash } from '../../store/dependencies.js';
import { trackedSystem, type TrackedSystem } from '../../store/tracked-system.js';
import { siteCompilerOptions } from '../site-compiler-options.js';
import { declarationFingerprint, sourceFingerprint } from '../../store/declaration-fingerprint.js';

// Loaded with require() rather than import, for the reason twoslash.ts gives.
export const ts = createRequire(import.meta.url)('typescript') as typeof TypeScript;

/** Where an entry point (`from`) leads, or why it leads nowhere. */
export type ResolvedEntry = { ok: true; fileName: string } | { ok: false; message: string };

let generations = 0;

export class DeclarationProgram {
  /** Which program this is, among those this thread made. */
  private readonly id: string;
  private readonly files: TrackedSystem;
  private readonly options: TypeScript.CompilerOptions;
  private readonly roots: string[] = [];
  private version = 0;
  private readonly service: TypeScript.LanguageService;
  private shared?: { version: number; deps: Dependency[] };
  private readonly resolved = new Map<string, ResolvedEntry>();

  /** `tsconfigFallback`: whose tsconfig.json applies when ROOT has none (a folder version: the site's). */
  constructor(
    readonly root: string,
    tsconfigFallback?: string,
  ) {
    this.id = `api\u0000${root}\u0000${tsconfigFallback ?? ''}\u0000${threadId}\u0000${++generations}`;
    this.files = trackedSystem(ts);
    const sys = this.files.sys;
    // Without a tsconfig (or where it is silent), what a site of today's packages needs:
    // `exports` subpaths resolved, JSX read (twoslash defaults to the same resolution).
    const defaults: TypeScript.CompilerOptions = { target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Bundler, jsx: ts.JsxEmit.ReactJSX };
    this.options = { ...defaults, ...siteCompilerOptions(ts, root, sys, tsconfigFallback), noEmit: true, allowJs: true };
    const host: TypeScript.LanguageServiceHost = {
      getScriptFileNames: () => this.roots,
      // Files never change while a program lives (a dev server replaces it: `holds`).
      getScriptVersion: () => '1',
      getProjectVersion: () => String(this.version),
      getScriptSnapshot: (name) => {
        const text = sys.readFile(name);
        return text === undefined ? undefined : ts.ScriptSnapshot.fromString(text);
      },
      getCurrentDirectory: () => root,
      getCompilationSettings: () => this.options,
      getDefaultLibFileName: (options) => ts.getDefaultLibFilePath(options),
      fileExists: (name) => sys.fileExists(name),
      readFile: (name, encoding) => sys.readFile(name, encoding),
      directoryExists: (name) => sys.directoryExists(name),
      getDirectories: (name) => sys.getDirectories(name),
      realpath: sys.realpath ? (name) => sys.realpath!(name) : undefined,
      useCaseSensitiveFileNames: () => sys.useCaseSensitiveFileNames,
    };
    this.service = ts.createLanguageService(host, ts.createDocumentRegistry());
  }

  /**
   * The declaration file `from` leads to, imported from `importer` (a page, or the config file
   * for generated pages): a package name or subpath resolved as the site's tsconfig says, or a
   * path relative to the importer.
   */
  resolve(from: string, importer: string): ResolvedEntry {
    const key = `${importer}\0${from}`;
    let entry = this.resolved.get(key);
    if (!entry) {
      const found = ts.resolveModuleName(from, importer, this.options, this.files.sys).resolvedModule;
      entry = found
        ? { ok: true, fileName: found.resolvedFileName }
        : { ok: false, message: `cannot find the module "${from}" from ${importer}` };
      this.resolved.set(key, entry);
    }
    return entry;
  }

  /** Makes `fileNames` root files of the program (all at once: one new program, not one each). */
  include(fileNames: readonly string[]): void {
    let added = false;
    for (const name of fileNames) {
      if (!this.roots.includes(name)) {
        this.roots.push(name);
        added = true;
      }
    }
    if (added) this.version++;
  }

  /** The program as it is now (a dependency list is stored per program, and one grows with its root files). */
  get scope(): string {
    return `${this.id}\u0000${this.version}`;
  }

  languageService(): TypeScript.LanguageService {
    return this.service;
  }

  program(): TypeScript.Program {
    return this.service.getProgram()!;
  }

  /** Whether every file this program read still reads the same (the dev server asks before each page). */
  holds(checker: DependencyChecker): boolean {
    return checker.holds(this.files.snapshot().deps);
  }

  /** A file changed while it was read: nothing from this program may be cached. */
  get unstable(): boolean {
    return this.files.snapshot().unstable;
  }

  /**
   * What every reference from the current program depends on: the paths module resolution
   * probed, the folders it listed, the package.json files by the fields it reads, the tsconfig,
   * and each source file by what it says to the others (fingerprint.ts, with no names). The
   * declarations a reference used are its own dependencies (`fingerprints`).
   */
  sharedDependencies(): Dependency[] {
    if (this.shared?.version === this.version) return this.shared.deps;
    const program = this.program();
    const sources = new Map<string, TypeScript.SourceFile>();
    for (const file of program.getSourceFiles()) if (!program.isSourceFileDefaultLibrary(file)) sources.set(file.fileName, file);
    const libFolder = dirname(ts.getDefaultLibFilePath(this.options));
    const deps: Dependency[] = [];
    for (const dep of this.files.snapshot().deps) {
      // TypeScript's own libraries: its version is part of every key (docsgen's fingerprint).
      if (dep.p.startsWith(libFolder + '/')) continue;
      if (dep.k !== 'tstext') {
        deps.push(dep);
        continue;
      }
      if (sources.has(dep.p)) continue;
      if (dep.p.endsWith('/package.json')) {
        const text = this.files.sys.readFile(dep.p);
        deps.push(text === undefined ? dep : { k: 'tsdecl', p: dep.p, h: dep.h, f: declarationFingerprint(dep.p, text, []), n: [] });
      } else deps.push(dep);
    }
    for (const file of sources.values()) deps.push(this.fingerprint(file, []));
    this.shared = { version: this.version, deps };
    return deps;
  }

  /** The dependency on `file` for a reference that used the declarations of `names` in it. */
  fingerprint(file: TypeScript.SourceFile, names: readonly string[]): Dependency {
    const sorted = [...new Set(names)].sort();
    return { k: 'tsdecl', p: file.fileName, h: textHash(file.text), f: sourceFingerprint(ts, file, sorted), n: sorted };
  }
}

const programs = new Map<string, DeclarationProgram>();

/**
 * The program of the site at `root` in this thread. `checker` (the dev server, where files
 * change): a program that read a file since changed is replaced by a fresh one.
 */
export function declarationProgram(root: string, checker?: DependencyChecker, tsconfigFallback?: string): DeclarationProgram {
  const key = `${root}\u0000${tsconfigFallback ?? ''}`;
  let program = programs.get(key);
  if (program && checker && !program.holds(checker)) program = undefined;
  if (!program) {
    program = new DeclarationProgram(root, tsconfigFallback);
    programs.set(key, program);
  }
  return program;
}

/** For tests: the site's tsconfig is read when a program is made. */
export function forgetDeclarationPrograms(): void {
  programs.clear();
}
