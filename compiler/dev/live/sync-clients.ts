// Brings open tabs up to date after a change: each tab's page is rebuilt (if it is stale) and
// compared with the version the tab shows; a tab whose page really changed gets the new HTML and
// patches itself in place (runtime/dev/patch.ts), or reloads where patching cannot be right. An
// error shows as an overlay over the last good page instead, and goes when it is fixed.
import { createHash } from 'node:crypto';
import type { DevSite } from '../dev-site.js';
import type { LiveClient, LiveClients } from './live-clients.js';
import type { ChangeEffects } from '../watch/site-changes.js';

export async function syncClients(site: DevSite, clients: LiveClients, effects: ChangeEffects): Promise<void> {
  if (effects.stylesheet) {
    for (const client of clients.all()) swapStylesheet(client, effects.stylesheet);
  }
  const all = effects.everything || effects.force !== 'none' || site.problem() !== undefined;
  const targets = clients.all().filter((client) => all || effects.routes.has(site.routeOf(client.path)) || client.shownError !== undefined);
  await Promise.all(targets.map((client) => syncClient(site, client, effects.force)));
}

function swapStylesheet(client: LiveClient, href: string): void {
  if (client.stylesheet === href) return;
  client.send({ type: 'css', href });
  client.stylesheet = href;
}

/**
 * Also used when a tab connects: the page may have changed between its load and its hello, and
 * so may the stylesheet (a CSS save landing while the tab reloaded after a config save: its
 * broadcast reached no one).
 */
export async function syncClient(site: DevSite, client: LiveClient, force: ChangeEffects['force'] = 'none'): Promise<void> {
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
  if (force === 'reload') {
    client.send({ type: 'reload' });
  } else if (outcome.version !== client.version || (force === 'islands' && outcome.islands.length > 0)) {
    // The HTML goes with the message: no second request, and no newer version in between.
    client.send({ type: 'patch', html: outcome.html, version: outcome.version, hydrate: site.assets.current.hydrate });
  } else if (client.shownError) {
    client.send({ type: 'clear' });
  }
  // Until it says otherwise, the tab counts as showing this version (a reloading tab says hello again).
  client.version = outcome.version;
  client.shownError = undefined;
}

/**
 * Tells each tab the broken links written in its page's file, when they are not what its note
 * shows (none: the note goes). The link check runs first if anything changed since the last one.
 */
export async function syncLinks(site: DevSite, clients: LiveClient[]): Promise<void> {
  await site.links.check(site);
  await Promise.all(clients.map((client) => syncClientLinks(site, client)));
}

async function syncClientLinks(site: DevSite, client: LiveClient): Promise<void> {
  const file = site.table.job(site.routeOf(client.path))?.relativePath;
  const broken = file ? await site.links.brokenIn(site, file) : [];
  const shown = JSON.stringify(broken);
  // A tab that never got a note has none to take away.
  if (client.shownLinks === shown || (client.shownLinks === undefined && broken.length === 0)) return;
  client.send({ type: 'links', broken });
  client.shownLinks = shown;
}
