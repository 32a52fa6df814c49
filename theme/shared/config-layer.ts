// A locale and a version each lay their own title, template, description, edit link and banner
// over the site's config (locales.ts, versions.ts): one rule for both, so a page of v4 in French
// and a page of French alone read those fields the same way. Pure.
import type { ResolvedConfig } from '../../config/types.js';

/** The fields a locale or a version may set over the site's. */
export type ConfigLayer = Partial<Pick<ResolvedConfig, 'title' | 'titleTemplate' | 'description' | 'editLink' | 'banner'>>;

/**
 * `config` with `layer`'s fields over it, and `fields` (what only the caller knows: navigation,
 * base paths). A template derived from the site's title (`%s – Docs`) follows the layer's title.
 */
export function configWithLayer(config: ResolvedConfig, layer: ConfigLayer, fields: Partial<ResolvedConfig>): ResolvedConfig {
  const title = layer.title ?? config.title;
  const derivedTemplate = config.titleTemplate === `%s – ${config.title}`;
  const view: ResolvedConfig = {
    ...config,
    ...fields,
    title,
    titleTemplate: layer.titleTemplate ?? (derivedTemplate ? `%s – ${title}` : config.titleTemplate),
  };
  const description = layer.description ?? config.description;
  if (description !== undefined) view.description = description;
  const editLink = layer.editLink ?? config.editLink;
  if (editLink !== undefined) view.editLink = editLink;
  const banner = layer.banner ?? config.banner;
  if (banner !== undefined) view.banner = banner;
  return view;
}
