// Brings open tabs up to date after a change: each tab's page is rebuilt (if it is stale) and
// compared with the version the tab shows; only a tab whose page really changed reloads. An
// error shows as an overlay over the last good page instead, and goes when it is fixed.
import { createHash } from 'node:crypto';
import type { DevSite } from './dev-site.js';
import type { LiveClient, LiveClients } from './live-clients.js';
import type { ChangeEffects } from './site-changes.js';

export async function syncClients(site: DevSite, clients: LiveClients, effects: ChangeEffects): Promise<void> {
  if (effects.stylesheet) {
    for (const client of clients.all()) swapStylesheet(client, effects.stylesheet);
  }
  const all = effects.everything || effects.forceReload !== 'none' || site.problem() !== undefined;
  const targets = clients.all().filter((client) => all || effects.routes.has(site.routeOf(client.path)) || client.shownError !== undefined);
  await Promise.all(targets.map((client) => syncClient(site, client, effects.forceReload)));
}

function swapStylesheet(client: LiveClient, href: string): void {
  if (client.stylesheet === href) return;
  client.send({ type: 'css', href });
  client.stylesheet = href;
}

/**
 * Also used when a tab connects: the page may have changed between its load and its hello, and
 * so may the stylesheet (a CSS save landing while the tab reloaded after a page save: its
 * broadcast reached no one).
 */
export async function syncClient(site: DevSite, client: LiveClient, forceReload: ChangeEffects['forceReload'] = 'none'): Promise<void> {
  const current = site.assets.current.stylesheet;
  if (client.stylesheet !== undefined && client.stylesheet !== current) swapStylesheet(client, current);
  const problem = site.problem();
  if (problem) {
    const key = `site:${createHash('sha1').update(problem.text).digest('base64url')}`;
    if (client.shownError !== key) client.send({ type: 'error', error: problem.overlay });
    client.shownError = key;
    return;
  }
  const outcome = await site.outcome(client.path);
  if (outcome.error) {
    if (client.shownError !== outcome.version) client.send({ type: 'error', error: outcome.error.overlay });
    client.shownError = outcome.version;
    return;
  }
  const forced = forceReload === 'all' || (forceReload === 'islands' && outcome.islands.length > 0);
  if (forced || outcome.version !== client.version) {
    client.send({ type: 'reload' });
    // Until it reconnects, the tab counts as showing the new version: no second reload.
    client.version = outcome.version;
    client.shownError = undefined;
  } else if (client.shownError) {
    client.send({ type: 'clear' });
    client.shownError = undefined;
  }
}
