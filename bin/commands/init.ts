// docsgen init [dir] --title T --repository URL --yes
// On a terminal it asks for what was not given (the folder, the title); with --yes, in CI or when
// piped, it takes the defaults. It never writes over files (exit 2 for a folder that is not empty).
import { relative, resolve } from 'node:path';
import type { Command } from 'commander';

interface InitFlags {
  title?: string;
  repository?: string;
  locales?: string;
  yes?: boolean;
}

export function registerInit(program: Command): void {
  program
    .command('init')
    .description('create a new docs site in DIR (an empty or new folder): pages, config, a component, a Pages workflow')
    .argument('[dir]', 'folder of the new site (asked on a terminal; default docs)')
    .option('--title <title>', 'the site title (default: from the folder name)')
    .option('--repository <url>', 'GitHub repository for the edit links and the GitHub icon (default: the git origin remote)')
    .option('--locales <tags>', "the site's languages, the first at the root: en,fr,ja (default: en)")
    .option('-y, --yes', 'ask nothing: take the defaults for what is not given')
    .action(async (dirArgument: string | undefined, flags: InitFlags) => {
      const [{ scaffoldSite, targetProblem, titleFromFolder }, { createPrompter }] = await Promise.all([
        import('../../compiler/scaffold/scaffold-site.js'),
        import('./prompt.js'),
      ]);
      const interactive = Boolean(process.stdin.isTTY && process.stdout.isTTY) && !flags.yes && !process.env.CI;
      let dir = dirArgument;
      let title = flags.title;
      if (interactive && (dir === undefined || title === undefined)) {
        const prompter = createPrompter();
        try {
          dir ??= await prompter.ask('Folder for the site', 'docs', (answer) => targetProblem(resolve(answer)));
          title ??= await prompter.ask('Site title', titleFromFolder(dir), () => undefined);
        } finally {
          prompter.close();
        }
      }
      dir ??= 'docs';
      title ??= titleFromFolder(dir);

      const result = scaffoldSite({ dir, title, repository: flags.repository, ...(flags.locales !== undefined ? { locales: flags.locales.split(',') } : {}) });
      const shown = (path: string) => relative(process.cwd(), path) || '.';
      console.log(`Created ${title} in ${shown(result.dir)}/ (${result.files.length} files).`);
      if (result.workflow) console.log(`GitHub Pages: ${shown(result.workflow)} builds and deploys it on every push (Settings → Pages → Source: GitHub Actions).`);
      for (const note of result.notes) console.log(`Note: ${note}.`);
      console.log(['', 'Next:', `  cd ${shown(result.dir)}`, '  npm install', '  npm run dev'].join('\n'));
    });
}
