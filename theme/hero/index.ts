// `docsgen/theme/hero`: the landing-page hero, for sites to import in their pages.
export { Hero, type HeroAction, type HeroFeature, type HeroProps } from './Hero.js';
