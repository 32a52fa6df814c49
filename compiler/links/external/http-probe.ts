// One request to an external URL: its final status after redirects, or why there was none.
// GET rather than HEAD (many servers answer HEAD wrongly), with the body discarded unread.

export type Probe =
  | { kind: 'status'; status: number; statusText: string; retryAfterMs?: number }
  | { kind: 'timeout' }
  | { kind: 'network'; code: string };

const USER_AGENT = 'docsgen-check-links (+https://github.com/starknet-io/get-starknet)';

export async function probe(url: string, timeoutMs: number): Promise<Probe> {
  try {
    const response = await fetch(url, {
      redirect: 'follow',
      signal: AbortSignal.timeout(timeoutMs),
      headers: { 'user-agent': USER_AGENT, accept: 'text/html,*/*;q=0.8' },
    });
    await response.body?.cancel().catch(() => undefined);
    const probe: Probe = { kind: 'status', status: response.status, statusText: response.statusText };
    const retryAfter = Number(response.headers.get('retry-after'));
    if (Number.isFinite(retryAfter) && retryAfter > 0) probe.retryAfterMs = retryAfter * 1000;
    return probe;
  } catch (error) {
    const name = (error as { name?: string }).name;
    if (name === 'TimeoutError' || name === 'AbortError') return { kind: 'timeout' };
    // fetch wraps the socket error: ENOTFOUND, ECONNREFUSED, certificate errors…
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    return { kind: 'network', code: cause?.code ?? cause?.message ?? (error instanceof Error ? error.message : String(error)) };
  }
}

/** Worth asking again: the server or the network may do better in a moment. */
export function isTransient(result: Probe): boolean {
  if (result.kind !== 'status') return true;
  return result.status === 429 || result.status === 408 || result.status >= 500;
}

export function describeProbe(result: Probe, timeoutMs: number): string {
  switch (result.kind) {
    case 'status':
      return `${result.status}${result.statusText ? ` ${result.statusText}` : ''}`;
    case 'timeout':
      return `no answer within ${timeoutMs >= 1000 ? `${timeoutMs / 1000} s` : `${timeoutMs} ms`}`;
    case 'network':
      return `network error (${result.code})`;
  }
}

export function isOk(result: Probe): boolean {
  return result.kind === 'status' && result.status < 400;
}
