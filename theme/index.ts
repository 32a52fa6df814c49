// `docsgen/theme`: what a page or a component override can import.
//
//   import { Callout, Tabs, Tab } from 'docsgen/theme';           // in a page
//   import { Footer, usePageContext } from 'docsgen/theme';       // in an override
//
// The theme components exported here are always docsgen's own, even where the site overrides
// them (config `components`): an override wraps the original by importing it from here.
// Server-rendered components may read the page with usePageContext(); islands cannot (they are
// their own React roots in the browser).

// -- components for pages (also available in MDX without an import, where noted) ----------------
export { Authors, AuthorsLine } from './mdx/Authors.js'; // <Authors /> without import
export { BlogPosts } from './mdx/BlogPosts.js'; // <BlogPosts /> without import
export { Callout, type CalloutProps, type CalloutType } from './mdx/Callout.js';
export { CodeGroup } from './mdx/CodeGroup.js'; // <CodeGroup /> without import; :::code-group
export { Sponsors } from './mdx/Sponsors.js'; // <Sponsors /> without import
export { Step, Steps, type StepProps } from './mdx/Steps.js';
export { Tab, Tabs, type TabProps } from './mdx/Tabs.js';
export { mdxComponents } from './mdx/components.js';

// -- the overridable components, as docsgen draws them (see shared/override-registry.ts) --------------
export { AiCta } from './components/AiCta.js';
export { Banner } from './components/Banner.js';
export { AfterContent, BeforeContent } from './components/ContentSlots.js';
export { Footer } from './components/Footer.js';
export { LanguagePicker } from './components/LanguagePicker.js';
export { VersionPicker } from './components/VersionPicker.js';
export { EditLink, LastUpdated, Pager } from './components/FooterParts.js';
export { Logo } from './components/Logo.js';
export { NotFound } from './components/NotFound.js';
export { Outline } from './components/Outline.js';
export { Sidebar } from './components/Sidebar.js';
export { SiteFooter } from './components/SiteFooter.js';
export { SocialLinks } from './components/SocialLinks.js';
export { TopNav } from './components/TopNav.js';
export { OVERRIDABLE, OVERRIDABLE_NAMES, type OverridableComponents, type OverridableName, type PagerLink } from './shared/override-registry.js';

// -- reading the page being rendered (server only) -----------------------------------------------
export { usePageContext, useStrings, type PageContextValue } from './server/page-context.js';
export type { ThemeStrings, ThemeStringKey, ThemeTranslation } from './shared/i18n/strings.js';
export type { Author, Frontmatter, Heading, PageData, PageSummary } from './shared/page-types.js';
