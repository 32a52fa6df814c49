// `docsgen migrate`'s generator: a Vocs config's source and its evaluated default export → the
// source of the docsgen config that builds the same site. The mapping is the adapter's
// (config/vocs/adapt.ts), run field by field on the evaluated config; this module only decides
// how each field's result is written:
//  - a field the adapter takes as it is (same name, same value) keeps its source text, whatever it
//    computes or calls (`baseUrl: process.env.VERCEL_URL ?? URL`, `sidebar`, `editLink` with a function);
//  - a field the adapter reshapes is written from the adapter's output, with every value it passed
//    through (a function, an element, a list) and every string it moved (a path, a constant)
//    written as the Vocs config's own expression (value-source.ts); `head` functions as docsgen's
//    (head-source.ts);
//  - what the adapter does not honour is left out, listed in the file's header and in the report;
//  - Vocs' defaults that differ from docsgen's (`rootDir: 'docs'`, twoslash without the site's
//    tsconfig.json) and the layout files it finds on disk are written out.
// The file's other statements (imports, constants) are kept; imports nothing uses any more are
// dropped, and `vocs` imports become `docsgen/config`'s.
import { isDeepStrictEqual } from 'node:util';
import type TypeScript from 'typescript';
import { adaptVocsConfig, type VocsWarning } from '../../config/vocs/adapt.js';
import { readConfigSource, parseSource, ts, type ConfigSource, type SourceProperty } from './config-source.js';
import { headCallSource, headPropertySource } from './head-source.js';
import { reindent, SourceIndex, UnwritableValue, writeKey, writeValue, type ComputedLeaf } from './value-source.js';

export interface MigrateInput {
  /** Absolute path of the Vocs config. */
  file: string;
  /** Its text. */
  text: string;
  /** Its default export, evaluated (awaited), as Vocs would read it. */
  config: unknown;
  /** The folder of the config (the adapter finds rootDir and the layout files from it). */
  configDir: string;
}

export interface MigrateNote {
  /** Key path in the Vocs config, '' for the file. */
  path: string;
  text: string;
}

export interface MigrateResult {
  /** The docsgen config's source. */
  code: string;
  /** The docsgen config's file name, beside the Vocs config: .tsx when the Vocs config may hold JSX. */
  fileName: string;
  /** What the docsgen config does not carry over, and why (the adapter's warnings). */
  dropped: VocsWarning[];
  /** Things to check: values written as they evaluated when migrating, imports kept from 'vocs'. */
  notes: MigrateNote[];
  /** Imports left out because only dropped fields used them (their packages may be uninstalled). */
  droppedImports: string[];
}

/** Types the vocs module exports and the docsgen type each stands for. */
const VOCS_TYPES: Readonly<Record<string, string>> = {
  Config: 'SiteConfig',
  ColorScheme: 'ColorScheme',
  SidebarItem: 'SidebarItem',
  TopNavItem: 'TopNavItem',
  Sidebar: "NonNullable<SiteConfig['sidebar']>",
  TopNav: "NonNullable<SiteConfig['topNav']>",
  Socials: "NonNullable<SiteConfig['socials']>",
  EditLink: "NonNullable<SiteConfig['editLink']>",
  IconUrl: "NonNullable<SiteConfig['iconUrl']>",
  LogoUrl: "NonNullable<SiteConfig['logoUrl']>",
};

export function docsgenConfigName(vocsFile: string): string {
  const extension = /\.([cm]?[jt]sx?)$/.exec(vocsFile)?.[1] ?? 'ts';
  if (extension === 'tsx' || extension === 'jsx') return 'docsgen.config.tsx';
  if (extension === 'js' || extension === 'mjs') return `docsgen.config.${extension}`;
  return 'docsgen.config.ts';
}

const INDENT = '  ';

/** What the Vocs defaults the adapter writes out are, said in the docsgen config. */
const DEFAULT_COMMENTS: Readonly<Record<string, string>> = {
  rootDir: "Vocs' default: the pages are in docs/ (docsgen's: beside the config).",
  twoslash: "Vocs' default: twoslash blocks are compiled with twoslash's options, not the site's tsconfig.json.",
};

