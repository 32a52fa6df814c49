// docsgen build [root] --out DIR --base PATH --force --render-timeout S --ignore-link P --silent --report --no-cache --clean
import type { Command } from 'commander';
import { collect, parseBasePath, parseSeconds } from './options.js';

interface BuildFlags {
  out?: string;
  base?: string;
  force?: boolean;
  renderTimeout?: number;
  ignoreLink?: string[];
  silent?: boolean;
  report?: boolean;
  cache: boolean;
  clean?: boolean;
}

export function registerBuild(program: Command): void {
  program
    .command('build')
    .description('build the site in ROOT (a folder with docsgen.config.ts, or a Vocs site\'s vocs.config.ts, and pages/) into static HTML, checking every internal link')
    .argument('[root]', 'site folder', '.')
    .option('--out <dir>', 'output folder (default: ROOT/dist); replaced whole, so it must be empty, missing, or written by docsgen')
    .option('--base <path>', 'serve the site under this path (overrides config basePath)', parseBasePath)
    .option('--force', 'replace the output folder even when it holds files docsgen did not write')
    .option('--render-timeout <seconds>', 'fail a page that takes longer than this to render (default: config renderTimeout, 60)', parseSeconds)
    .option('--ignore-link <pattern>', 'leave links matching this pattern unchecked (repeatable; * within a path segment, ** across)', collect)
    .option('--silent', 'print only errors and the summary')
    .option('--no-cache', 'neither read nor write the build cache (ROOT/.docsgen-cache/build): every page compiled from scratch')
    .option('--clean', 'empty the build cache first, then build (and fill it) from scratch')
    .option('--report', "print each page's weight (HTML, JavaScript, CSS), the heaviest pages and where the time went")
    .addHelpText('after', '\nExit status: 0 when the site was built, 1 when a page or a link is broken, 2 on a usage or config error.')
    .action(async (root: string, options: BuildFlags) => {
      // Loaded on use, so other commands never parse the compiler.
      const [{ loadConfig, formatConfigWarning }, { buildSite }, { formatBytes }, { formatBuildReport, formatWarnings }] = await Promise.all([
        import('../../config/load.js'),
        import('../../compiler/builder/build-site.js'),
        import('../../compiler/builder/progress.js'),
        import('../../compiler/builder/build-report.js'),
      ]);
      // Without the cache, or emptying it, the config is bundled afresh too.
      const loaded = await loadConfig(root, { fresh: !options.cache || options.clean });
      // Fields of a Vocs config docsgen does not honour: said before the build, whatever happens.
      for (const warning of loaded.warnings) console.warn(`warning: ${formatConfigWarning(warning)}`);
      const interactive = Boolean(process.stderr.isTTY) && !options.silent && !process.env.CI;
      const result = await buildSite({
        root: loaded.root,
        config: loaded,
        outDir: options.out,
        basePath: options.base,
        interactive,
        report: options.report,
        force: options.force,
        renderTimeout: options.renderTimeout,
        ignoreLinks: options.ignoreLink,
        cache: options.cache,
        clean: options.clean,
      });
      // Plugins' messages that did not fail a page (a formula KaTeX could not render, say).
      if (result.warnings.length > 0) console.warn(formatWarnings(result.warnings));
      if (options.report) console.log(formatBuildReport(result.weights ?? [], result.timings, result.typeChecked) + '\n');
      const perSecond = Math.round(result.pages / result.seconds);
      const { compiled, html, versions } = result.reused;
      // Versions from git whose pages were taken whole (none of them read): version-sections.ts.
      const whole = versions.length > 0 ? `, ${versions.length} ${versions.length === 1 ? 'version' : 'versions'} whole (${versions.join(', ')})` : '';
      const reused = compiled > 0 ? `; from the cache: ${compiled} compiled, ${html} rendered${whole}` : '';
      console.log(`built ${result.pages} pages in ${result.seconds.toFixed(2)} s (${perSecond} pages/s${reused}), ${formatBytes(result.bytes)} of HTML → ${result.outDir}`);
    });
}
