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
// (Each block still gets programs of its own: a program's checker, asked for quick info first,
// then reports errors that a fresh one does not, e.g. "Cannot find name 'p'" for a JSX tag.)
import type ts from 'typescript';

export function reusingTypeScript(tsModule: typeof ts): typeof ts {
  return {
    ...tsModule,
    createLanguageService(host, documentRegistry, mode) {
      return tsModule.createLanguageService(withResolutionCache(tsModule, host), documentRegistry ?? keepingRegistry(tsModule), mode);
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
