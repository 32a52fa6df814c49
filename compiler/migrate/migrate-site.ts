// `docsgen migrate [dir]`: a Vocs v1 site's vocs.config.* → docsgen.config.* beside it, building
// the same site (vocs-to-docsgen.ts writes it). The Vocs config is read as `docsgen build` reads it
// (config/load.ts: bundled, run, its default export awaited), so what fails here fails the same
// way there. A docsgen config already there is never written over without `force`; the new file
// is loaded once written and removed again (the old one put back) if it does not load. The site's
// package.json is changed only when asked (`packageJson`); otherwise the changes are returned for
// the command to print.
import { existsSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { basename, join, relative, resolve } from 'node:path';
import { ConfigError } from '../../config/errors.js';
import { CONFIG_FILES, importConfigFile, loadConfig, VOCS_CONFIG_FILES } from '../../config/load.js';
import { DocsgenError, INTERNAL_ERROR } from '../errors/docsgen-error.js';
import { ConfigSourceError } from './config-source.js';
import { applyPackageChanges, indentationOf, planPackageChanges, type PackagePlan } from './package-changes.js';
import { migrateVocsConfig, type MigrateResult } from './vocs-to-docsgen.js';

export interface MigrateSiteOptions {
  /** The Vocs site's folder (where vocs.config.* is). */
  dir: string;
  /** Replace a docsgen config already in the folder. */
  force?: boolean;
  /** Apply the package.json changes instead of only returning them. */
  packageJson?: boolean;
  /** docsgen's version, for the dependency written in package.json. */
  version: string;
}

export interface MigrateSiteResult extends MigrateResult {
  vocsFile: string;
  /** The docsgen config written, absolute. */
  written: string;
  /** Docsgen configs removed because `force` replaced them with `written`. */
  replaced: string[];
  /** The package.json changes, and whether they were applied; null when the folder has no package.json. */
  packageJson: (PackagePlan & { file: string; applied: boolean }) | null;
}

function vocsConfigIn(dir: string): string {
  const found = VOCS_CONFIG_FILES.map((name) => join(dir, name)).filter((file) => existsSync(file));
  if (found.length === 0) {
    const docsgen = CONFIG_FILES.find((name) => existsSync(join(dir, name)));
    throw new DocsgenError('MigrateRefused', `no Vocs config in ${dir}: docsgen migrate reads ${VOCS_CONFIG_FILES.join(', ')}`, {
      hint: docsgen ? `${docsgen} is there already: the site runs on docsgen` : 'run it in the folder of vocs.config.*, or give that folder: docsgen migrate site/',
    });
  }
  if (found.length > 1) {
    throw new DocsgenError('VocsConfigUnsupported', `several Vocs configs in ${dir}: ${found.map((file) => basename(file)).join(', ')}`, { hint: 'keep the one Vocs reads and remove the others, then migrate' });
  }
  return found[0]!;
}

export async function migrateSite(options: MigrateSiteOptions): Promise<MigrateSiteResult> {
  const dir = resolve(options.dir);
  const vocsFile = vocsConfigIn(dir);
  const existing = CONFIG_FILES.map((name) => join(dir, name)).filter((file) => existsSync(file));
  if (existing.length > 0 && !options.force) {
    throw new DocsgenError('MigrateRefused', `${existing.map((file) => basename(file)).join(', ')} already in ${dir}: docsgen migrate does not write over a docsgen config`, {
      hint: 'run it with --force to replace it with the migrated one',
    });
  }

  const imported = await importConfigFile(vocsFile, dir, { fresh: true });
  let config: unknown;
  try {
    config = await imported.module['default'];
  } catch (error) {
    throw new ConfigError({ file: vocsFile, diagnostics: [{ file: vocsFile, text: `the config's default export failed: ${error instanceof Error ? error.message : String(error)}` }] });
  }
  let result: MigrateResult;
  try {
    result = migrateVocsConfig({ file: vocsFile, text: readFileSync(vocsFile, 'utf8'), config, configDir: dir });
  } catch (error) {
    if (!(error instanceof ConfigSourceError)) throw error;
    throw new DocsgenError('VocsConfigUnsupported', error.message, { hint: error.hint, location: { file: vocsFile, ...(error.line !== undefined ? { line: error.line } : {}) } });
  }

  const written = join(dir, result.fileName);
  // Kept aside until the new config is known to load, then removed.
  const backups = existing.map((file) => ({ file, backup: `${file}.migrate-backup` }));
  for (const { file, backup } of backups) renameSync(file, backup);
  const temporary = `${written}.migrate-${process.pid}`;
  try {
    writeFileSync(temporary, result.code);
    renameSync(temporary, written);
    await loadConfig(dir, { fresh: true });
  } catch (error) {
    rmSync(temporary, { force: true });
    rmSync(written, { force: true });
    for (const { file, backup } of backups) renameSync(backup, file);
    const reason = error instanceof ConfigError ? error.format() : error instanceof Error ? error.message : String(error);
    throw new DocsgenError(INTERNAL_ERROR, `the migrated config did not load, so it was not kept (this is a docsgen bug, please report it with your vocs config):\n${reason}`);
  }
  for (const { backup } of backups) rmSync(backup, { force: true });

  const manifestFile = join(dir, 'package.json');
  let packageJson: MigrateSiteResult['packageJson'] = null;
  if (existsSync(manifestFile)) {
    const text = readFileSync(manifestFile, 'utf8');
    const manifest = JSON.parse(text) as Record<string, unknown>;
    const plan = planPackageChanges(manifest, options.version);
    const applied = Boolean(options.packageJson) && plan.changes.length > 0;
    if (applied) {
      const next = applyPackageChanges(manifest, plan.changes);
      writeFileSync(manifestFile, `${JSON.stringify(next, null, indentationOf(text))}\n`);
    }
    packageJson = { ...plan, file: manifestFile, applied };
  }
  return { ...result, vocsFile, written, replaced: existing.filter((file) => file !== written), packageJson };
}

/** A path as the user reads it: from the current folder. */
export function shown(file: string, cwd = process.cwd()): string {
  return relative(cwd, file) || '.';
}
