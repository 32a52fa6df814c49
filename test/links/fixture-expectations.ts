// What check-links must report for test/fixtures/links: shared by the in-process, CLI and
// agreement tests. In file order, then line and column; config links in config order.
export const EXPECTED_FIXTURE_BROKEN = [
  { file: 'docsgen.config.ts', keyPath: 'sidebar["/"][2].link', href: '/guide/gone', reason: 'no-page', message: 'no such page' },
  { file: 'pages/core/createStore.mdx', line: 9, column: 1, href: '/core#missing', reason: 'no-anchor', message: 'no #missing on /core' },
  { file: 'pages/core/index.mdx', line: 4, column: 3, href: '/core/createStor#usage', reason: 'no-page', message: 'no such page (did you mean /core/createStore?)' },
  { file: 'pages/core/index.mdx', line: 5, column: 3, href: '/core/createStore#usag', reason: 'no-anchor', message: 'no #usag on /core/createStore (did you mean #usage?)' },
  { file: 'pages/guide/start.mdx', line: 6, column: 3, href: '../nope', reason: 'no-page', message: 'no such page: resolves to /nope' },
  { file: 'pages/guide/start.mdx', line: 7, column: 3, href: '/guide/missing.html', reason: 'no-page', message: 'no such page' },
  { file: 'pages/guide/start.mdx', line: 8, column: 27, href: '/files/missing.pdf', reason: 'no-page', message: 'no such file (files come from public/)' },
  { file: 'pages/index.mdx', line: 12, column: 15, href: '#nowhere', reason: 'no-anchor', message: 'no #nowhere on this page' },
];
