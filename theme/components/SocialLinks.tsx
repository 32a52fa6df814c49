// Social icons (bluesky, discord, farcaster, github, telegram, warpcast, x), each with an accessible label.
import type { SocialIcon } from '../../config/types.js';
import { usePageContext } from '../server/page-context.js';
import { SocialGlyph } from './social-glyphs.js';

const DEFAULT_LABELS: Record<SocialIcon, string> = {
  bluesky: 'Bluesky',
  discord: 'Discord',
  farcaster: 'Farcaster',
  github: 'GitHub',
  telegram: 'Telegram',
  warpcast: 'Warpcast',
  x: 'X (Twitter)',
};

export function socialLabel(icon: SocialIcon, label?: string): string {
  return label ?? DEFAULT_LABELS[icon];
}

export function SocialLinks() {
  const { config } = usePageContext();
  if (config.socials.length === 0) return null;
  return (
    <ul className="dg-socials">
      {config.socials.map((social) => (
        <li key={social.link}>
          <a className="dg-icon-button" href={social.link} target="_blank" rel="noopener noreferrer" aria-label={socialLabel(social.icon, social.label)} data-social={social.icon}>
            <SocialGlyph icon={social.icon} />
          </a>
        </li>
      ))}
    </ul>
  );
}
