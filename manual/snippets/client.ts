// A file this manual's pages include code from (see pages/writing.mdx): its regions are marked
// the VitePress way, which both `// [!include …]` and `<<<` read.
import { createClient } from 'my-library';

// #region setup
export const client = createClient({
  network: 'mainnet',
  persist: true,
});
// #endregion setup

export async function connect() {
  // #region connect
  const account = await client.connect();
  console.log(account.address);
  // #endregion connect
  return account;
}
