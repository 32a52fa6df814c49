import { describe, expect, test } from 'vitest';
import { applyPackageChanges, docsgenScript, formatChange, indentationOf, planPackageChanges } from '../../../compiler/migrate/package-changes.js';

describe("a Vocs site's package.json, for docsgen", () => {
  test("scripts: vocs' commands become docsgen's, their flags docsgen's or named", () => {
    expect(docsgenScript('vocs dev')).toEqual({ script: 'docsgen dev', dropped: [], unknown: [] });
    expect(docsgenScript('vocs')).toEqual({ script: 'docsgen dev', dropped: [], unknown: [] });
    expect(docsgenScript('vocs build --outDir out && node scripts/og.js')).toEqual({ script: 'docsgen build --out out && node scripts/og.js', dropped: [], unknown: [] });
    expect(docsgenScript('npx vocs preview --port=4000 --host 0.0.0.0')).toEqual({ script: 'npx docsgen preview --port 4000 --host 0.0.0.0', dropped: [], unknown: [] });
    expect(docsgenScript('vocs build --searchIndex false --clean')).toEqual({ script: 'docsgen build --clean', dropped: ['--searchIndex false'], unknown: [] });
    // A command docsgen has not, and words that only contain "vocs", stay as they are.
    expect(docsgenScript('vocs init')).toEqual({ script: 'vocs init', dropped: [], unknown: ['vocs init'] });
    expect(docsgenScript('vocs-og build && echo vocs.config')).toEqual({ script: 'vocs-og build && echo vocs.config', dropped: [], unknown: [] });
  });

  test('the vocs dependency is replaced by docsgen, in its list, in order; applied with the file kept as it was', () => {
    const manifest = {
      name: 'site',
      scripts: { dev: 'vocs dev', build: 'vocs build --searchIndex false', lint: 'eslint .' },
      devDependencies: { react: '19.1.1', vocs: '1.0.13', zod: '^4.0.0' },
    };
    const plan = planPackageChanges(manifest, '0.1.0');
    expect(plan.changes).toEqual([
      { path: 'scripts.dev', from: 'vocs dev', to: 'docsgen dev' },
      { path: 'scripts.build', from: 'vocs build --searchIndex false', to: 'docsgen build' },
      { path: 'devDependencies.vocs', from: '1.0.13', to: undefined },
      { path: 'devDependencies.docsgen', from: undefined, to: '^0.1.0' },
    ]);
    expect(plan.notes).toEqual(["scripts.build: --searchIndex false left out (docsgen's command has no such flag: see `docsgen <command> --help`)"]);
    expect(plan.changes.map(formatChange)).toEqual([
      '  ~ scripts.dev: "vocs dev" → "docsgen dev"',
      '  ~ scripts.build: "vocs build --searchIndex false" → "docsgen build"',
      '  - devDependencies.vocs: "1.0.13"',
      '  + devDependencies.docsgen: "^0.1.0"',
    ]);
    const applied = applyPackageChanges(manifest, plan.changes);
    expect(applied).toEqual({
      name: 'site',
      scripts: { dev: 'docsgen dev', build: 'docsgen build', lint: 'eslint .' },
      devDependencies: { docsgen: '^0.1.0', react: '19.1.1', zod: '^4.0.0' },
    });
    expect(Object.keys(applied['scripts'] as object)).toEqual(['dev', 'build', 'lint']);
    expect(manifest.devDependencies.vocs).toBe('1.0.13');
    expect(indentationOf('{\n    "name": "x"\n}\n')).toBe('    ');
    expect(indentationOf('{\n\t"name": "x"\n}\n')).toBe('\t');
  });

  test('a site that has docsgen already only loses vocs; one without vocs needs nothing', () => {
    expect(planPackageChanges({ dependencies: { vocs: '1.0.0', docsgen: '^0.1.0' } }, '0.1.0').changes).toEqual([{ path: 'dependencies.vocs', from: '1.0.0', to: undefined }]);
    expect(planPackageChanges({ scripts: { build: 'docsgen build' }, dependencies: { react: '19' } }, '0.1.0')).toEqual({ changes: [], notes: [] });
  });
});
