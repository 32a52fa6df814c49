// The version picker: a link to the same page in each version of the docs (or to that version's
// home when it has no such page), in the top bar and the narrow-screen menu (PickerMenu.tsx).
// Plain links, no JavaScript. Shown on sites with more than one version.
import type { OverridableComponents } from '../shared/override-registry.js';
import { encodeRoute } from '../shared/links.js';
import { versionLinks, type VersionLink } from '../shared/versions.js';
import { fillString } from '../shared/i18n/strings.js';
import { usePageContext } from '../server/page-context.js';
import { Icon } from './icons.js';
import { PickerMenu } from './PickerMenu.js';

export function VersionPicker({ placement }: OverridableComponents['VersionPicker']) {
  const { version: context, strings } = usePageContext();
  if (!context || context.versions.length < 2) return null;
  const links = versionLinks(context.versions, context.route, context.owners);
  return (
    <PickerMenu kind="version" placement={placement} icon="layers" current={context.version.label} currentName={fillString(strings.currentVersion, { version: context.version.label })} listName={strings.version}>
      {links.map((link) => (
        <li key={link.version.key}>
          <VersionItem link={link} />
        </li>
      ))}
    </PickerMenu>
  );
}

function VersionItem({ link }: { link: VersionLink }) {
  const { version: context } = usePageContext();
  return (
    <a href={context!.siteUrl(encodeRoute(link.route))} aria-current={link.current ? 'true' : undefined} data-version={link.version.key} data-same-page={link.samePage || undefined}>
      <span>{link.version.label}</span>
      {link.current && <Icon name="check" size={14} />}
    </a>
  );
}
