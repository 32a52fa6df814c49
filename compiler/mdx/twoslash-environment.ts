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
// - Module resolutions are kept in one cache per service (its compiler options are fixed). A
//   resolution depends on which files exist, and twoslash adds a virtual file for each new
//   `// @filename:` a block declares: the cache is emptied whenever the program's list of root
//   files (the virtual files) gains a name, so a resolution is always the one a fresh cache would
//   find.
//
// Neither changes what a block's types are: the same files, parsed the same, resolved the same.
//
// - One program and one checker per block, not two. Twoslash asks for quick info on every
//   identifier, then writes the block's file again with the same text and asks for its errors:
//   the new version makes a second program with a fresh checker, because a checker asked for
//   quick info first reports errors a fresh one does not ("Cannot find name 'button'" for a JSX
//   tag). Here a file's version changes only when its text does, and the errors are taken first,
//   from the fresh checker, before any quick info: the errors a fresh checker finds, for half the
//   type-checking. (Quick info after a full check shows the same types; a union may list its
//   members in another order, as an editor would, the same in every build.)
import type ts from 'typescript';

export function reusingTypeScript(tsModule: typeof ts): typeof ts {
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
      const service = tsModule.createLanguageService(withResolutionCache(tsModule, versioned), documentRegistry ?? keepingRegistry(tsModule), mode);
      return diagnosingFirst(service, versioned);
    },
  };
}

/**
 * A document registry that keeps every file it parsed. One per language service: versions of the
 * virtual files are counted per service, so two services must not share a file's entry.
 */
function keepingRegistry(tsModule: typeof ts): ts.DocumentRegistry {
  const base = tsModule.createDocumentRegistry();
  return { ...base, releaseDocument() {}, releaseDocumentWithKey() {} };
}

function withResolutionCache(tsModule: typeof ts, host: ts.LanguageServiceHost): ts.LanguageServiceHost {
  const options = host.getCompilationSettings();
  const currentDirectory = host.getCurrentDirectory();
  const caseSensitive = host.useCaseSensitiveFileNames?.() ?? tsModule.sys.useCaseSensitiveFileNames;
  const canonical = caseSensitive ? (name: string) => name : (name: string) => name.toLowerCase();
  let cache = tsModule.createModuleResolutionCache(currentDirectory, canonical, options);
  const rootFiles = new Set<string>();

  const freshIfNewRootFiles = () => {
    let added = false;
    for (const name of host.getScriptFileNames()) {
      if (!rootFiles.has(name)) {
        rootFiles.add(name);
        added = true;
      }
    }
    if (added) cache = tsModule.createModuleResolutionCache(currentDirectory, canonical, options);
  };

  // What the program does without a host resolver (loadWithModeAwareCache in TypeScript's
  // program.ts), with a cache that outlives the program.
  const resolveModuleNameLiterals: ts.LanguageServiceHost['resolveModuleNameLiterals'] = (literals, containingFile, redirectedReference, compilerOptions, containingSourceFile) => {
    freshIfNewRootFiles();
    const modeOptions = redirectedReference?.commandLine.options ?? compilerOptions;
    const seen = new Map<string, ts.ResolvedModuleWithFailedLookupLocations>();
    return literals.map((literal) => {
      const mode = tsModule.getModeForUsageLocation(containingSourceFile, literal, modeOptions);
      const key = `${mode ?? ''}|${literal.text}`;
      let resolved = seen.get(key);
      if (!resolved) {
        resolved = tsModule.resolveModuleName(literal.text, containingFile, compilerOptions, host, cache, redirectedReference, mode);
        seen.set(key, resolved);
      }
      return resolved;
    });
  };

  return Object.assign(Object.create(host) as ts.LanguageServiceHost, {
    resolveModuleNameLiterals,
    getModuleResolutionCache: () => cache,
  });
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
