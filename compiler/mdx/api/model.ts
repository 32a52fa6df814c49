// What the API reference shows of a declaration, as plain data: extract.ts makes it with the
// TypeScript checker, render.ts turns it into Markdown and HTML nodes. Plain data so that the two
// halves stay apart (the renderer loads no TypeScript) and a model can cross threads.

/** What a declaration is, as a reader would group it. */
export type ApiKind = 'function' | 'component' | 'class' | 'interface' | 'type' | 'enum' | 'variable' | 'namespace';

/** Code shown as a block (a signature, a declaration), with popups on the names in it. */
export interface ApiCode {
  code: string;
  hovers: ApiHover[];
}

/** A name in an ApiCode: what an editor's hover would show for it, and where it is documented. */
export interface ApiHover {
  /** Offset in the code. */
  start: number;
  length: number;
  /** The declaration as TypeScript's quick info prints it. */
  text: string;
  docs?: string;
  tags?: [name: string, text: string | undefined][];
  /** The route (and #anchor) of the page that documents it, when the site does; no base path. */
  href?: string;
}

/** A type written in a table cell: its text, and the names in it that link to their page. */
export interface ApiType {
  text: string;
  links: { start: number; length: number; href: string }[];
}

/** What a JSDoc comment says, as Markdown (`{@link}` turned into links or code). */
export interface ApiDoc {
  summary?: string;
  /** `@deprecated`: its text, or '' when it has none. */
  deprecated?: string;
  since?: string;
  remarks?: string;
  returns?: string;
  /** `@default` / `@defaultValue`. */
  defaultValue?: string;
  category?: string;
  /** `@example` blocks, as Markdown (a fenced block, or code that gets one). */
  examples: string[];
  /** `@throws`, one entry per tag. */
  throws: string[];
  see: string[];
}

export interface ApiParameter {
  name: string;
  type: ApiType;
  optional: boolean;
  rest: boolean;
  defaultValue?: string;
  doc?: string;
  /** The members of an object type, shown expandable under it. */
  members?: ApiMember[];
}

export interface ApiTypeParameter {
  name: string;
  constraint?: ApiType;
  defaultType?: ApiType;
  doc?: string;
}

export interface ApiSignature {
  code: ApiCode;
  doc: ApiDoc;
  typeParameters: ApiTypeParameter[];
  parameters: ApiParameter[];
  returns?: { type: ApiType; members?: ApiMember[] };
}

export type ApiMemberKind = 'property' | 'method' | 'accessor' | 'constructor' | 'index' | 'call' | 'enum-member';

export interface ApiMember {
  name: string;
  kind: ApiMemberKind;
  type: ApiType;
  optional: boolean;
  readonly: boolean;
  static?: boolean;
  /** A default: JSDoc `@default`, or the initializer that destructures it (`{ a = 1 }`). */
  defaultValue?: string;
  doc: ApiDoc;
  /** The members of an object type, shown expandable under it. */
  members?: ApiMember[];
}

/** Members left out of a table because they come from a library (`<div>` props, `Array`'s methods). */
export interface ApiInherited {
  /** The types they are declared in, e.g. `HTMLAttributes`. */
  from: string[];
  count: number;
}

export interface ApiSymbol {
  /** The name it is exported as. */
  name: string;
  kind: ApiKind;
  /** The declaration in short: a type alias whole, a class or interface its heading line. */
  declaration: ApiCode;
  doc: ApiDoc;
  /** Functions and components: one per overload. Classes: the constructors. */
  signatures: ApiSignature[];
  /** Interfaces, object types, classes, enums; a component's props. */
  members: ApiMember[];
  /** The declaration's code lists every member (a small interface or object type). */
  membersInCode?: boolean;
  inherited?: ApiInherited;
  typeParameters: ApiTypeParameter[];
  /** A namespace's exports. */
  exports?: ApiSymbol[];
  /** Where it is declared, for readers of errors. */
  source: { file: string; line: number };
}

/** A module's exports, for an index of them (`::api-index`, generated reference pages). */
export interface ApiExportSummary {
  name: string;
  kind: ApiKind;
  /** The first sentence of its documentation. */
  summary?: string;
  category?: string;
  deprecated?: boolean;
  href?: string;
}
