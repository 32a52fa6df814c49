import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validateHtml } from './vnu.js';

let dir: string;
const valid = () => join(dir, 'valid.html');
const invalid = () => join(dir, 'invalid.html');

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'docsgen-vnu-'));
  await writeFile(valid(), '<!doctype html><html lang="en"><head><title>Fine</title></head><body><p>ok</p></body></html>\n');
  await writeFile(invalid(), '<!doctype html>\n<html lang="en"><head><title>Broken</title></head>\n<body><ul><p>not a list item</p></ul></body></html>\n');
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('validateHtml', () => {
  it('checks many files in one run and reports only the errors, with file and line', async () => {
    const errors = await validateHtml([valid(), invalid()]);
    expect(errors.length).toBeGreaterThan(0);
    for (const error of errors) {
      expect(error.file).toBe(invalid());
      expect(error.line).toBe(3);
    }
    expect(errors[0]?.message).toMatch(/Element “p” not allowed as child of element “ul”/);
  });

  it('returns [] for valid files and for no files', async () => {
    expect(await validateHtml([valid()])).toEqual([]);
    expect(await validateHtml([])).toEqual([]);
  });

  it('refuses a file that does not exist instead of passing it', async () => {
    await expect(validateHtml([valid(), join(dir, 'never-built.html')])).rejects.toThrow(/ENOENT.*never-built\.html/);
  });
});
