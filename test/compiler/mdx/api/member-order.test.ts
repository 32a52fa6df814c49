// A type's members are laid out in the order they are written, whatever the program met first.
// TypeScript orders the keys of a mapped type (`Pick`, `Omit`) by when each key's literal type was
// made in the program, so a program kept from page to page (a warm build) and a fresh one (a cold
// build) would otherwise show the same reference table in two orders.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { Extraction } from '../../../../compiler/mdx/api/extract.js';
import { declarationProgram } from '../../../../compiler/mdx/api/program.js';
import { ARTIFACTS_DIR } from '../../../support/paths.js';

mkdirSync(ARTIFACTS_DIR, { recursive: true });
const root = mkdtempSync(join(ARTIFACTS_DIR, 'api-member-order-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

it('lays out a Pick of an interface in the interface order, though its later keys were made first', () => {
  writeFileSync(join(root, 'tsconfig.json'), JSON.stringify({ compilerOptions: { target: 'ES2022', module: 'ESNext', moduleResolution: 'bundler', strict: true, noEmit: true, types: [] } }));
  mkdirSync(join(root, 'src'));
  writeFileSync(
    join(root, 'src/wallet.ts'),
    [
      // Read first (below), it makes these literal types before the Pick's keys are read: TypeScript's union of the keys then lists them first.
      "export type Early = { key: 'accounts' | 'name' };",
      'interface Wallet {',
      '  /** The version. */',
      '  version: string;',
      '  /** Its name. */',
      '  name: string;',
      '  /** Its accounts. */',
      '  accounts: string[];',
      '}',
      "export type Shown = Pick<Wallet, 'version' | 'name' | 'accounts'>;",
      '',
    ].join('\n'),
  );
  const page = join(root, 'pages/index.mdx');
  const extraction = new Extraction(declarationProgram(root), [], '', [{ from: '../src/wallet.ts', importer: page }]);
  expect(extraction.symbol('../src/wallet.ts', page, 'Early').members.map((member) => member.name)).toEqual(['key']);
  const shown = extraction.symbol('../src/wallet.ts', page, 'Shown');
  expect(shown.members.map((member) => member.name)).toEqual(['version', 'name', 'accounts']);
});
