// The TypeScript that twoslash gets: the same module, whose language services keep what they
// learnt from one code block to the next.
//
// Twoslash keeps one language service per set of compiler options and runs each block through
// it: the block becomes the file index.ts, so every block is a new program. TypeScript's language
// service then (1) drops every source file the new program does not import, to parse it again
// when a later block imports it (lib.dom.d.ts, React's types, the packages' declarations), and
// (2) resolves every import of every file again with a fresh resolution cache. Both are right for
// an editor, where files change; twoslash's file system never changes while it lives (it caches
// every read), so here they are only work done twice: 62 % of the Get Starknet site's build.
//
// - Parsed files are kept in a document registry that never lets go.
// - Module resolutions are kept in one cache per environment (its compiler options are fixed),
//   and another shared by its page programs (twoslash-batch.ts). A resolution depends on which
//   files exist, and twoslash adds a virtual file for each new `// @filename:` a block declares:
//   a cache is emptied whenever the list of root files (the virtual files) gains a name, so a
//   resolution is always the one a fresh cache would find.
//
// - A block reuses the program of the last block with the same imports whole (one language
//   service per set of imports, all on one host): TypeScript then neither looks up the
//   program's 640 files (viem's types are 507 of them) nor resolves their imports again.
//
// None of this changes what a block's types are: the same files, parsed the same, resolved the same.
//
// - One program and one checker per block, not two. Twoslash asks for quick info on every
//   identifier, then writes the block's file again with the same text and asks for its errors:
//   the new version makes a second program with a fresh checker, because a checker asked for
//   quick info first reports errors a fresh one does not ("Cannot find name 'button'" for a JSX
//   tag). Here a file's version changes only when its text does, and the errors are taken first,
//   from the fresh checker, before any quick info: the errors a fresh checker finds, for half the
//   type-checking. (Quick info after a full check shows the same types; a union may list its
//   members in another order, as an editor would, the same in every build.)
//
// - The blocks of a page are answered from one program of the page's blocks when they can share
//   one (twoslash-batch.ts); the rest of this file is what a block checked alone gets.
import type ts from 'typescript';
import { importsOfText, PagePrograms, type PageBatches, type PageRoute } from './twoslash-batch.js';

/**
 * The TypeScript module to hand twoslash. With `pages`, the blocks of the page it runs are
 * answered from one program (twoslash-batch.ts).
 */
export function reusingTypeScript(tsModule: typeof ts, pages?: PageBatches): typeof ts {
  return {
    ...tsModule,
    // Twoslash writes a block's file again through updateSourceFile, an incremental parse that
    // marks the old tree as used up. With versions that follow the text, that old tree is still
    // the program's, and the next such write of the same text would fail ("Source file has
    // already been incrementally parsed"). A fresh parse leaves the program's tree alone; the one
    // returned is only kept for its text.
    updateSourceFile(sourceFile, newText) {
      return tsModule.createSourceFile(sourceFile.fileName, newText, sourceFile.languageVersion);
    },
    createLanguageService(host, documentRegistry, mode) {
      const versioned = withContentVersions(host);
      const programHost = withoutEmptiedFiles(sharedResolution(tsModule, versioned)(versioned));
      const registry = documentRegistry ?? keepingRegistry(tsModule);
      const service = diagnosingFirst(
        pooledByImports(tsModule, versioned, () => tsModule.createLanguageService(programHost, registry, mode)),
        versioned,
      );
      if (!pages) return service;
      const programs = new PagePrograms({ tsModule, host, registry, withResolution: sharedResolution(tsModule, host), diagnosingFirst }, pages);
      return answeringForPages(service, programs);
    },
  };
}

/**
 * Twoslash empties a block's files when it is done ("" is no file to its host: no snapshot) but
 * its file system still has them: a program would count such a file as missing and, at the next
 * block, as found again, and so never reuse the previous program's structure. Here a root file
 * without a snapshot does not exist for the program either. (Module resolution goes on asking
 * the host underneath, so no import resolves differently.)
 */
