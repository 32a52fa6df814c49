// The notes a page writes in a `:::api` block name members and parameters by path
// (`options.eip1193Adapters`, `sortAlgorithm`): a path the declarations do not have is an error,
// with the closest one, so a renamed option cannot leave its description behind.
import { closestMatch } from '../../../config/describe.js';
import type { ApiDirective, ApiPart } from './directive.js';
import type { ApiMember, ApiSymbol } from './model.js';

/** The paths a directive showing `parts` of `symbol` can describe. */
export function describablePaths(symbol: ApiSymbol, parts: readonly ApiPart[]): string[] {
  const paths: string[] = [];
  const members = (list: readonly ApiMember[] | undefined, prefix: string) => {
    for (const member of list ?? []) {
      const path = prefix ? `${prefix}.${member.name}` : member.name;
      paths.push(path);
      members(member.members, path);
    }
  };
  if (parts.includes('parameters')) {
    for (const signature of symbol.signatures) {
      for (const parameter of signature.parameters) {
        paths.push(parameter.name);
        members(parameter.members, parameter.name);
      }
    }
  }
  if (parts.includes('returns')) for (const signature of symbol.signatures) members(signature.returns?.members, 'returns');
  if (parts.includes('members')) members(symbol.members, '');
  return [...new Set(paths)];
}

/** What is wrong with the notes of `directive`, given the paths it can describe. */
export function noteErrors(directive: ApiDirective, paths: readonly string[]): { message: string; at: { line?: number; column?: number }; hint?: string }[] {
  const problems: { message: string; at: { line?: number; column?: number }; hint?: string }[] = [];
  const seen = new Set<string>();
  for (const note of directive.notes) {
    const at = { line: note.line, column: note.column };
    if (seen.has(note.path)) problems.push({ message: `::api: two notes on \`${note.path}\``, at, hint: 'keep one of them' });
    seen.add(note.path);
    if (paths.includes(note.path)) continue;
    const closest = closestMatch(note.path, paths);
    const shown = directive.show.length === 8 ? '' : ` (show="${directive.show.join(',')}")`;
    problems.push({
      message: `::api: ${directive.name}${shown} has no member or parameter \`${note.path}\``,
      at,
      hint: closest ? `did you mean \`${closest}\`?` : paths.length > 0 ? `it has ${paths.map((path) => `\`${path}\``).join(', ')}` : 'it shows no members or parameters to describe',
    });
  }
  return problems;
}
