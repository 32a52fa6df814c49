// docsgen migrate [dir] --force --package-json
// A Vocs v1 site's vocs.config.* → docsgen.config.* (compiler/migrate/), then what was not carried
// over and what to do next: the package.json changes (applied with --package-json), removing the
// Vocs config.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Command } from 'commander';
import { PACKAGE_ROOT } from '../../compiler/package-paths.js';

interface MigrateFlags {
  force?: boolean;
  packageJson?: boolean;
}

export function registerMigrate(program: Command): void {
  program
    .command('migrate')
    .description("write the docsgen.config.ts equivalent to a Vocs v1 site's vocs.config.ts, for a site moving to docsgen for good (it builds the same site)")
    .argument('[dir]', "the Vocs site's folder (where vocs.config.* is)", '.')
    .option('--force', 'replace a docsgen config already in the folder')
    .option('--package-json', "also make package.json's changes: the vocs dependency replaced by docsgen, `vocs dev|build|preview` scripts by `docsgen …`")
    .addHelpText('after', '\nExit status: 0 when the config was written, 2 when there is no Vocs config, it does not load, or a docsgen config is in the way.')
    .action(async (dir: string, flags: MigrateFlags) => {
      const [{ migrateSite, shown }, { formatChange }] = await Promise.all([import('../../compiler/migrate/migrate-site.js'), import('../../compiler/migrate/package-changes.js')]);
      const { version } = JSON.parse(readFileSync(join(PACKAGE_ROOT, 'package.json'), 'utf8')) as { version: string };
      const result = await migrateSite({ dir, force: flags.force, packageJson: flags.packageJson, version });
      const out: string[] = [`Wrote ${shown(result.written)} from ${shown(result.vocsFile)}.`];
      for (const file of result.replaced) out.push(`Replaced ${shown(file)} (--force).`);
      if (result.dropped.length > 0) {
        out.push('', 'Not carried over (docsgen does not honour them; also listed at the top of the new config):');
        for (const warning of result.dropped) out.push(`  ${warning.path ? `${warning.path}: ` : ''}${warning.reason}`);
      }
      if (result.droppedImports.length > 0) out.push('', `Imports only those fields used, left out: ${result.droppedImports.join(', ')}.`);
      if (result.notes.length > 0) {
        out.push('', 'Check:');
        for (const note of result.notes) out.push(`  ${note.path ? `${note.path}: ` : ''}${note.text}`);
      }
      out.push('', 'Next:');
      const plan = result.packageJson;
      if (plan && plan.changes.length > 0) {
        out.push(plan.applied ? `  ${shown(plan.file)} changed:` : `  In ${shown(plan.file)} (or run again with --package-json to make these changes):`);
        for (const change of plan.changes) out.push(`  ${formatChange(change)}`);
        for (const note of plan.notes) out.push(`    note: ${note}`);
        out.push('  then npm install.');
      } else if (plan && plan.notes.length > 0) {
        for (const note of plan.notes) out.push(`  ${shown(plan.file)}: ${note}`);
      }
      out.push(`  Remove ${shown(result.vocsFile)}: docsgen reads ${shown(result.written)} now (while both are there it warns that the Vocs config is not read).`);
      out.push(`  docsgen build ${shown(result.written).includes('/') ? shown(join(result.written, '..')) : '.'} builds the site as before.`);
      console.log(out.join('\n'));
    });
}