function withoutEmptiedFiles(host: ts.LanguageServiceHost): ts.LanguageServiceHost {
  const fileExists = (name: string): boolean => {
    if (host.getScriptSnapshot(name) === undefined && host.getScriptFileNames().includes(name)) return false;
    return host.fileExists(name);
  };
  return Object.assign(Object.create(host) as ts.LanguageServiceHost, { fileExists });
}

/**
 * One language service per set of imports of the root files. A program is reused whole
 * ("completely": no file looked up, no import resolved again) only when no file's imports
 * changed since the service's last program, and blocks alternate between a few sets of imports
 * (React; the core package; the modal): each set keeps its own service, whose last program has
 * the imports of the next block that uses them. All share the host, its module resolutions and
 * the parsed files. The Get Starknet site's 72 blocks use 27 sets; 46 blocks reuse a program
 * whole instead of 6.
 */
function pooledByImports(tsModule: typeof ts, host: ts.LanguageServiceHost, create: () => ts.LanguageService): ts.LanguageService {
  // Most recently used last. A dev server's twoslash lives long: the pool is bounded.
  const services = new Map<string, ts.LanguageService>();
  const MAX_SERVICES = 32;
  let pickedAt: string | undefined;
  let picked: ts.LanguageService | undefined;
  const importsOf = (name: string): string => {
    const snapshot = host.getScriptSnapshot(name);
    return snapshot ? importsOfText(tsModule, snapshot.getText(0, snapshot.getLength())) : '';
  };
  const current = (): ts.LanguageService => {
    const version = host.getProjectVersion!();
    if (picked && version === pickedAt) return picked;
    const key = host
      .getScriptFileNames()
      .map((name) => `${name}\n${importsOf(name)}`)
      .join('\n\n');
    let service = services.get(key);
    if (service) services.delete(key);
    else service = create();
    services.set(key, service);
    if (services.size > MAX_SERVICES) {
      const [oldest, dropped] = services.entries().next().value!;
      services.delete(oldest);
      dropped.dispose();
    }
    pickedAt = version;
    picked = service;
    return service;
  };
  return new Proxy({} as ts.LanguageService, {
    get(_, property) {
      const service = current();
      const value = (service as unknown as Record<PropertyKey, unknown>)[property];
      return typeof value === 'function' ? value.bind(service) : value;
    },
  });
}

/**
 * A document registry that keeps every file it parsed. One per host: versions of the virtual
 * files are counted by the host, so services on two hosts must not share a file's entry (the
 * services of one pool share their host).
 */
function keepingRegistry(tsModule: typeof ts): ts.DocumentRegistry {
  const base = tsModule.createDocumentRegistry();
  return { ...base, releaseDocument() {}, releaseDocumentWithKey() {} };
}

/**
 * Module resolution with a cache that outlives each program: the hosts given to the returned
 * function share one cache (their compiler options are the environment's).
 */
function sharedResolution(tsModule: typeof ts, settings: ts.LanguageServiceHost): (host: ts.LanguageServiceHost) => ts.LanguageServiceHost {
  const options = settings.getCompilationSettings();
  const currentDirectory = settings.getCurrentDirectory();
  const caseSensitive = settings.useCaseSensitiveFileNames?.() ?? tsModule.sys.useCaseSensitiveFileNames;
  const canonical = caseSensitive ? (name: string) => name : (name: string) => name.toLowerCase();
  let cache = tsModule.createModuleResolutionCache(currentDirectory, canonical, options);
  // Each file's imports as resolved, by file, mode and name: TypeScript's own cache is looked up
  // by folder, which costs path work for every import of every file of every program.
  let resolved = new Map<string, ts.ResolvedModuleWithFailedLookupLocations>();
  const rootFiles = new Set<string>();

  return (host) => {
    const freshIfNewRootFiles = () => {
      let added = false;
      for (const name of host.getScriptFileNames()) {
        if (!rootFiles.has(name)) {
          rootFiles.add(name);
          added = true;
        }
      }
      if (added) {
        cache = tsModule.createModuleResolutionCache(currentDirectory, canonical, options);
        resolved = new Map();
      }
    };

    // What the program does without a host resolver (loadWithModeAwareCache in TypeScript's
    // program.ts), with a cache that outlives the program.
    const resolveModuleNameLiterals: ts.LanguageServiceHost['resolveModuleNameLiterals'] = (literals, containingFile, redirectedReference, compilerOptions, containingSourceFile) => {
      freshIfNewRootFiles();
      const modeOptions = redirectedReference?.commandLine.options ?? compilerOptions;
      const from = `${redirectedReference?.sourceFile.fileName ?? ''}\0${containingFile}\0`;
      return literals.map((literal) => {
        const mode = tsModule.getModeForUsageLocation(containingSourceFile, literal, modeOptions);
        const key = `${from}${mode ?? ''}|${literal.text}`;
        let resolution = resolved.get(key);
        if (!resolution) {
          resolution = tsModule.resolveModuleName(literal.text, containingFile, compilerOptions, host, cache, redirectedReference, mode);
          resolved.set(key, resolution);
        }
        return resolution;
      });
    };

    return Object.assign(Object.create(host) as ts.LanguageServiceHost, {
      resolveModuleNameLiterals,
      getModuleResolutionCache: () => cache,
    });
  };
}

