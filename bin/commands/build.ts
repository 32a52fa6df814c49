// docsgen build [root] --out DIR --base PATH --silent --report
import type { Command } from 'commander';

export function registerBuild(program: Command): void {
  program
    .command('build')
    .description('build the site in ROOT (a folder with docsgen.config.ts and pages/) into static HTML')
    .argument('[root]', 'site folder', '.')
    .option('--out <dir>', 'output folder (default: ROOT/dist)')
    .option('--base <path>', 'serve the site under this path (overrides config basePath)')
    .option('--silent', 'print only errors and the summary')
    .option('--report', "print each page's weight (HTML, JavaScript, CSS), the heaviest pages and where the time went")
    .action(async (root: string, options: { out?: string; base?: string; silent?: boolean; report?: boolean }) => {
      // Loaded on use, so other commands never parse the compiler.
      const [{ loadConfig }, { normalizeBasePath }, { buildSite }, { formatBytes }, { formatBuildReport, formatWarnings }] = await Promise.all([
        import('../../config/load.js'),
        import('../../config/defaults.js'),
        import('../../compiler/build/build-site.js'),
        import('../../compiler/build/progress.js'),
        import('../../compiler/build/build-report.js'),
      ]);
      const loaded = await loadConfig(root);
      const interactive = Boolean(process.stderr.isTTY) && !options.silent && !process.env.CI;
      const result = await buildSite({
        root,
        config: loaded,
        outDir: options.out,
        basePath: options.base !== undefined ? normalizeBasePath(options.base) : undefined,
        interactive,
        report: options.report,
      });
      // Plugins' messages that did not fail a page (a formula KaTeX could not render, say).
      if (result.warnings.length > 0) console.warn(formatWarnings(result.warnings));
      if (options.report) console.log(formatBuildReport(result.weights ?? [], result.timings) + '\n');
      const perSecond = Math.round(result.pages / result.seconds);
      console.log(`built ${result.pages} pages in ${result.seconds.toFixed(2)} s (${perSecond} pages/s), ${formatBytes(result.bytes)} of HTML → ${result.outDir}`);
    });
}
