// What the reference reads from declarations, on the fixture package (test/fixtures/api-reference):
// overloads, generics, JSDoc tags, re-exports, `export *`, namespaces, classes, enums, a local
// source file with inferred types and destructured defaults.
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { Extraction, MissingExportError } from '../../../../compiler/mdx/api/extract.js';
import type { ApiSymbol } from '../../../../compiler/mdx/api/model.js';
import { declarationProgram } from '../../../../compiler/mdx/api/program.js';
import { REPO_ROOT } from '../../../support/paths.js';

const ROOT = join(REPO_ROOT, 'test/fixtures/api-reference');
const PAGE = join(ROOT, 'pages/index.mdx');
const PACKAGE = '@fixture/geometry';
const documented = [
  { from: PACKAGE, importer: PAGE, name: 'Shape', route: '/Shape' },
  { from: PACKAGE, importer: PAGE, name: 'DrawOptions', route: '/Shape', anchor: 'draw-options' },
];

let extraction: Extraction;
const symbol = (name: string, from = PACKAGE): ApiSymbol => extraction.symbol(from, PAGE, name);
const hoverNames = (code: { code: string; hovers: { start: number; length: number }[] }) => code.hovers.map((hover) => code.code.slice(hover.start, hover.start + hover.length));

beforeAll(() => {
  extraction = new Extraction(declarationProgram(ROOT), documented, '/area', [
    { from: PACKAGE, importer: PAGE },
    { from: '../src/widgets.tsx', importer: PAGE },
  ]);
}, 120_000);

describe('functions', () => {
  it('lists each overload with its own documentation, parameters and return type', () => {
    const area = symbol('area');
    expect(area.kind).toBe('function');
    expect(area.signatures.map((signature) => signature.code.code)).toEqual(['function area(shape: Shape): number', 'function area(width: number, height?: number): number']);
    const [first, second] = area.signatures;
    expect(first!.doc).toMatchObject({ summary: 'The area of a shape.\n\nSelf-intersecting outlines give a signed area.', since: '1.2.0', category: 'Measures', returns: 'The area, in square units.' });
    expect(first!.doc.throws).toEqual(['`RangeError` when the shape has fewer than three points.']);
    expect(first!.doc.examples[0]).toContain("area({ points: [{ x: 0, y: 0 }");
    // {@link Shape} leads to the page that documents Shape.
    expect(first!.parameters[0]).toMatchObject({ name: 'shape', optional: false, doc: 'The shape to measure. See [`Shape`](/Shape).', type: { text: 'Shape', links: [{ start: 0, length: 5, href: '/Shape' }] } });
    expect(second!.parameters.map(({ name, optional, doc }) => ({ name, optional, doc }))).toEqual([
      { name: 'width', optional: false, doc: 'Horizontal size.' },
      { name: 'height', optional: true, doc: 'Vertical size; the width again when left out.' },
    ]);
    expect(second!.returns?.type.text).toBe('number');
  });

  it('gives the names in a signature popups, and a link where the site documents them', () => {
    const [first] = symbol('area').signatures;
    const shape = first!.code.hovers.find((hover) => first!.code.code.slice(hover.start, hover.start + hover.length) === 'Shape')!;
    // Quick info gives an interface's name alone: the popup shows its members.
    expect(shape.text).toBe('interface Shape {\n  points: readonly Point[];\n  stroke?: { width: number; color?: string; };\n  readonly unit: Unit;\n  color?: string;\n}');
    expect(shape.docs).toBe('A closed figure: its outline and how it is drawn.');
    expect(shape.href).toBe('/Shape');
  });

  it('reads generics: type parameters with constraints, defaults and @typeParam', () => {
    const [signature] = symbol('findShape').signatures;
    expect(signature!.code.code).toBe('function findShape<S extends Shape = Shape>(\n  shapes: readonly S[],\n  test: (shape: S, index: number) => boolean,\n): S | undefined');
    expect(signature!.typeParameters).toEqual([
      { name: 'S', constraint: { text: 'Shape', links: [{ start: 0, length: 5, href: '/Shape' }] }, defaultType: { text: 'Shape', links: [{ start: 0, length: 5, href: '/Shape' }] }, doc: 'The kind of shape in the list.' },
    ]);
    expect(hoverNames(signature!.code)).toEqual(['Shape', 'Shape', 'S', 'S', 'S']);
  });

  it('follows a renamed re-export to its declaration', () => {
    const surface = symbol('surface');
    expect(surface.name).toBe('surface');
    expect(surface.signatures.map((signature) => signature.code.code)).toEqual(['function surface(shape: Shape): number', 'function surface(width: number, height?: number): number']);
  });

  it('marks what is deprecated', () => {
    // {@link area}: area has no page here, so it is code, not a link.
    expect(symbol('rectangleArea').doc.deprecated).toBe('Use `area` with two numbers.');
  });

  it('reads a source file: inferred return types, defaults from the signature', () => {
    const counter = symbol('makeCounter', '../src/widgets.tsx');
    expect(counter.signatures[0]!.parameters[0]).toMatchObject({ name: 'start', optional: true, defaultValue: '0', type: { text: 'number' } });
    expect(counter.signatures[0]!.returns?.type.text).toBe('{ next: () => number; current: () => number; }');
  });
});

