import { InvalidArgumentError } from 'commander';
import { basePathProblem } from '../../config/validate.js';
import { normalizeBasePath } from '../../config/defaults.js';

export function parsePort(value: string): number {
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new InvalidArgumentError('expected a port number from 0 to 65535');
  return port;
}

/** `--base`, checked by the same rule as config basePath, then normalized ('/docs'). */
export function parseBasePath(value: string): string {
  const problem = basePathProblem(value);
  if (problem) throw new InvalidArgumentError(`expected a URL path such as "/docs" (${problem})`);
  return normalizeBasePath(value);
}

/** A number of seconds > 0 (`--render-timeout 90`, `--render-timeout 0.5`). */
export function parseSeconds(value: string): number {
  const seconds = Number(value);
  if (!Number.isFinite(seconds) || seconds <= 0) throw new InvalidArgumentError('expected a number of seconds > 0');
  return seconds;
}

/** A repeatable option: each use adds one value. */
export function collect(value: string, previous: string[] = []): string[] {
  return [...previous, value];
}