/**
 * The host with versions that follow the files' text: a file written again with the same text
 * keeps its version, and so the program and its checker.
 */
function withContentVersions(host: ts.LanguageServiceHost): ts.LanguageServiceHost {
  const files = new Map<string, { hostVersion: string; text: string | undefined; version: string }>();
  let versions = 0;
  let hostProjectVersion: string | undefined;
  let projectVersion = 0;
  const textOf = (name: string) => {
    const snapshot = host.getScriptSnapshot(name);
    return snapshot?.getText(0, snapshot.getLength());
  };
  const getScriptVersion = (name: string): string => {
    const hostVersion = host.getScriptVersion(name);
    const known = files.get(name);
    if (known?.hostVersion === hostVersion) return known.version;
    const text = textOf(name);
    if (known && known.text === text) {
      known.hostVersion = hostVersion;
      return known.version;
    }
    const version = String(++versions);
    files.set(name, { hostVersion, text, version });
    return version;
  };
  // The language service compares the project's version before anything else: it moves only
  // when a root file's text (or the list of root files) did. Files read from disk never change
  // while twoslash lives (it caches every read).
  const getProjectVersion = (): string => {
    const hostVersion = host.getProjectVersion?.();
    if (hostVersion === undefined || hostVersion !== hostProjectVersion) {
      hostProjectVersion = hostVersion;
      const before = versions;
      for (const name of host.getScriptFileNames()) getScriptVersion(name);
      if (versions !== before || hostVersion === undefined) projectVersion++;
    }
    return String(projectVersion);
  };
  return Object.assign(Object.create(host) as ts.LanguageServiceHost, { getScriptVersion, getProjectVersion });
}

/**
 * The service, taking each program's errors first: before the first question about a new
 * program, the errors of every file in it are computed, from a checker asked nothing else yet;
 * later questions about errors get those.
 */
function diagnosingFirst(service: ts.LanguageService, host: ts.LanguageServiceHost): ts.LanguageService {
  let diagnosedVersion: string | undefined;
  const diagnosed = new Map<string, { semantic: ts.Diagnostic[]; syntactic: ts.DiagnosticWithLocation[] }>();
  const diagnoseFirst = () => {
    const version = host.getProjectVersion!();
    if (version === diagnosedVersion) return;
    diagnosedVersion = version;
    diagnosed.clear();
    const program = service.getProgram()!;
    // Root files twoslash emptied after their block are not in the program.
    for (const name of host.getScriptFileNames()) {
      if (program.getSourceFile(name)) diagnosed.set(name, { semantic: service.getSemanticDiagnostics(name), syntactic: service.getSyntacticDiagnostics(name) });
    }
  };
  return Object.assign(Object.create(service) as ts.LanguageService, {
    getSemanticDiagnostics(name: string) {
      diagnoseFirst();
      return diagnosed.get(name)?.semantic ?? service.getSemanticDiagnostics(name);
    },
    getSyntacticDiagnostics(name: string) {
      diagnoseFirst();
      return diagnosed.get(name)?.syntactic ?? service.getSyntacticDiagnostics(name);
    },
    getQuickInfoAtPosition(...args: Parameters<ts.LanguageService['getQuickInfoAtPosition']>) {
      diagnoseFirst();
      return service.getQuickInfoAtPosition(...args);
    },
    getCompletionsAtPosition(...args: Parameters<ts.LanguageService['getCompletionsAtPosition']>) {
      diagnoseFirst();
      return service.getCompletionsAtPosition(...args);
    },
  } satisfies Partial<ts.LanguageService>);
}

