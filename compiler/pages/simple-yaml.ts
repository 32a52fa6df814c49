// The frontmatter most pages have, a few `key: plain text` lines, read without the YAML parser,
// which costs about a tenth of a millisecond a page (twice: the scan and the compile read it).
// Only lines whose meaning in YAML is beyond doubt are read here: a key, a colon, spaces, and a
// value that starts with a letter and holds nothing YAML treats specially (no `#`, no `:`, no
// control characters, not a boolean or null). Anything else — quotes, lists, nesting, comments,
// numbers, blank lines — is left to the parser.

// A value is a letter, then anything but `#`, `:` and the characters YAML does not print or reads
// as line breaks (astral characters too, as surrogates), ending in neither of those nor a space.
const LINE =
  /^([A-Za-z][A-Za-z0-9_-]*):[ ]+([A-Za-z](?:[^#:\x00-\x1f\x7f-\x9f\u2028\u2029\ud800-\udfff\ufeff\ufffe\uffff]*[^#:\s\x00-\x1f\x7f-\x9f\u2028\u2029\ud800-\udfff\ufeff\ufffe\uffff])?)$/;
/** Plain scalars YAML 1.2 (core schema) reads as booleans or null; numbers cannot start with a letter. */
const NOT_STRINGS = new Set(['true', 'True', 'TRUE', 'false', 'False', 'FALSE', 'null', 'Null', 'NULL']);

/** The mapping `yaml` holds when it is only `key: plain text` lines; undefined for anything else. */
export function readSimpleYaml(yaml: string): Record<string, string> | undefined {
  const data: Record<string, string> = {};
  for (const line of yaml.split('\n')) {
    const match = LINE.exec(line);
    if (!match) return undefined;
    const [, key, value] = match as unknown as [string, string, string];
    if (NOT_STRINGS.has(key) || NOT_STRINGS.has(value) || Object.hasOwn(data, key)) return undefined;
    data[key] = value;
  }
  return data;
}
