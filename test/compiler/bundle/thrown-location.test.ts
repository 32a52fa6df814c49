import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { thrownLocation } from '../../../compiler/bundle/thrown-location.js';
import { tempDir } from '../../support/temp-dir.js';

describe('thrownLocation', () => {
  it('maps a throw in a bundled component back to its source line', async () => {
    const root = tempDir('thrown-');
    mkdirSync(join(root, 'components'));
    writeFileSync(join(root, 'components/Boom.ts'), "export function boom(): never {\n  const reason = 'kaboom';\n  throw new Error(reason);\n}\n");
    writeFileSync(join(root, 'page.ts'), "import { boom } from './components/Boom';\nexport function render() {\n  return boom();\n}\n");
    const bundlesDir = join(root, '.docsgen-cache', 'dev', 'server');
    await build({ entryPoints: [join(root, 'page.ts')], bundle: true, format: 'esm', platform: 'node', sourcemap: true, outfile: join(bundlesDir, 'page-1', 'page.mjs'), logLevel: 'silent' });
    const { render } = (await import(pathToFileURL(join(bundlesDir, 'page-1', 'page.mjs')).href)) as { render(): never };
    let thrown: unknown;
    try {
      render();
    } catch (error) {
      thrown = error;
    }
    const location = thrownLocation(thrown, root, bundlesDir);
    expect(location).toMatchObject({ file: 'components/Boom.ts', line: 3, column: 9 });
    expect(location?.source).toContain('throw new Error(reason);');
  });

  it('gives nothing for errors without a site frame', () => {
    expect(thrownLocation(new Error('x'), '/nowhere', '/nowhere/.docsgen-cache')).toBeUndefined();
    expect(thrownLocation('not an error', '/nowhere', '/nowhere/.docsgen-cache')).toBeUndefined();
  });
});