/**
 * The service twoslash asks: questions about a block that is part of the page being checked are
 * answered from the page's program, under the block file's name there; all else from `service`.
 */
function answeringForPages(service: ts.LanguageService, programs: PagePrograms): ts.LanguageService {
  const restoreParts = (route: PageRoute, parts: ts.SymbolDisplayPart[] | undefined) => parts?.map((part) => ({ ...part, text: route.restore(part.text) }));
  const restoreDiagnostic = <D extends ts.Diagnostic>(route: PageRoute, diagnostic: D): D => ({
    ...diagnostic,
    file: diagnostic.file?.fileName === route.alias ? named(diagnostic.file, route.real) : diagnostic.file,
    messageText: restoreMessage(route, diagnostic.messageText),
  });
  return Object.assign(Object.create(service) as ts.LanguageService, {
    getProgram() {
      const route = programs.route();
      if (!route) return service.getProgram();
      const program = route.service.getProgram()!;
      const getSourceFile = (name: string) => {
        if (name !== route.real) return program.getSourceFile(name);
        const file = program.getSourceFile(route.alias);
        return file && named(file, route.real);
      };
      return Object.assign(Object.create(program) as ts.Program, { getSourceFile });
    },
    getQuickInfoAtPosition(name: string, position: number, ...rest: unknown[]) {
      const route = programs.route(name);
      if (!route) return (service.getQuickInfoAtPosition as (...args: unknown[]) => ts.QuickInfo | undefined)(name, position, ...rest);
      const info = route.service.getQuickInfoAtPosition(route.alias, position);
      return info && { ...info, displayParts: restoreParts(route, info.displayParts), documentation: restoreParts(route, info.documentation), tags: info.tags?.map((tag) => ({ ...tag, text: restoreParts(route, tag.text) })) };
    },
    getCompletionsAtPosition(name: string, position: number, ...rest: unknown[]) {
      const route = programs.route(name);
      if (!route) return (service.getCompletionsAtPosition as (...args: unknown[]) => ts.CompletionInfo | undefined)(name, position, ...rest);
      return (route.service.getCompletionsAtPosition as (...args: unknown[]) => ts.CompletionInfo | undefined)(route.alias, position, ...rest);
    },
    getSemanticDiagnostics(name: string) {
      const route = programs.route(name);
      if (!route) return service.getSemanticDiagnostics(name);
      return route.service.getSemanticDiagnostics(route.alias).map((diagnostic) => restoreDiagnostic(route, diagnostic));
    },
    getSyntacticDiagnostics(name: string) {
      const route = programs.route(name);
      if (!route) return service.getSyntacticDiagnostics(name);
      return route.service.getSyntacticDiagnostics(route.alias).map((diagnostic) => restoreDiagnostic(route, diagnostic));
    },
  } satisfies Partial<ts.LanguageService>);
}

/** The page program's tree of a block, under the name twoslash gave its file. */
function named(file: ts.SourceFile, fileName: string): ts.SourceFile {
  return Object.create(file, { fileName: { value: fileName } }) as ts.SourceFile;
}

function restoreMessage(route: PageRoute, message: string | ts.DiagnosticMessageChain): string | ts.DiagnosticMessageChain {
  if (typeof message === 'string') return route.restore(message);
  return { ...message, messageText: route.restore(message.messageText), next: message.next?.map((next) => restoreMessage(route, next) as ts.DiagnosticMessageChain) };
}
