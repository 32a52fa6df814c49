// A tiny inline script that runs before first paint, so the page never flashes a wrong state:
// - theme: the saved choice (localStorage 'vocs.theme') wins, else the system preference; a colour
//   scheme forced in the config wins over both. Without JavaScript, CSS follows prefers-color-scheme.
// - `dg-js` on <html>: CSS may hide what only works with JavaScript (and show fallbacks otherwise).
// - a banner the reader dismissed stays hidden (data-banner-dismissed on <html>).
// - the web-font stylesheet (loaded as media=print so it never blocks rendering) applies once loaded.
// - code groups show the tab the reader chose before, until they hydrate (see theme/lib/code-group.ts,
//   whose codeGroupStyle() these rules mirror), and once parsed their tabs' aria-selected says so.
import type { ColorScheme } from '../../config/types.js';
import { BANNER_STORAGE_KEY, CODE_GROUP_STORAGE_KEY, THEME_STORAGE_KEY } from '../shared/constants.js';
import { CODE_GROUP_STYLE_ID } from '../lib/code-group.js';

export { THEME_STORAGE_KEY };

/** Marks the web-font <link>, which the script switches from media=print to all once it loads. */
export const FONT_STYLESHEET_ATTRIBUTE = 'data-dg-font';

export interface BootstrapOptions {
  /** bannerKey() of the site's banner, when it can be dismissed. */
  bannerKey?: string;
}

export function themeBootstrapScript(colorScheme: ColorScheme, options: BootstrapOptions = {}): string {
  const forced = colorScheme === 'system' ? 'null' : JSON.stringify(colorScheme);
  const js = JSON.stringify;
  const theme =
    `var d=document.documentElement,l,t=${forced};d.classList.add('dg-js');try{l=localStorage}catch(e){}` +
    `if(!t){try{t=l.getItem(${js(THEME_STORAGE_KEY)})}catch(e){}` +
    `if(t!=='dark'&&t!=='light')t=matchMedia('(prefers-color-scheme: dark)').matches?'dark':'light'}` +
    `d.classList.toggle('dark',t==='dark');d.classList.toggle('light',t!=='dark');`;
  const banner = options.bannerKey
    ? `try{if(l.getItem(${js(BANNER_STORAGE_KEY)})===${js(options.bannerKey)})d.setAttribute('data-banner-dismissed','')}catch(e){}`
    : '';
  const codeGroups =
    String.raw`try{var c=JSON.parse(l.getItem(${js(CODE_GROUP_STORAGE_KEY)})||'{}'),s='',` +
    String.raw`q=function(v){return '"'+v.replace(/[\\"]/g,'\\$&').replace(/\n/g,'\\a ')+'"'};` +
    String.raw`for(var k in c){if(typeof c[k]!=='string')continue;` +
    String.raw`var g='.dg-js [data-cg='+q(k)+']:not([data-cg-ready])',o='[data-cg-label='+q(c[k])+']';` +
    String.raw`s+=g+' .dg-cg__panel:not('+o+'){display:none}'+g+' .dg-cg__panel'+o+'{display:block}';` +
    String.raw`s+=g+' .dg-cg__tab:not('+o+'){color:var(--dg-color-text-muted);border-color:transparent}'+g+' .dg-cg__tab'+o+'{color:var(--dg-color-text);border-color:var(--dg-color-accent)}'}` +
    String.raw`if(s){var e=document.createElement('style');e.id=${js(CODE_GROUP_STYLE_ID)};e.textContent=s;document.head.appendChild(e);` +
    // Once the page is parsed, the tabs say which one is selected, as they look: a screen reader
    // hears the remembered tab, and the island hydrates in that state (CodeGroupTabs reads it).
    String.raw`document.addEventListener('DOMContentLoaded',function(){document.querySelectorAll('[data-cg]:not([data-cg-ready])').forEach(function(g){` +
    String.raw`var v=c[g.getAttribute('data-cg')],t=g.querySelectorAll('.dg-cg__tab'),m=0;t.forEach(function(b){if(b.getAttribute('data-cg-label')===v)m=1});if(!m)return;` +
    String.raw`t.forEach(function(b){var o=b.getAttribute('data-cg-label')===v;b.setAttribute('aria-selected',o);b.tabIndex=o?0:-1});` +
    String.raw`g.querySelectorAll('.dg-cg__panel').forEach(function(p){p.toggleAttribute('data-selected',p.getAttribute('data-cg-label')===v)})})})}}catch(e){}`;
  const fonts =
    `var f=document.querySelector('link[${FONT_STYLESHEET_ATTRIBUTE}]');` +
    `if(f){if(f.sheet)f.media='all';else f.addEventListener('load',function(){f.media='all'})}`;
  return `(function(){${theme}${banner}${fonts}${codeGroups}})()`;
}
