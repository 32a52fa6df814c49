// Emoji shortcodes (`:tada:` → 🎉), as GitHub and VitePress render them: the names are GitHub's
// (gemoji). Only a known name between colons counts, and only where it stands apart from the
// words around it, so "10:30:00", "1:100:5" and "std::map" stay as written.
//
// remark-directive reads `:tada` in running text as a text directive (the name starts with a
// letter) and leaves the closing colon as text; names that start otherwise (`:100:`, `:+1:`) stay
// text. remark-syntax.ts hands both forms here.
import { nameToEmoji } from 'gemoji';

const SHORTCODE = /:([a-z0-9_+-]+):/g;
const WORD = /[\p{L}\p{N}]/u;

/** The emoji a shortcode name stands for, if any (`tada` → 🎉). */
export function emojiOf(name: string): string | undefined {
  return Object.hasOwn(nameToEmoji, name) ? nameToEmoji[name] : undefined;
}

/** Whether the characters around a shortcode leave it standing apart (no letter or digit touching its colons). */
export function standsApart(before: string | undefined, after: string | undefined): boolean {
  return !(before && WORD.test(before)) && !(after && WORD.test(after));
}

/** `text` with its shortcodes replaced by their emoji, or undefined when it has none. */
export function withEmoji(text: string): string | undefined {
  if (!text.includes(':')) return undefined;
  let changed = false;
  const replaced = text.replace(SHORTCODE, (shortcode, name: string, offset: number) => {
    const emoji = emojiOf(name);
    if (emoji === undefined || !standsApart(text[offset - 1], text[offset + shortcode.length])) return shortcode;
    changed = true;
    return emoji;
  });
  return changed ? replaced : undefined;
}

/** Whether `text` holds a shortcode withEmoji would replace (the link scanner leaves such headings to the parser). */
export function hasEmojiShortcode(text: string): boolean {
  return withEmoji(text) !== undefined;
}
