// Code that pages/writing.mdx includes. Its regions are marked as
// VitePress marks them; Vocs' includes read these marks too.
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
