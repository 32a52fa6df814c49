import { defineConfig } from 'docsgen/config';

const REPO = 'https://github.com/starknet-io/get-starknet';

export default defineConfig({
  title: 'Get Starknet',
  titleTemplate: '%s – Get Starknet',
  description:
    'Discover and connect Starknet wallets in your app, and make your wallet discoverable by every Starknet app.',
  iconUrl: { light: '/icon-light.svg', dark: '/icon-dark.svg' },
  logoUrl: { light: '/logo-light.svg', dark: '/logo-dark.svg' },
  topNav: [
    { text: 'Guide', link: '/' },
    { text: 'UI', link: '/ui' },
    { text: 'Headless UI', link: '/modal' },
    { text: 'Core', link: '/core' },
  ],
  sidebar: {
    '/': [
      { text: 'Introduction', link: '/' },
      { text: 'Getting started', link: '/getting-started' },
      { text: 'Wallet Standard', link: '/wallet-standard' },
      { text: 'Customization', link: '/customization' },
      { text: 'Wallet integration', link: '/integration-guide' },
      { text: 'Migrating from v4', link: '/migrating-from-v4' },
      {
        text: 'Demos',
        link: '/demo',
        items: [
          { text: 'Wallet connect modal', link: '/demo/ui' },
          { text: 'Headless modal', link: '/demo/headless-modal' },
          { text: 'Wallet discovery', link: '/demo/discovery' },
        ],
      },
    ],
    '/ui': {
      backLink: true,
      items: [
        {
          text: 'UI',
          items: [
            { text: 'Overview', link: '/ui' },
            { text: 'WalletConnectModal', link: '/ui/WalletConnectModal' },
          ],
        },
      ],
    },
    '/modal': {
      backLink: true,
      items: [
        {
          text: 'Headless UI',
          items: [
            { text: 'Overview', link: '/modal' },
            { text: 'GetStarknetProvider', link: '/modal/GetStarknetProvider' },
            { text: 'useStarknetProvider', link: '/modal/useStarknetProvider' },
            { text: 'useConnect', link: '/modal/useConnect' },
            { text: 'WalletList', link: '/modal/WalletList' },
            { text: 'SelectedWallet', link: '/modal/SelectedWallet' },
          ],
        },
      ],
    },
    '/core': {
      backLink: true,
      items: [
        { text: 'Overview', link: '/core' },
        { text: 'Discovery', items: [{ text: 'createStore', link: '/core/createStore' }] },
        {
          text: 'Wallet Standard',
          items: [
            { text: 'StarknetWalletRequestFeature', link: '/core/StarknetWalletRequestFeature' },
            { text: 'StarknetInjectedWallet', link: '/core/StarknetInjectedWallet' },
          ],
        },
        { text: 'Wallet information', items: [{ text: 'wallets', link: '/core/wallets' }] },
        {
          text: 'Chains',
          items: [
            { text: 'isStarknetChain', link: '/core/isStarknetChain' },
            { text: 'formatStarknetChainId', link: '/core/formatStarknetChainId' },
            { text: 'getStarknetChainId', link: '/core/getStarknetChainId' },
          ],
        },
        {
          text: 'Virtual wallets',
          items: [
            { text: 'EIP1193Adapter', link: '/core/EIP1193Adapter' },
            { text: 'metaMaskVirtualWallet', link: '/core/metaMaskVirtualWallet' },
          ],
        },
      ],
    },
  },
  // v5 is the working tree; v4 (@starknet-io/get-starknet 4.0.8 and its core) is kept by hand in
  // versions/v4/, at /v4/…: the repository's history has no v4 docs to read from a tag. Its code
  // blocks compile against the 4.0.8 packages (versions/v4/tsconfig.json).
  versions: {
    current: { label: 'v5' },
    v4: {
      label: 'v4',
      description: 'Connect Starknet wallets with get-starknet v4: the connect() modal and the core getStarknet() API of @starknet-io/get-starknet 4.0.8.',
      topNav: [
        { text: 'Guide', link: '/' },
        { text: 'Core', link: '/core' },
      ],
      sidebar: {
        '/': [
          { text: 'Introduction', link: '/' },
          { text: 'Getting started', link: '/getting-started' },
          { text: 'connect and disconnect', link: '/connect' },
          { text: 'The wallet object', link: '/wallet' },
          // The current version's guide (v5 has no prefix to name it by: theme/shared/links.ts).
          { text: 'Migrating to v5', link: 'current:/migrating-from-v4' },
        ],
        '/core': {
          backLink: true,
          items: [
            { text: 'Overview', link: '/core' },
            { text: 'getStarknet', link: '/core/getStarknet' },
            { text: 'Discovery', link: '/core/discovery' },
            { text: 'Connection', link: '/core/connection' },
          ],
        },
      },
    },
  },
  socials: [
    { icon: 'github', link: REPO, label: 'get-starknet on GitHub' },
    { icon: 'x', link: 'https://x.com/Starknet', label: 'Starknet on X' },
  ],
  // No edit link: these pages are this repository's own text, which has no public home to edit
  // it in, and the files at the same paths upstream are other pages (on develop most do not
  // exist at all). A link that opens someone else's page, or a 404, is worse than none.
  aiCta: true,
  // Page weight, gzip KB, checked on every build: a docs page downloads at most 5 KB of
  // JavaScript before any interaction (the demo pages raise it in their frontmatter).
  budget: { jsKb: 5, htmlKb: 40 },
});
