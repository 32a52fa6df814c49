// The banner above every page of an earlier version: which version the reader is in, which is
// the latest, and a link to the same page there (or to its home when it has no such page).
import { encodeRoute } from '../shared/links.js';
import { latestEquivalent } from '../shared/versions.js';
import { fillString } from '../shared/i18n/strings.js';
import { usePageContext } from '../server/page-context.js';

export function OlderVersion() {
  const { version: context, strings } = usePageContext();
  if (!context || context.version.prefix === '') return null;
  const latest = context.versions[0]!;
  const same = latestEquivalent(context.versions, context.route, context.owners);
  return (
    <p className="dg-callout dg-callout--warning dg-older-version" role="note" data-version={context.version.key}>
      {fillString(strings.olderVersion, { version: context.version.label, latest: latest.label })}{' '}
      <a href={context.siteUrl(encodeRoute(same ?? '/'))} data-latest-link="">
        {fillString(same ? strings.olderVersionSamePage : strings.olderVersionHome, { latest: latest.label })}
      </a>
    </p>
  );
}
