// Does search find the right page FIRST on the real docs site (docs/)? Each query names the href a
// reader expects at the top: exact API names, lower-case and partial names, one-edit typos,
// questions in plain words, and section-level hits that must land on the right #anchor.
//
// The index is built from the docs' sources through the build's Markdown pipeline, with the site's
// own config.search, and queried with the same search() the dialog runs.
import { join } from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';
import { loadConfig } from '../../config/load.js';
import { buildSearchIndex } from '../../compiler/search/build-index.js';
import { searchDocuments } from '../../compiler/search/documents.js';
import { searchablePagesFromSources } from '../../compiler/search/source-pages.js';
import { loadSearchIndex, type LoadedIndex } from '../../theme/shared/search/load-index.js';
import { search } from '../../theme/shared/search/query.js';
import { REPO_ROOT } from '../support/paths.js';

const DOCS = join(REPO_ROOT, 'docs');

const EXPECTED: [kind: string, query: string, first: string][] = [
  // Exact API names land on their reference page.
  ['api name', 'createStore', '/core/createStore'],
  ['api name', 'useConnect', '/modal/useConnect'],
  ['api name', 'WalletConnectModal', '/ui/WalletConnectModal'],
  ['api name', 'GetStarknetProvider', '/modal/GetStarknetProvider'],
  ['api name', 'useStarknetProvider', '/modal/useStarknetProvider'],
  ['api name', 'WalletList', '/modal/WalletList'],
  ['api name', 'SelectedWallet', '/modal/SelectedWallet'],
  ['api name', 'formatStarknetChainId', '/core/formatStarknetChainId'],
  ['api name', 'getStarknetChainId', '/core/getStarknetChainId'],
  ['api name', 'isStarknetChain', '/core/isStarknetChain'],
  ['api name', 'EIP1193Adapter', '/core/EIP1193Adapter'],
  ['api name', 'metaMaskVirtualWallet', '/core/metaMaskVirtualWallet'],
  ['api name', 'StarknetInjectedWallet', '/core/StarknetInjectedWallet'],
  ['api name', 'StarknetWalletRequestFeature', '/core/StarknetWalletRequestFeature'],
  // Lower case and partial names (typed so far).
  ['lower case', 'createstore', '/core/createStore'],
  ['lower case', 'walletconnectmodal', '/ui/WalletConnectModal'],
  ['lower case', 'usestarknetprovider', '/modal/useStarknetProvider'],
  ['partial', 'useConn', '/modal/useConnect'],
  ['partial', 'formatStark', '/core/formatStarknetChainId'],
  ['partial', 'walletconn', '/ui/WalletConnectModal'],
  // One edit away (a missing, a swapped or a changed letter).
  ['typo', 'useConect', '/modal/useConnect'],
  ['typo', 'createStroe', '/core/createStore'],
  ['typo', 'WaletList', '/modal/WalletList'],
  ['typo', 'isStarknetChian', '/core/isStarknetChain'],
  ['typo', 'GetStarknetProvder', '/modal/GetStarknetProvider'],
  // Questions in plain words.
  ['words', 'silent connect', '/wallet-standard#connect-and-silent-connect'],
  ['words', 'custom panel for the selected wallet', '/customization#give-a-wallet-its-own-panel'],
  ['words', 'what can I install today', '/getting-started#what-you-can-install-today'],
  ['words', 'chain id format', '/core/formatStarknetChainId'],
  ['words', 'getting started', '/getting-started'],
  ['words', 'register a wallet', '/integration-guide#register-a-wallet-standard-wallet'],
  ['words', 'wallet standard', '/wallet-standard'],
  // Section-level hits on the right anchor.
  ['section', 'sort algorithms', '/modal/WalletList#sort-algorithms'],
  ['section', 'server rendering', '/core/createStore#server-rendering'],
  ['section', 'walletUi', '/ui/WalletConnectModal#walletui'],
  ['section', 'sort seed', '/modal/WalletList#the-seed'],
  ['section', 'follow account changes', '/modal/useConnect#follow-account-and-chain-changes'],
  ['section', 'isConnecting', '/modal/useConnect#isconnecting'],
  ['section', 'disconnect', '/modal/useConnect#disconnect'],
  ['section', 'starknetLastConnectedWallet', '/modal/useConnect#storage'],
  ['section', 'recommendedWallets', '/modal/GetStarknetProvider#recommendedwallets'],
  ['section', 'EIP-6963', '/integration-guide#wallets-announced-through-eip-6963'],
  ['section', 'theming', '/ui/WalletConnectModal#theming'],
  ['section', 'switch wallets', '/modal/useConnect#switch-wallets'],
];

let index: LoadedIndex;
let routes: Set<string>;

beforeAll(async () => {
  const { config } = await loadConfig(DOCS);
  const pages = await searchablePagesFromSources(DOCS, '');
  routes = new Set(pages.map((page) => page.route));
  const file = buildSearchIndex(searchDocuments(pages), { ...config.search, basePath: '' });
  index = loadSearchIndex(JSON.parse(JSON.stringify(file)));
});

describe('the docs site: the right result first', () => {
  test.each(EXPECTED)('%s: %j → %s', (_kind, query, first) => {
    const route = first.split('#')[0]!;
    // A page the docs do not have (yet) is a gap in the docs, reported as such.
    expect(routes.has(route), `docs/ has no page for ${route}`).toBe(true);
    const results = search(index, query).map((result) => result.href);
    expect(results[0], `results: ${results.slice(0, 5).join(', ')}`).toBe(first);
  });

  test('every expected section anchor exists', () => {
    const ids = new Set(index.docs.map((doc) => doc.href));
    for (const [, , first] of EXPECTED) expect(ids.has(first), first).toBe(true);
  });
});
