// Filling in the site template's placeholders, `%%name%%`, with text escaped for where it goes:
// `title.ts` is a TypeScript string literal, `title.yaml` a YAML (JSON) string, `title.md` Markdown
// text in which MDX sees no tag, expression or emphasis. Pure.

/** A TypeScript string literal in single quotes, as the template's code is written. */
export function tsString(text: string): string {
  return `'${text.replace(/[\\']/g, '\\$&').replace(/\n/g, '\\n')}'`;
}

/** A double-quoted YAML scalar: JSON strings are valid YAML. */
export function yamlString(text: string): string {
  return JSON.stringify(text);
}

/** Plain text in Markdown/MDX: every ASCII punctuation character escaped with a backslash. */
export function markdownText(text: string): string {
  return text.replace(/[!-/:-@[-`{-~]/g, '\\$&');
}

const PLACEHOLDER = /%%([A-Za-z][\w.]*)%%/g;

/** `text` with every placeholder replaced; a placeholder without a value is a bug in the template. */
export function fillTemplate(text: string, values: Readonly<Record<string, string>>, file: string): string {
  return text.replace(PLACEHOLDER, (whole, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`internal: the site template's ${file} uses ${whole}, which has no value`);
    return value;
  });
}
