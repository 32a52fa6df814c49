/**
 * `docsgen/theme`: the components a page or a site component may import. Markdown covers most of
 * them without an import (callouts `:::tip`, steps `::::steps`, code groups `:::code-group`), and
 * <CodeGroup>, <Sponsors />, <Authors /> and <BlogPosts /> are available in every page as they are;
 * importing them from here is for components of the site's own and for type checking.
 */
export { Authors } from './mdx/Authors.js';
export { BlogPosts } from './mdx/BlogPosts.js';
export { Callout, type CalloutProps, type CalloutType } from './mdx/Callout.js';
export { CodeGroup } from './mdx/CodeGroup.js';
export { Sponsors } from './mdx/Sponsors.js';
export { Step, Steps, type StepProps } from './mdx/Steps.js';
