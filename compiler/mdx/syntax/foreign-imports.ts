// Imports of other tools' components in an .mdx page. Those docsgen draws (theme/dialects/) are
// resolved there by compiler/bundle/dialect-modules.ts; a name it has no stand-in for is an error
// at its import, naming the tool and docsgen's way, instead of a bundler's "no matching export".
import type { Position } from 'unist';

export interface DialectModule {
  tool: 'Starlight' | 'Docusaurus';
  /** The file of theme/dialects/ that draws its components. */
  file: string;
  /** The named exports it has. */
  names: readonly string[];
  /** The export its default import is. */
  default?: string;
}

export const DIALECT_MODULES: Readonly<Record<string, DialectModule>> = {
  '@astrojs/starlight/components': { tool: 'Starlight', file: 'starlight.tsx', names: ['Aside', 'Steps', 'TabItem', 'Tabs'] },
  '@theme/Tabs': { tool: 'Docusaurus', file: 'docusaurus.tsx', names: [], default: 'Tabs' },
  '@theme/TabItem': { tool: 'Docusaurus', file: 'docusaurus.tsx', names: [], default: 'TabItem' },
  '@theme/Admonition': { tool: 'Docusaurus', file: 'docusaurus.tsx', names: [], default: 'Admonition' },
};

/** Other modules of those tools: a page that imports one cannot build as it is. */
const TOOL_PREFIXES: readonly [string, DialectModule['tool']][] = [
  ['@astrojs/starlight', 'Starlight'],
  ['@theme/', 'Docusaurus'],
  ['@docusaurus/', 'Docusaurus'],
];

const DOCSGEN_WAY =
  "write it in Markdown (a callout is :::note, tabs are :::code-group or <Tabs> from 'docsgen/theme', a file tree a code block) or as a component of the site's own";

export interface ImportProblem {
  message: string;
  hint: string;
  position?: Position;
}

interface EstreeNode {
  type: string;
  loc?: { start: { line: number; column: number }; end: { line: number; column: number } };
}
interface ImportDeclaration extends EstreeNode {
  source: { value: unknown };
  specifiers: (EstreeNode & { imported?: { type: string; name?: string; value?: string } })[];
}

function positionOf(node: EstreeNode): Position | undefined {
  const loc = node.loc;
  // estree columns are 0-based, unist's 1-based.
  return loc && { start: { line: loc.start.line, column: loc.start.column + 1 }, end: { line: loc.end.line, column: loc.end.column + 1 } };
}

/** What a page's ESM (an mdxjsEsm node's estree) imports from other tools that docsgen cannot draw. */
export function foreignImportProblems(program: { body: EstreeNode[] } | undefined): ImportProblem[] {
  const problems: ImportProblem[] = [];
  for (const statement of program?.body ?? []) {
    if (statement.type !== 'ImportDeclaration') continue;
    const declaration = statement as ImportDeclaration;
    const source = declaration.source.value;
    if (typeof source !== 'string') continue;
    const known = DIALECT_MODULES[source];
    if (known) {
      for (const specifier of declaration.specifiers) {
        const name = importedName(specifier);
        if (name === undefined || (name === 'default' ? known.default : known.names.includes(name))) continue;
        const drawn = known.default ? `its default export (${known.default})` : known.names.join(', ');
        problems.push({
          message: `${name === 'default' ? `a default import of ${source}` : `${name} from ${source}`} is a ${known.tool} component docsgen does not draw`,
          hint: `docsgen draws ${drawn} from ${source}; ${DOCSGEN_WAY}`,
          position: positionOf(specifier) ?? positionOf(declaration),
        });
      }
      continue;
    }
    const tool = TOOL_PREFIXES.find(([prefix]) => source.startsWith(prefix))?.[1];
    if (!tool) continue;
    const drawn = Object.entries(DIALECT_MODULES)
      .filter(([, module]) => module.tool === tool)
      .map(([module, { names, default: only }]) => (only ? `${only} from ${module}` : `${names.join(', ')} from ${module}`))
      .join('; ');
    problems.push({
      message: `${source} is a ${tool} module: docsgen has no stand-in for it`,
      hint: `docsgen draws ${drawn}; ${DOCSGEN_WAY}`,
      position: positionOf(declaration),
    });
  }
  return problems;
}

/** The export a specifier imports: `default` for a default import, undefined for `* as`. */
function importedName(specifier: ImportDeclaration['specifiers'][number]): string | undefined {
  if (specifier.type === 'ImportDefaultSpecifier') return 'default';
  if (specifier.type !== 'ImportSpecifier' || !specifier.imported) return undefined;
  return specifier.imported.name ?? String(specifier.imported.value);
}