export function migrateVocsConfig(input: MigrateInput): MigrateResult {
  const source = readConfigSource(input.file, input.text);
  const raw = (input.config ?? {}) as Record<string, unknown>;
  const site = { configDir: input.configDir };
  const full = adaptVocsConfig(raw, site);
  const base = adaptVocsConfig({}, site).config as Record<string, unknown>;
  const mapped = full.config as Record<string, unknown>;
  const notes: MigrateNote[] = [];
  const sources = new SourceIndex(source.sourceFile);
  const byKey = new Map(source.properties.map((property) => [property.key, property]));

  const lines: string[] = [];
  const owned = new Set<string>(['components']);
  const keys = [...source.properties.map((property) => property.key), ...Object.keys(raw).filter((key) => !byKey.has(key))];
  for (const key of new Set(keys)) {
    const value = raw[key];
    if (value === undefined) continue;
    const property = byKey.get(key);
    // What this field writes in docsgen's config: the keys where the config differs from the
    // adapter's output for no fields at all.
    const alone = adaptVocsConfig({ [key]: value }, site).config as Record<string, unknown>;
    const written = Object.keys(alone).filter((out) => out !== 'components' && !isDeepStrictEqual(alone[out], base[out]));
    for (const out of written) owned.add(out);
    if (property && written.length === 1 && written[0] === key && alone[key] === value) {
      lines.push(reindent(property.text, columnOf(property, source), INDENT));
      continue;
    }
    const leaves = property ? leavesOf(property, value, sources) : [];
    const before = lines.length;
    for (const out of written) {
      if (key === 'head' && out === 'head' && typeof value === 'function') {
        lines.push(headSource(property, source));
        continue;
      }
      try {
        lines.push(`${writeKey(out)}: ${writeValue(mapped[out], sources, INDENT, out)}`);
      } catch (error) {
        if (!(error instanceof UnwritableValue)) throw error;
        notes.push({ path: key, text: `not written: ${error.what}; write \`${out}\` by hand (see "Migrating from Vocs" in docsgen's manual)` });
      }
    }
    const emitted = lines.slice(before).join('\n');
    for (const leaf of leaves) {
      if (!emitted.includes(leaf.text) && !full.warnings.some((warning) => leaf.path.startsWith(warning.path))) {
        notes.push({ path: leaf.path, text: `\`${oneLine(leaf.text)}\` was evaluated when migrating: the docsgen config has its value as it was then` });
      }
    }
  }
  // Vocs' defaults that differ from docsgen's, and the layout files found on disk.
  const defaults = Object.keys(mapped).filter((key) => !owned.has(key) && mapped[key] !== undefined);
  const tail: string[] = [];
  for (const key of defaults) {
    tail.push(`// ${DEFAULT_COMMENTS[key] ?? "Vocs' default, which differs from docsgen's."}`);
    tail.push(`${writeKey(key)}: ${writeValue(mapped[key], sources, INDENT, key)}`);
  }
  if (mapped['components'] !== undefined) {
    tail.push("// The site's layout.tsx and footer.tsx, as Vocs reads them (hydrated only when they use client hooks).");
    tail.push(`components: ${writeValue(mapped['components'], sources, INDENT, 'components')}`);
  }
  if (source.opaque) notes.push({ path: '', text: 'the config spreads or computes some of its keys: their values are written as they evaluated when migrating' });

  const body = [...lines, ...tail].map((line) => (line.startsWith('//') ? `${INDENT}${line}` : `${INDENT}${line},`)).join('\n');
  const exportText = `export default defineConfig({\n${body}\n});\n`;
  const { statements, droppedImports, vocsImports } = keptStatements(source, exportText);
  for (const kept of vocsImports) notes.push({ path: '', text: `\`${kept}\` kept: docsgen resolves 'vocs' to its own stand-in; import it from 'docsgen/config' when you can` });

  const fileName = docsgenConfigName(input.file);
  const header = headerComment(input.file, full.warnings);
  const code = `${header}${statements}\nexport default defineConfig({\n${body}\n});\n`;
  return { code, fileName, dropped: full.warnings, notes, droppedImports };
}

