// The published package as a user gets it: `npm pack` (tarball size, files), installed into a new
// project from it (install size: node_modules, docsgen's part of it, packages), and the start-up of
// the installed command, `npx docsgen --version`, beside references timed in the same run,
// interleaved: `npx tsc --version` (another installed CLI through npx, so the same npx overhead),
// both commands again without npx, and `node -e 0` (Node alone). Median of RUNS; each ratio is
// docsgen's time (through npx or not, as the row) over the row's.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { REPO_ROOT, median, printTable } from './lib.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 11);
const work = mkdtempSync(join(tmpdir(), 'docsgen-bench-package-'));
const mb = (bytes) => (bytes / 1024 / 1024).toFixed(1);

function run(command, args, cwd) {
  const result = spawnSync(command, args, { cwd, encoding: 'utf8' });
  if (result.status !== 0) {
    console.error(`${command} ${args.join(' ')} failed:\n${result.stdout}\n${result.stderr}`);
    process.exit(1);
  }
  return result.stdout;
}

/** Bytes on disk under `dir` (file sizes; symlinks not followed) and the number of packages. */
function du(dir) {
  let bytes = 0;
  let packages = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) bytes += statSync(join(entry.parentPath, entry.name)).size;
    if (entry.isFile() && entry.name === 'package.json' && /node_modules[\\/](@[^\\/]+[\\/])?[^\\/@]+$/.test(entry.parentPath)) packages++;
  }
  return { bytes, packages };
}

function timed(command, args, cwd) {
  const started = performance.now();
  const result = spawnSync(command, args, { cwd, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')}: ${result.stderr}`);
  return performance.now() - started;
}

try {
  const [packed] = JSON.parse(run('npm', ['pack', '--json', '--pack-destination', work], REPO_ROOT));
  const project = join(work, 'project');
  mkdirSync(project);
  writeFileSync(join(project, 'package.json'), JSON.stringify({ name: 'bench-project', private: true }));
  const installStarted = performance.now();
  run('npm', ['install', join(work, packed.filename), '--prefer-offline', '--no-audit', '--no-fund'], project);
  const installSeconds = (performance.now() - installStarted) / 1000;
  const all = du(join(project, 'node_modules'));
  const own = du(join(project, 'node_modules', 'docsgen'));

  console.log(`Package (${packed.filename}):\n`);
  printTable([
    { what: 'tarball (npm pack)', size: `${(packed.size / 1024).toFixed(0)} KB`, files: packed.entryCount, note: `unpacked ${mb(packed.unpackedSize)} MB` },
    { what: 'node_modules/docsgen', size: `${mb(own.bytes)} MB`, files: '', note: '' },
    { what: 'node_modules (install)', size: `${mb(all.bytes)} MB`, files: '', note: `${all.packages} packages, npm install ${installSeconds.toFixed(1)} s (cache warm)` },
  ]);

  const bin = (name) => join(project, 'node_modules', '.bin', name);
  const commands = {
    'npx docsgen --version': ['npx', ['--no-install', 'docsgen', '--version']],
    'npx tsc --version': ['npx', ['--no-install', 'tsc', '--version']],
    'docsgen --version (no npx)': [process.execPath, [bin('docsgen'), '--version']],
    'tsc --version (no npx)': [process.execPath, [bin('tsc'), '--version']],
    'node -e 0': [process.execPath, ['-e', '0']],
  };
  const times = Object.fromEntries(Object.keys(commands).map((name) => [name, []]));
  for (const [name, [command, args]] of Object.entries(commands)) timed(command, args, project); // warm-up
  for (let i = 0; i < RUNS; i++) {
    for (const [name, [command, args]] of Object.entries(commands)) times[name].push(timed(command, args, project));
  }
  const ratioTo = (name) => (name.startsWith('npx') ? median(times['npx docsgen --version']) : median(times['docsgen --version (no npx)']));
  console.log(`\nStart-up, median of ${RUNS} interleaved runs (load average ${loadavg().map((n) => n.toFixed(2)).join(' ')}):\n`);
  printTable(
    Object.entries(times).map(([name, values]) => ({
      command: name,
      'median ms': median(values).toFixed(0),
      'docsgen / this': (ratioTo(name) / median(values)).toFixed(2),
    })),
  );
} finally {
  rmSync(work, { recursive: true, force: true });
}