describe('components', () => {
  it('lays out the props of a component, defaults from its destructuring', () => {
    const badge = symbol('Badge', '../src/widgets.tsx');
    expect(badge.kind).toBe('component');
    expect(badge.signatures[0]!.code.code).toBe('function Badge(props: BadgeProps): JSX.Element');
    expect(badge.members.map(({ name, optional, defaultValue, doc, type }) => ({ name, optional, defaultValue, summary: doc.summary, type: type.text }))).toEqual([
      { name: 'label', optional: false, defaultValue: undefined, summary: 'The text in the badge.', type: 'string' },
      { name: 'tone', optional: true, defaultValue: "'quiet'", summary: 'How loud it is.', type: "'quiet' | 'loud'" },
      { name: 'className', optional: true, defaultValue: undefined, summary: 'Extra classes.', type: 'string' },
    ]);
  });
});

describe('types', () => {
  it('lays out an interface: members with their types, flags, defaults and documentation, nested objects expandable', () => {
    const shape = symbol('Shape');
    expect(shape.kind).toBe('interface');
    expect(shape.declaration.code).toBe('interface Shape {\n  points: readonly Point[];\n  stroke?: { width: number; color?: string; };\n  readonly unit: Unit;\n  color?: string;\n}');
    const byName = Object.fromEntries(shape.members.map((member) => [member.name, member]));
    expect(byName.unit).toMatchObject({ readonly: true, optional: false, doc: { summary: 'The unit of every length.' } });
    expect(byName.color!.doc.deprecated).toBe('Use `stroke.color` instead.');
    expect(byName.stroke!.members?.map(({ name, defaultValue, optional }) => ({ name, defaultValue, optional }))).toEqual([
      { name: 'width', defaultValue: '1', optional: false },
      { name: 'color', defaultValue: undefined, optional: true },
    ]);
    // Point is nobody's page here: it is laid out where it is used.
    expect(byName.points!.type).toEqual({ text: 'readonly Point[]', links: [] });
  });

  it('does not lay out a type the site documents on a page of its own: it links to it', () => {
    const [draw] = symbol('Canvas').members.filter((member) => member.name === 'draw');
    expect(draw!.type.text).toBe('(shape: Shape, options?: DrawOptions) => this');
    expect(draw!.type.links.map((link) => link.href)).toEqual(['/Shape', '/Shape#draw-options']);
  });

  it('shows a union type alias whole, and its members one per line when long', () => {
    expect(symbol('ShapeKind').declaration.code).toBe("type ShapeKind = 'triangle' | 'square' | 'circle'");
    expect(symbol('ShapeKind').members).toEqual([]);
  });
});

