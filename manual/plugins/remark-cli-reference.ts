// `::cli-reference`: every docsgen command's help, as the command line itself prints it (commander
// writes it from the commands' definitions in bin/commands/), so the page cannot drift from the
// CLI. The commands are listed from `docsgen --help`; hidden ones (the near misses that point to
// the right command) are not listed there, nor here.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Parent, Root, RootContent } from 'mdast';
// Directive nodes in mdast's types.
import type {} from 'mdast-util-directive';
import type { VFile } from 'vfile';

/** The repository's CLI, above the page (the config is bundled elsewhere: import.meta.url is not here). */
function cliAbove(file: string): string {
  for (let dir = dirname(file); ; dir = dirname(dir)) {
    const cli = join(dir, 'bin', 'docsgen.mjs');
    if (existsSync(cli)) return cli;
    if (dirname(dir) === dir) throw new Error(`::cli-reference: no bin/docsgen.mjs above ${file}`);
  }
}

function help(cli: string, args: string[]): string {
  const run = spawnSync(process.execPath, [cli, ...args, '--help'], { encoding: 'utf8', env: { ...process.env, COLUMNS: '100' } });
  if (run.status !== 0) throw new Error(`docsgen ${args.join(' ')} --help failed (exit ${run.status}):\n${run.stderr}`);
  return run.stdout.trimEnd();
}

/** The command names of `docsgen --help`'s "Commands:" list, `help` left out. */
function commandNames(text: string): string[] {
  const list = text.split(/^Commands:\n/m)[1] ?? '';
  return [...list.matchAll(/^ {2}([a-z][\w-]*)/gm)].map((match) => match[1]!).filter((name) => name !== 'help');
}

function reference(cli: string): RootContent[] {
  const top = help(cli, []);
  const nodes: RootContent[] = [{ type: 'code', lang: 'text', value: top }];
  for (const name of commandNames(top)) {
    nodes.push({ type: 'heading', depth: 2, children: [{ type: 'inlineCode', value: `docsgen ${name}` }] });
    nodes.push({ type: 'code', lang: 'text', value: help(cli, [name]) });
  }
  return nodes;
}

export function remarkCliReference() {
  return (tree: Root, file: VFile) => {
    const visit = (parent: Parent) => {
      parent.children.forEach((child, index) => {
        if (child.type === 'leafDirective' && child.name === 'cli-reference') parent.children.splice(index, 1, ...reference(cliAbove(file.path)));
        else if ('children' in child) visit(child as Parent);
      });
    };
    visit(tree);
  };
}