function oneLine(text: string): string {
  const flat = text.replace(/\s+/g, ' ');
  return flat.length > 60 ? `${flat.slice(0, 57)}…` : flat;
}

function columnOf(property: SourceProperty, source: ConfigSource): number {
  const start = property.node.getStart(source.sourceFile);
  const lineStart = source.sourceFile.text.lastIndexOf('\n', start - 1) + 1;
  return /^[ \t]*/.exec(source.sourceFile.text.slice(lineStart, start))![0].length;
}

/** Indexes a field's source against its value; returns the expressions in it that compute a value. */
function leavesOf(property: SourceProperty, value: unknown, sources: SourceIndex): ComputedLeaf[] {
  const node = property.node;
  if (ts.isPropertyAssignment(node)) return sources.add(node.initializer, value, property.key);
  if (ts.isShorthandPropertyAssignment(node)) return sources.add(node.name, value, property.key);
  if (ts.isMethodDeclaration(node)) sources.addMethod(node, value, property.key);
  return [];
}

function headSource(property: SourceProperty | undefined, source: ConfigSource): string {
  if (!property) throw new Error('internal: a head function without its source');
  const written = headPropertySource(property.node, source.sourceFile);
  const column = columnOf(property, source);
  if (written !== undefined) return reindent(written, column, INDENT);
  const node = property.node;
  const expression = ts.isPropertyAssignment(node)
    ? node.initializer.getText(source.sourceFile)
    : ts.isShorthandPropertyAssignment(node)
      ? node.name.text
      : `function ${node.getText(source.sourceFile)}`;
  return `head: ${reindent(headCallSource(expression), column, INDENT)}`;
}

function headerComment(vocsFile: string, dropped: readonly VocsWarning[]): string {
  const name = vocsFile.split(/[\\/]/).pop()!;
  const lines = [`// Written by \`docsgen migrate\` from ${name}: it builds the same site.`];
  if (dropped.length > 0) {
    lines.push(`// Not carried over from ${name} (docsgen does not honour them):`);
    for (const warning of dropped) lines.push(`//   ${warning.path ? `${warning.path}: ` : ''}${warning.reason}`);
  }
  return `${lines.join('\n')}\n`;
}

interface Kept {
  statements: string;
  droppedImports: string[];
  vocsImports: string[];
}

