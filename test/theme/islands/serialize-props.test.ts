import { describe, expect, it } from 'vitest';
import { IslandPropsError, serializeIslandProps } from '../../../theme/islands/serialize-props.js';

describe('serializeIslandProps', () => {
  it('round-trips strings that look like markup, unicode and nested data exactly', () => {
    const props = { q: 'say "hi"', s: '</script><script>alert(1)</script>', c: '<!-- x -->', u: 'Ünï ✓ 日本 \u2028\u2029', n: { list: [1, 2.5, null, true, { deep: 'yes' }] } };
    expect(JSON.parse(serializeIslandProps(props, 'X'))).toEqual(props);
  });

  it('refuses a function, naming the island and the prop path', () => {
    expect(() => serializeIslandProps({ options: { onClick: () => {} } }, 'Demo')).toThrow(IslandPropsError);
    expect(() => serializeIslandProps({ options: { onClick: () => {} } }, 'Demo')).toThrow('island Demo: prop options.onClick is a function');
  });

  it('refuses values JSON would change', () => {
    expect(() => serializeIslandProps({ n: Number.NaN }, 'X')).toThrow('prop n is NaN');
    expect(() => serializeIslandProps({ d: new Date(0) }, 'X')).toThrow('prop d is a Date, not plain data; pass date.toISOString()');
    expect(() => serializeIslandProps({ a: [1, undefined] }, 'X')).toThrow('prop a[1] is undefined');
    expect(() => serializeIslandProps({ m: new Map() }, 'X')).toThrow('prop m is a Map');
    expect(() => serializeIslandProps({ b: 1n }, 'X')).toThrow('prop b is a bigint');
  });

  it('drops undefined object values, as the component would not see them either', () => {
    expect(serializeIslandProps({ a: undefined, b: 1 }, 'X')).toBe('{"b":1}');
  });
});
