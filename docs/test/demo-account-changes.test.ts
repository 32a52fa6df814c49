import { describe, expect, it } from 'vitest';
import { describeAccountChange } from '../components/demo/account-changes';

const SEPOLIA = 'starknet:0x534e5f5345504f4c4941';
const MAINNET = 'starknet:0x534e5f4d41494e';

describe('describeAccountChange', () => {
  it('reports a new address', () => {
    const { next, changes } = describeAccountChange({ address: '0x1', chain: SEPOLIA }, [{ address: '0x2', chains: [SEPOLIA] }]);
    expect(next).toEqual({ address: '0x2', chain: SEPOLIA });
    expect(changes).toEqual([{ kind: 'accountChanged', address: '0x2' }]);
  });

  it('reports a new chain', () => {
    const { changes } = describeAccountChange({ address: '0x1', chain: SEPOLIA }, [{ address: '0x1', chains: [MAINNET] }]);
    expect(changes).toEqual([{ kind: 'chainChanged', chain: MAINNET }]);
  });

  it('reports both when both change', () => {
    const { changes } = describeAccountChange({ address: '0x1', chain: SEPOLIA }, [{ address: '0x2', chains: [MAINNET] }]);
    expect(changes.map((c) => c.kind)).toEqual(['accountChanged', 'chainChanged']);
  });

  it('reads an empty account list as a disconnect', () => {
    expect(describeAccountChange({ address: '0x1', chain: SEPOLIA }, [])).toEqual({ next: undefined, changes: [{ kind: 'disconnected' }] });
  });

  it('reports nothing when nothing changed', () => {
    expect(describeAccountChange({ address: '0x1', chain: SEPOLIA }, [{ address: '0x1', chains: [SEPOLIA] }]).changes).toEqual([]);
    expect(describeAccountChange(undefined, []).changes).toEqual([]);
  });
});
