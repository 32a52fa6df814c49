// What the page chrome gets from SearchSlot on the server: one dialog per page, whatever the
// number of slots, and the inline shortcut script once.
import { createElement, Fragment } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, test } from 'vitest';
import { validateConfig } from '../../config/validate.js';
import { PageContext, type PageContextValue } from '../../theme/server/page-context.js';
import { searchShortcutsScript } from '../../theme/search/bridge.js';
import { SearchSlot } from '../../theme/search/SearchSlot.js';

function render(context: Partial<PageContextValue>): string {
  const config = validateConfig({ basePath: '/docs' });
  const value = { config, assets: { stylesheet: '', loader: '', islands: {} }, ...context } as PageContextValue;
  const slots = createElement(Fragment, null, createElement(SearchSlot, { placement: 'topnav' }), createElement(SearchSlot, { placement: 'menu' }));
  return renderToStaticMarkup(createElement(PageContext.Provider, { value }, slots));
}

describe('SearchSlot', () => {
  test('the first slot holds the dialog and the script; the next is a plain button that opens it', () => {
    const html = render({});
    expect(html.match(/<script>/g)).toHaveLength(1);
    expect(html).toContain(searchShortcutsScript());
    const markup = html.replace(/<script>.*?<\/script>/s, '');
    expect(markup.match(/data-dg-search-root/g)).toHaveLength(1);
    expect(html).toMatch(/<button type="button" class="dg-search-trigger" data-placement="menu" aria-haspopup="dialog" data-dg-search-open="">/);
  });

  test('each page render gets its own dialog', () => {
    expect(render({})).toContain('data-dg-search-root');
    expect(render({})).toContain('data-dg-search-root');
  });

  test('the shortcut script is self-contained and runs once per page', () => {
    const script = searchShortcutsScript();
    expect(script).toMatch(/^\(function\(\)\{.*\}\)\(\)$/s);
    expect(script).toContain('if(w["__docsgenSearch"])return');
    expect(() => new Function(script)).not.toThrow();
  });
});
