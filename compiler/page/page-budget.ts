// The page-weight budget of the config (`budget: { jsKb, htmlKb }`, gzip KB), which a page's
// frontmatter `budget` may override key by key (a demo page that hydrates on load): every page
// over its budget is a content error, reported together, so the build fails with exit 1 and
// leaves dist/ as it was.
import type { BudgetOptions } from '../../config/types.js';
import { DocsgenError } from '../errors/docsgen-error.js';
import type { PageWeight } from './page-weight.js';

export const KB = 1024;

interface Limit {
  key: keyof BudgetOptions;
  what: string;
  measure: (weight: PageWeight) => number;
}

const LIMITS: Limit[] = [
  { key: 'htmlKb', what: 'HTML', measure: (w) => w.html.gzip },
  { key: 'jsKb', what: 'JavaScript before interaction', measure: (w) => w.jsBeforeInteraction.gzip },
];

/** `pageBudgets`: route → the page's frontmatter budget, when it has one. */
export function budgetErrors(weights: PageWeight[], budget: BudgetOptions, pageBudgets: Map<string, BudgetOptions> = new Map()): DocsgenError[] {
  const errors: DocsgenError[] = [];
  for (const weight of weights) {
    const own = pageBudgets.get(weight.route);
    for (const { key, what, measure } of LIMITS) {
      const limitKb = own?.[key] ?? budget[key];
      const where = own?.[key] !== undefined ? 'frontmatter budget' : 'budget';
      if (limitKb === undefined) continue;
      const kb = measure(weight) / KB;
      if (kb <= limitKb) continue;
      errors.push(
        new DocsgenError('BudgetExceeded', `page ${weight.route} is over the ${what} budget: ${formatKb(kb)} KB gzip, ${formatKb(kb - limitKb)} KB over ${where}.${key} = ${limitKb}`, {
          location: { file: weight.relativePath },
          hint: key === 'jsKb'
            ? `hydrate heavy islands on interaction or when visible (export const hydrate = …) instead of on load, or raise ${raise(where, key)}`
            : `split the page, or raise ${raise(where, key)}`,
        }),
      );
    }
  }
  return errors;
}

function raise(where: string, key: string): string {
  return where === 'budget' ? `budget.${key} in docsgen.config.ts` : `budget.${key} in the page's frontmatter`;
}

export function formatKb(kb: number): string {
  return kb.toFixed(1);
}
