// `vocs/components`: what a Vocs v1 site imports in its pages, as docsgen draws it. Each
// component takes Vocs' props; docsgen resolves the import here whether or not the vocs package
// is installed (config/vocs/modules.ts). Rendered on the server, like docsgen's own.
import { mdxComponents } from '../mdx/components.js';

export { BlogPosts } from '../mdx/BlogPosts.js';
export { Sponsors } from '../mdx/Sponsors.js';
export { Authors, type AuthorsProps } from './Authors.js';
export { Button, type ButtonProps } from './Button.js';
export { Callout, type CalloutProps } from './Callout.js';
export * as HomePage from './HomePage.js';
export { Raw } from './Raw.js';
export { Step, Steps, type StepProps, type StepsProps } from './Steps.js';

/** The components Markdown renders to (Vocs exports its own under this name). */
export const MDXComponents = mdxComponents;
