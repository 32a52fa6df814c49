// Every overridable theme component, as the theme itself imports it. Layouts and components
// import these names from here, never from their own modules, so that a site's override takes
// their place: when a site overrides a name, the server bundler replaces this module's export of
// it with the site's file (compiler/bundle/overrides-plugin.ts, from theme/shared/override-registry.ts). The
// originals stay importable from their own modules and from `docsgen/theme`, which never resolve
// to an override: an override may wrap the original without importing itself.
export { AiCta } from '../components/AiCta.js';
export { Banner } from '../components/Banner.js';
export { AfterContent, BeforeContent } from '../components/ContentSlots.js';
export { Footer } from '../components/Footer.js';
export { LanguagePicker } from '../components/LanguagePicker.js';
export { VersionPicker } from '../components/VersionPicker.js';
export { EditLink, LastUpdated, Pager } from '../components/FooterParts.js';
export { Logo } from '../components/Logo.js';
export { NotFound } from '../components/NotFound.js';
export { Outline } from '../components/Outline.js';
export { Sidebar } from '../components/Sidebar.js';
export { SiteFooter } from '../components/SiteFooter.js';
export { SocialLinks } from '../components/SocialLinks.js';
export { TopNav } from '../components/TopNav.js';
export { FooterEnd, TopNavEnd, Wrapper } from '../components/PageSlots.js';