/** The Vocs config's other statements, as the docsgen config keeps them (see the file's comment). */
function keptStatements(source: ConfigSource, exportText: string): Kept {
  const sf = source.sourceFile;
  const vocsImports: string[] = [];
  const docsgenNames = new Set<string>(['defineConfig']);
  const aliases: string[] = [];
  const parts: { node: TypeScript.Statement | null; text: string }[] = [];
  for (const statement of source.statements) {
    const text = fullText(statement, sf);
    if (ts.isImportDeclaration(statement) && ts.isStringLiteral(statement.moduleSpecifier) && statement.moduleSpecifier.text === 'vocs') {
      const clause = statement.importClause;
      const named = clause?.namedBindings && ts.isNamedImports(clause.namedBindings) ? clause.namedBindings.elements : undefined;
      if (!clause || clause.name || !named) {
        parts.push({ node: statement, text });
        vocsImports.push(statement.getText(sf));
        continue;
      }
      const keep: string[] = [];
      for (const element of named) {
        const imported = (element.propertyName ?? element.name).text;
        const local = element.name.text;
        const typeOnly = clause.isTypeOnly || element.isTypeOnly;
        if (imported === 'defineConfig' && local === 'defineConfig') continue;
        const docsgenType = VOCS_TYPES[imported];
        if (typeOnly && docsgenType !== undefined) {
          if (docsgenType === imported && local === imported) docsgenNames.add(`type ${imported}`);
          else {
            docsgenNames.add('type SiteConfig');
            aliases.push(`type ${local} = ${docsgenType};`);
          }
          continue;
        }
        keep.push(element.getText(sf));
      }
      if (keep.length > 0) {
        const kept = `import ${clause.isTypeOnly ? 'type ' : ''}{ ${keep.join(', ')} } from 'vocs';`;
        parts.push({ node: null, text: `\n${kept}` });
        vocsImports.push(kept);
      }
      continue;
    }
    parts.push({ node: statement, text });
  }

  // Imports nothing else uses any more (a Vite plugin's package, say) are left out.
  const used = identifiersUsed([...parts.filter((part) => !part.node || !ts.isImportDeclaration(part.node)).map((part) => part.text), ...aliases, exportText].join('\n'));
  const droppedImports: string[] = [];
  const out: string[] = [];
  for (const part of parts) {
    if (part.node && ts.isImportDeclaration(part.node)) {
      const pruned = prunedImport(part.node, sf, used);
      if (pruned === null) {
        droppedImports.push((part.node.moduleSpecifier as TypeScript.StringLiteral).text);
        continue;
      }
      out.push(pruned === part.node.getText(sf) ? part.text : `\n${pruned}`);
      continue;
    }
    out.push(part.text);
  }
  const ours = [...docsgenNames].filter((name) => !name.startsWith('type ') || (name === 'type SiteConfig' ? aliases.length > 0 : used.has(name.slice(5))));
  const values = ours.filter((name) => !name.startsWith('type '));
  const types = ours.filter((name) => name.startsWith('type ')).map((name) => name.slice(5));
  const imports = [`import { ${values.join(', ')} } from 'docsgen/config';`];
  if (types.length > 0) imports.push(`import type { ${[...new Set(types)].sort().join(', ')} } from 'docsgen/config';`);
  const rest = out.join('').replace(/^\n+/, '');
  // The site's imports follow docsgen's; anything else is set apart by a blank line.
  const restIsImport = parts.some((part) => part.node === null || ts.isImportDeclaration(part.node)) && /^import\b/.test(rest);
  const head = [imports.join('\n'), ...(aliases.length > 0 ? [`\n${aliases.join('\n')}`] : [])].join('\n');
  const statements = rest === '' ? head : `${head}${restIsImport && aliases.length === 0 ? '\n' : '\n\n'}${rest}`;
  return { statements: `${statements}\n`, droppedImports, vocsImports };
}

/** A statement with the comments and blank lines before it (its full text), as written. */
function fullText(statement: TypeScript.Statement, sf: TypeScript.SourceFile): string {
  return sf.text.slice(statement.getFullStart(), statement.getEnd());
}

/** Names read anywhere in `code` (over-inclusive: an import it keeps for nothing costs nothing). */
function identifiersUsed(code: string): Set<string> {
  const names = new Set<string>();
  const sf = parseSource('used.tsx', code);
  const visit = (node: TypeScript.Node): void => {
    if (ts.isIdentifier(node)) names.add(node.text);
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return names;
}

/** The import without the bindings nothing uses; null when none is left (a bare `import 'x'` stays). */
function prunedImport(node: TypeScript.ImportDeclaration, sf: TypeScript.SourceFile, used: Set<string>): string | null {
  const clause = node.importClause;
  if (!clause) return node.getText(sf);
  const defaultName = clause.name && used.has(clause.name.text) ? clause.name.text : undefined;
  const bindings = clause.namedBindings;
  let namespace: string | undefined;
  let named: string[] = [];
  let allNamed = true;
  if (bindings && ts.isNamespaceImport(bindings)) {
    if (used.has(bindings.name.text)) namespace = bindings.name.text;
  } else if (bindings) {
    const kept = bindings.elements.filter((element) => used.has(element.name.text));
    allNamed = kept.length === bindings.elements.length;
    named = kept.map((element) => element.getText(sf));
  }
  const nothingDropped = (clause.name === undefined || defaultName !== undefined) && (!bindings || (ts.isNamespaceImport(bindings) ? namespace !== undefined : allNamed));
  if (nothingDropped) return node.getText(sf);
  if (defaultName === undefined && namespace === undefined && named.length === 0) return null;
  const parts = [defaultName, namespace !== undefined ? `* as ${namespace}` : undefined, named.length > 0 ? `{ ${named.join(', ')} }` : undefined].filter(Boolean);
  return `import ${clause.isTypeOnly ? 'type ' : ''}${parts.join(', ')} from ${node.moduleSpecifier.getText(sf)};`;
}

