// What a Vocs site's package.json needs to run on docsgen: its `vocs` dependency replaced by
// docsgen, and its scripts' `vocs dev|build|preview` by `docsgen …`. Computed as a list of changes
// (printed by `docsgen migrate`, or applied with --package-json); the file is rewritten with its
// own indentation, keys in their order.

export interface PackageChange {
  /** e.g. `scripts.build` or `devDependencies.vocs`. */
  path: string;
  from: string | undefined;
  to: string | undefined;
}

export interface PackagePlan {
  changes: PackageChange[];
  /** Script flags of Vocs' commands docsgen's do not take, to check by hand. */
  notes: string[];
}

const DEPENDENCY_FIELDS = ['dependencies', 'devDependencies'] as const;

/** Vocs' subcommands and docsgen's for them (`vocs` alone starts the dev server). */
const COMMANDS: Readonly<Record<string, string>> = { dev: 'dev', build: 'build', preview: 'preview' };

/** Flags of Vocs' commands and docsgen's for them (null: docsgen has none); true: takes a value. */
const FLAGS: Readonly<Record<string, { ours: string | null; value: boolean }>> = {
  '--outDir': { ours: '--out', value: true },
  '--clean': { ours: '--clean', value: false },
  '--port': { ours: '--port', value: true },
  '--host': { ours: '--host', value: true },
  '--logLevel': { ours: null, value: true },
  '--publicDir': { ours: null, value: true },
  '--searchIndex': { ours: null, value: true },
};

/** One `vocs …` command of a script: `vocs build --outDir out` → `docsgen build --out out`. */
const VOCS_COMMAND = /(^|[\s;&|(])vocs(?=$|[\s;&|)])((?:\s+[^\s;&|()]+)*)/g;

/**
 * The script with its Vocs commands as docsgen's, and the flags docsgen has no place for; the
 * script as it is when a `vocs` command is not one docsgen has (`vocs init`).
 */
export function docsgenScript(script: string): { script: string; dropped: string[]; unknown: string[] } {
  const dropped: string[] = [];
  const unknown: string[] = [];
  const replaced = script.replace(VOCS_COMMAND, (whole, before: string, rest: string) => {
    const tokens = rest.trim() === '' ? [] : rest.trim().split(/\s+/);
    let sub = 'dev';
    if (tokens[0] !== undefined && !tokens[0].startsWith('-')) {
      const command = COMMANDS[tokens[0]];
      if (command === undefined) {
        unknown.push(`vocs ${tokens[0]}`);
        return whole;
      }
      sub = command;
      tokens.shift();
    }
    const out: string[] = [];
    for (let index = 0; index < tokens.length; index++) {
      const token = tokens[index]!;
      if (!token.startsWith('-')) {
        out.push(token); // the site folder, which docsgen's commands take too
        continue;
      }
      const [name, inline] = token.split(/=(.*)/s) as [string, string | undefined];
      const flag = FLAGS[name];
      const value = inline ?? (flag?.value || (flag === undefined && tokens[index + 1] !== undefined && !tokens[index + 1]!.startsWith('-')) ? tokens[++index] : undefined);
      if (!flag || flag.ours === null) dropped.push(value === undefined ? name : `${name} ${value}`);
      else out.push(flag.ours, ...(value !== undefined ? [value] : []));
    }
    return `${before}docsgen ${[sub, ...out].join(' ')}`;
  });
  return { script: replaced, dropped, unknown };
}

export function planPackageChanges(manifest: Record<string, unknown>, docsgenVersion: string): PackagePlan {
  const changes: PackageChange[] = [];
  const notes: string[] = [];
  const scripts = manifest['scripts'];
  if (scripts && typeof scripts === 'object') {
    for (const [name, command] of Object.entries(scripts as Record<string, unknown>)) {
      if (typeof command !== 'string' || !/(^|[\s;&|(])vocs(\s|$)/.test(command)) continue;
      const { script, dropped, unknown } = docsgenScript(command);
      if (script !== command) changes.push({ path: `scripts.${name}`, from: command, to: script });
      if (dropped.length > 0) notes.push(`scripts.${name}: ${dropped.join(', ')} left out (docsgen's command has no such flag: see \`docsgen <command> --help\`)`);
      if (unknown.length > 0) notes.push(`scripts.${name}: ${unknown.join(', ')} left as it is (docsgen has no such command)`);
    }
  }
  let hasDocsgen = false;
  for (const field of DEPENDENCY_FIELDS) {
    const deps = manifest[field] as Record<string, string> | undefined;
    if (deps && typeof deps === 'object' && 'docsgen' in deps) hasDocsgen = true;
  }
  for (const field of DEPENDENCY_FIELDS) {
    const deps = manifest[field] as Record<string, string> | undefined;
    if (!deps || typeof deps !== 'object' || !('vocs' in deps)) continue;
    changes.push({ path: `${field}.vocs`, from: deps['vocs'], to: undefined });
    if (!hasDocsgen) {
      changes.push({ path: `${field}.docsgen`, from: undefined, to: `^${docsgenVersion}` });
      hasDocsgen = true;
    }
  }
  return { changes, notes };
}

/** The manifest with `changes` applied: a dependency takes the removed one's place in its list. */
export function applyPackageChanges(manifest: Record<string, unknown>, changes: readonly PackageChange[]): Record<string, unknown> {
  const out = structuredClone(manifest) as Record<string, Record<string, string>>;
  for (const change of changes) {
    const dot = change.path.indexOf('.');
    const field = change.path.slice(0, dot);
    const key = change.path.slice(dot + 1);
    const section = out[field] ?? {};
    if (change.to === undefined) {
      delete section[key];
    } else if (field !== 'scripts' && change.from === undefined) {
      // In alphabetical order, as npm writes dependencies.
      section[key] = change.to;
      out[field] = Object.fromEntries(Object.entries(section).sort(([a], [b]) => a.localeCompare(b)));
      continue;
    } else section[key] = change.to;
    out[field] = section;
  }
  return out;
}

/** The file's indentation, to write it back as it was. */
export function indentationOf(text: string): string | number {
  const match = /^\{\r?\n([ \t]+)"/.exec(text);
  return match ? match[1]! : 2;
}

export function formatChange(change: PackageChange): string {
  if (change.from === undefined) return `  + ${change.path}: ${JSON.stringify(change.to)}`;
  if (change.to === undefined) return `  - ${change.path}: ${JSON.stringify(change.from)}`;
  return `  ~ ${change.path}: ${JSON.stringify(change.from)} → ${JSON.stringify(change.to)}`;
}
