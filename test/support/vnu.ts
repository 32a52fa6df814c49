// W3C HTML validation with the Nu checker (vnu.jar): one JVM for any number of files, because
// starting Java costs more than checking a page.
import { access } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { REPO_ROOT } from './paths.js';
import { runProcess, type ProcessResult } from './process.js';

const VNU_JAR = join(REPO_ROOT, 'node_modules/vnu-jar/build/dist/vnu.jar');

export interface HtmlError {
  file: string;
  line: number;
  column?: number;
  message: string;
  /** The source around the error, as vnu quotes it. */
  extract?: string;
}

interface VnuMessage {
  type: string;
  url?: string;
  firstLine?: number;
  lastLine?: number;
  firstColumn?: number;
  lastColumn?: number;
  message: string;
  extract?: string;
}

/** The validation errors of `files` (warnings are not reported); [] when all are valid. */
export async function validateHtml(files: string[]): Promise<HtmlError[]> {
  if (files.length === 0) return [];
  const paths = files.map((file) => resolve(file));
  // vnu skips a path it cannot read without a word, which would pass a page that was never built.
  await Promise.all(paths.map((path) => access(path)));
  const { code, stdout, stderr } = await runVnu(paths);
  // vnu exits 1 when it found errors and 0 when it found none; anything else is vnu failing.
  if (code !== 0 && code !== 1) throw new Error(`vnu.jar exited with ${code}:\n${stderr || stdout}`);
  const messages = parseMessages(stdout, stderr);
  const errors = messages.filter((m) => m.type !== 'info').map(toHtmlError);
  if (code === 1 && errors.length === 0) throw new Error(`vnu.jar reported failure without errors:\n${stderr || stdout}`);
  return errors;
}

async function runVnu(paths: string[]): Promise<ProcessResult> {
  try {
    return await runProcess('java', ['-jar', VNU_JAR, '--errors-only', '--format', 'json', '--stdout', ...paths]);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw new Error('java is needed to run vnu.jar (apt-get install default-jre-headless)');
    throw error;
  }
}

function parseMessages(stdout: string, stderr: string): VnuMessage[] {
  try {
    return (JSON.parse(stdout) as { messages: VnuMessage[] }).messages;
  } catch {
    throw new Error(`vnu.jar printed no JSON report:\n${stderr || stdout}`);
  }
}

function toHtmlError(message: VnuMessage): HtmlError {
  return {
    file: message.url?.startsWith('file:') ? fileURLToPath(message.url) : (message.url ?? '(unknown)'),
    line: message.firstLine ?? message.lastLine ?? 0,
    column: message.firstColumn ?? message.lastColumn,
    message: message.message,
    extract: message.extract,
  };
}