describe('classes, enums and namespaces', () => {
  it('reads a class: constructor, public members (statics first), not private ones', () => {
    const canvas = symbol('Canvas');
    expect(canvas.kind).toBe('class');
    // The constructor inside, as the declaration has it.
    expect(canvas.declaration.code).toBe('class Canvas {\n  constructor(width: number, height: number);\n}');
    expect(canvas.signatures.map((signature) => signature.code.code)).toEqual(['new Canvas(width: number, height: number)']);
    expect(canvas.members.map(({ name, kind, static: isStatic, readonly }) => `${isStatic ? 'static ' : ''}${readonly ? 'readonly ' : ''}${name}:${kind}`)).toEqual([
      'static fullScreen:method',
      'readonly width:property',
      'readonly count:accessor',
      'draw:method',
      'clear:method',
    ]);
  });

  it('reads an enum with its values', () => {
    const palette = symbol('Palette');
    expect(palette.kind).toBe('enum');
    expect(palette.members.map((member) => [member.name, member.type.text, member.doc.summary])).toEqual([
      ['Ink', '0', 'Pure black.'],
      ['Paper', '1', undefined],
      ['Highlight', '2', undefined],
    ]);
  });

  it('reads a namespace and `export * as`, and a member of one by a dotted name', () => {
    const transform = symbol('Transform');
    expect(transform.kind).toBe('namespace');
    expect(transform.exports?.map((exported) => `${exported.kind} ${exported.name}`)).toEqual(['function rotate', 'function translate', 'variable IDENTITY']);
    expect(symbol('Units').exports?.map((exported) => exported.name)).toEqual(['Unit', 'convert']);
    expect(symbol('Units.convert').signatures[0]!.code.code).toBe('function convert(value: number, from: Unit, to: Unit): number');
  });
});

describe('exports and errors', () => {
  it('lists a module\'s exports, through `export *`, with kinds, categories and summaries', () => {
    const exports = extraction.exports(PACKAGE, PAGE);
    expect(exports.map((entry) => entry.name)).toEqual(['area', 'Canvas', 'DrawOptions', 'findShape', 'Palette', 'Point', 'rectangleArea', 'Shape', 'ShapeKind', 'surface', 'Transform', 'Units']);
    expect(exports.find((entry) => entry.name === 'Canvas')).toEqual({ name: 'Canvas', kind: 'class', summary: 'Where shapes are drawn.', category: 'Drawing' });
    expect(exports.find((entry) => entry.name === 'rectangleArea')).toMatchObject({ deprecated: true });
    expect(exports.find((entry) => entry.name === 'Shape')).toMatchObject({ href: '/Shape' });
  });

  it('names the closest export for a name that is not there', () => {
    expect(() => symbol('aera')).toThrow(MissingExportError);
    try {
      symbol('Shap');
    } catch (error) {
      expect((error as MissingExportError).message).toBe('"@fixture/geometry" exports no "Shap"');
      expect((error as MissingExportError).suggestion).toBe('Shape');
    }
    expect(() => symbol('Units.convertt')).toThrow('the namespace Units of "@fixture/geometry" exports no "convertt"');
    expect(() => extraction.symbol('@fixture/nothing', PAGE, 'x')).toThrow('cannot find the module "@fixture/nothing"');
  });

  it('depends on the declarations it showed, by name, in the files that hold them', () => {
    const only = new Extraction(declarationProgram(ROOT), [], '/x', [{ from: PACKAGE, importer: PAGE }]);
    only.symbol(PACKAGE, PAGE, 'Palette');
    const used = Object.fromEntries(only.dependencies().map((dep) => [dep.p.slice(dep.p.lastIndexOf('/') + 1), dep.k === 'tsdecl' ? dep.n : []]));
    expect(used).toEqual({ 'palette.d.ts': ['Palette'] });
  });
});
