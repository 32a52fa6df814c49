// Checks external URLs: a few requests at a time overall and fewer per host (to be a polite
// client and not trip rate limits), a timeout per request, retries with backoff for answers
// that may be temporary, and the cache above.
import { ExternalCache, type ExternalVerdict } from './external-cache.js';
import { describeProbe, isOk, isTransient, probe, type Probe } from './http-probe.js';

export interface ExternalOptions {
  /** Per request. Default 10 s. */
  timeoutMs?: number;
  /** Extra attempts after a timeout, a network error, 429 or 5xx. Default 2. */
  retries?: number;
  /** Requests in flight overall. Default 8. */
  concurrency?: number;
  /** Requests in flight per host. Default 2. */
  perHost?: number;
  /** First backoff delay, doubled each retry. Default 500 ms. */
  backoffMs?: number;
  cache?: ExternalCache;
}

const MAX_RETRY_AFTER_MS = 10_000;

export async function checkExternal(urls: readonly string[], options: ExternalOptions = {}): Promise<Map<string, ExternalVerdict>> {
  const timeoutMs = options.timeoutMs ?? 10_000;
  const retries = options.retries ?? 2;
  const concurrency = options.concurrency ?? 8;
  const perHost = options.perHost ?? 2;
  const backoffMs = options.backoffMs ?? 500;
  const cache = options.cache ?? new ExternalCache(null);

  const verdicts = new Map<string, ExternalVerdict>();
  const queue: string[] = [];
  for (const url of new Set(urls)) {
    const cached = cache.get(url);
    if (cached) verdicts.set(url, cached);
    else queue.push(url);
  }

  const busyHosts = new Map<string, number>();
  let inFlight = 0;

  const attempt = async (url: string): Promise<ExternalVerdict> => {
    let result: Probe = { kind: 'timeout' };
    for (let n = 0; n <= retries; n++) {
      if (n > 0) {
        const hinted = result.kind === 'status' ? result.retryAfterMs : undefined;
        await sleep(Math.min(hinted ?? backoffMs * 2 ** (n - 1), MAX_RETRY_AFTER_MS));
      }
      result = await probe(url, timeoutMs);
      if (!isTransient(result)) break;
    }
    return { ok: isOk(result), message: describeProbe(result, timeoutMs), checkedAt: Date.now() };
  };

  await new Promise<void>((resolve) => {
    const pump = () => {
      if (queue.length === 0 && inFlight === 0) return resolve();
      for (let i = 0; i < queue.length && inFlight < concurrency; ) {
        const url = queue[i]!;
        const host = hostOf(url);
        if ((busyHosts.get(host) ?? 0) >= perHost) {
          i++;
          continue;
        }
        queue.splice(i, 1);
        inFlight++;
        busyHosts.set(host, (busyHosts.get(host) ?? 0) + 1);
        void attempt(url).then((verdict) => {
          verdicts.set(url, verdict);
          cache.set(url, verdict);
          inFlight--;
          busyHosts.set(host, busyHosts.get(host)! - 1);
          pump();
        });
      }
    };
    pump();
  });
  cache.save();
  return verdicts;
}

function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
