#!/usr/bin/env node
// npm run bench: runs every bench/*.bench.mjs in turn (each prints its own figures).
// Pass names to run some: npm run bench -- build search
import { readdirSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const wanted = process.argv.slice(2);
const benches = readdirSync(here)
  .filter((f) => f.endsWith('.bench.mjs'))
  .filter((f) => wanted.length === 0 || wanted.includes(f.replace('.bench.mjs', '')))
  .sort();
let failed = 0;
for (const file of benches) {
  console.log(`\n## ${file.replace('.bench.mjs', '')}\n`);
  const result = spawnSync(process.execPath, [join(here, file)], { stdio: 'inherit' });
  if (result.status !== 0) failed++;
}
process.exit(failed ? 1 : 0);
