import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { usesClientCode } from '../../../compiler/bundle/client-hooks.js';
import { resolveOverrides, slotsModule } from '../../../compiler/bundle/overrides-plugin.js';
import { THEME_DIR } from '../../../compiler/package-paths.js';
import { ConfigError } from '../../../config/errors.js';
import { OVERRIDABLE, OVERRIDABLE_NAMES } from '../../../theme/shared/override-registry.js';

let root: string;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'docsgen-overrides-'));
  await mkdir(join(root, 'components'));
  await writeFile(join(root, 'components/Footer.tsx'), "import { Footer } from 'docsgen/theme';\nexport default function MyFooter() { return <Footer />; }\n");
  await writeFile(join(root, 'components/Named.tsx'), 'export function Banner() { return null; }\n');
  await writeFile(join(root, 'components/Reexport.tsx'), "export { Banner as default } from './Named';\n");
  // A Vocs site's layout.tsx: an effect in the default export, a static named one beside it.
  await writeFile(
    join(root, 'layout.tsx'),
    "import { useEffect } from 'react';\nexport default function Layout({ children }) { useEffect(() => {}, []); return <>{children}</>; }\nexport function TopNavEnd() { return <a href=\"/x\">x</a>; }\nexport const Clicky = () => <button onClick={() => {}}>x</button>;\n",
  );
  await writeFile(join(root, 'static.tsx'), 'export default function Static() { return <p>static</p>; }\n');
});

afterAll(() => rm(root, { recursive: true, force: true }));

const check = (file: string, exportName: string) => usesClientCode(file, exportName, join(root, '.cache'));

describe('resolveOverrides', () => {
  it('maps each overridden name to the site file and its export', async () => {
    const overrides = await resolveOverrides(root, { Footer: './components/Footer.tsx', Banner: 'components/Reexport.tsx', TopNavEnd: { file: './layout.tsx', export: 'TopNavEnd' } });
    expect([...overrides]).toEqual([
      ['Banner', { path: join(root, 'components/Reexport.tsx'), exportName: 'default' }],
      ['TopNavEnd', { path: join(root, 'layout.tsx'), exportName: 'TopNavEnd' }],
      ['Footer', { path: join(root, 'components/Footer.tsx'), exportName: 'default' }],
    ]);
    expect((await resolveOverrides(root, {})).size).toBe(0);
  });

  it('hydrates an override as the config says, and with hydrate "auto" only when its code needs the browser', async () => {
    const warnings: string[] = [];
    const overrides = await resolveOverrides(
      root,
      {
        Wrapper: { file: './layout.tsx', hydrate: 'auto' },
        TopNavEnd: { file: './layout.tsx', export: 'TopNavEnd', hydrate: 'auto' },
        FooterEnd: { file: './static.tsx', hydrate: 'auto' },
        Banner: { file: './static.tsx', hydrate: 'idle' },
        AfterContent: { file: './layout.tsx', export: 'Clicky', hydrate: 'auto' },
      },
      null,
      { clientCode: check, warn: (message) => warnings.push(message) },
    );
    expect(overrides.get('Wrapper')!.hydrate).toBe('load');
    expect(overrides.get('TopNavEnd')!.hydrate).toBeUndefined();
    expect(overrides.get('FooterEnd')!.hydrate).toBeUndefined();
    expect(overrides.get('Banner')!.hydrate).toBe('idle');
    // A named export that needs the browser cannot be an island: rendered on the server, and said.
    expect(overrides.get('AfterContent')!.hydrate).toBeUndefined();
    expect(warnings).toEqual([
      "components.AfterContent: the export Clicky of ./layout.tsx uses React's client hooks or event handlers, and renders on the server only: an island is the default export of a file of its own",
    ]);
  });

  it('names the key of a missing file and of a file without the export, all at once', async () => {
    const error = await resolveOverrides(root, { Footer: './components/Fotter.tsx', Banner: './components/Named.tsx', TopNavEnd: { file: './static.tsx', export: 'TopNavEnd' } }, '/site/docsgen.config.ts').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ConfigError);
    const config = error as ConfigError;
    expect(config.file).toBe('/site/docsgen.config.ts');
    expect(config.issues.map((issue) => issue.message)).toEqual([
      'components.Banner: expected a file whose default export replaces the announcement bar above the top nav, found "./components/Named.tsx", without a default export (end it with: export default function Banner(props) { … })',
      "components.TopNavEnd.file: expected a file whose export TopNavEnd replaces a slot at the end of the top bar's navigation (empty by default), found \"./static.tsx\", without an export named TopNavEnd (export it: export function TopNavEnd() { … })",
      `components.Footer: expected a file whose default export replaces the footer of docs pages, found "./components/Fotter.tsx", which does not exist (paths are relative to the config's folder (${root}))`,
    ]);
    // The dev server watches those files: creating the missing one may be the fix.
    expect(config.dependencies).toEqual([join(root, 'components/Named.tsx'), join(root, 'static.tsx'), join(root, 'components/Fotter.tsx')]);
  });
});

describe('usesClientCode', () => {
  it('finds hook calls and event handlers, not an import left unused', async () => {
    expect(await check(join(root, 'layout.tsx'), 'default')).toBe(true);
    expect(await check(join(root, 'layout.tsx'), 'TopNavEnd')).toBe(false);
    expect(await check(join(root, 'layout.tsx'), 'Clicky')).toBe(true);
    expect(await check(join(root, 'static.tsx'), 'default')).toBe(false);
  });

  it('keeps its answer while the files read the same, and asks again when one changes', async () => {
    const file = join(root, 'changing.tsx');
    await writeFile(file, 'export default function C() { return null; }\n');
    expect(await check(file, 'default')).toBe(false);
    await writeFile(file, "import { useState } from 'react';\nexport default function C() { const [a] = useState(1); return <p>{a}</p>; }\n");
    expect(await check(file, 'default')).toBe(true);
  });
});

describe('the slots module', () => {
  it('exports every overridable name: the site file (its export, or an island) for an override, the original otherwise', () => {
    const code = slotsModule(
      new Map([
        ['Footer', { path: '/site/components/Footer.tsx', exportName: 'default' }],
        ['TopNavEnd', { path: '/site/layout.tsx', exportName: 'TopNavEnd' }],
        ['Wrapper', { path: '/site/layout.tsx', exportName: 'default', hydrate: 'load' }],
      ]),
    );
    expect(code.split('\n')).toHaveLength(OVERRIDABLE_NAMES.length);
    expect(code).toContain('export { default as Footer } from "/site/components/Footer.tsx";');
    expect(code).toContain('export { TopNavEnd as TopNavEnd } from "/site/layout.tsx";');
    expect(code).toContain('export { default as Wrapper } from "docsgen-override-island:load:/site/layout.tsx";');
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
