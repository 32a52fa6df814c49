import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveOverrides, slotsModule } from '../../../compiler/bundle/overrides-plugin.js';
import { THEME_DIR } from '../../../compiler/package-paths.js';
import { ConfigError } from '../../../config/errors.js';
import { OVERRIDABLE, OVERRIDABLE_NAMES } from '../../../theme/overrides/registry.js';

let root: string;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'docsgen-overrides-'));
  await mkdir(join(root, 'components'));
  await writeFile(join(root, 'components/Footer.tsx'), "import { Footer } from 'docsgen/theme';\nexport default function MyFooter() { return <Footer />; }\n");
  await writeFile(join(root, 'components/Named.tsx'), 'export function Banner() { return null; }\n');
  await writeFile(join(root, 'components/Reexport.tsx'), "export { Banner as default } from './Named';\n");
});

afterAll(() => rm(root, { recursive: true, force: true }));

describe('resolveOverrides', () => {
  it('maps each overridden name to the site file', () => {
    const overrides = resolveOverrides(root, { Footer: './components/Footer.tsx', Banner: 'components/Reexport.tsx' });
    expect([...overrides]).toEqual([
      ['Banner', join(root, 'components/Reexport.tsx')],
      ['Footer', join(root, 'components/Footer.tsx')],
    ]);
    expect(resolveOverrides(root, {}).size).toBe(0);
  });

  it('names the key of a missing file and of a file without a default export, all at once', () => {
    let error: unknown;
    try {
      resolveOverrides(root, { Footer: './components/Fotter.tsx', Banner: './components/Named.tsx' }, '/site/docsgen.config.ts');
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const config = error as ConfigError;
    expect(config.file).toBe('/site/docsgen.config.ts');
    expect(config.issues.map((issue) => issue.message)).toEqual([
      'components.Banner: expected a file whose default export replaces the announcement bar above the top nav, found "./components/Named.tsx", without a default export (end it with: export default function Banner(props) { … })',
      `components.Footer: expected a file whose default export replaces the footer of docs pages, found "./components/Fotter.tsx", which does not exist (paths are relative to the site folder (${root}))`,
    ]);
    // The dev server watches those files: creating the missing one may be the fix.
    expect(config.dependencies).toEqual([join(root, 'components/Named.tsx'), join(root, 'components/Fotter.tsx')]);
  });
});

describe('the slots module', () => {
  it('exports every overridable name, the site file for an override and the original otherwise', () => {
    const code = slotsModule(new Map([['Footer', '/site/components/Footer.tsx']]));
    expect(code.split('\n')).toHaveLength(OVERRIDABLE_NAMES.length);
    expect(code).toContain('export { default as Footer } from "/site/components/Footer.tsx";');
    expect(code).toContain(`export { Banner } from ${JSON.stringify(join(THEME_DIR, 'components/Banner.tsx'))};`);
  });

  it('as written in theme/overrides/slots.ts, is the registry: each name is the original component', async () => {
    const slots = (await import('../../../theme/overrides/slots.js')) as Record<string, unknown>;
    expect(Object.keys(slots).sort()).toEqual([...OVERRIDABLE_NAMES].sort());
    for (const name of OVERRIDABLE_NAMES) {
      const original = (await import(join(THEME_DIR, OVERRIDABLE[name].module))) as Record<string, unknown>;
      expect(slots[name], name).toBe(original[name]);
    }
  });
});
