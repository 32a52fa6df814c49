// Site code (components, page modules) runs while pages render. A call to process.exit() there
// would end the build thread, or with it the whole build, quietly and with the previous output
// in place; instead it throws, so the page that made the call fails with a message that says so.
import { DocsgenError } from '../errors/docsgen-error.js';

export class ProcessExitCalled extends DocsgenError {
  constructor(code: unknown) {
    super('RenderError', `a component called process.exit(${code === undefined ? '' : String(code)}) while rendering`, {
      hint: 'components run at build time to produce HTML and must not end the process; throw an Error to fail the build instead',
    });
  }
}

/** From now on, process.exit in this thread throws ProcessExitCalled. */
export function guardProcessExit(): void {
  process.exit = ((code?: unknown) => {
    throw new ProcessExitCalled(code);
  }) as typeof process.exit;
}
