import type { Coin } from 'shared-api/contract/addresses';

const BASE58 = '1-9A-HJ-NP-Za-km-z';

/**
 * How each coin's deposit address looks. A mistyped or wrong-coin address would send users' payments into
 * the void, so the server refuses one that cannot be an address of that coin.
 */
export const coinFormats: Record<Coin, { label: string; pattern: RegExp; hint: string }> = {
  bitcoin: {
    label: 'Bitcoin',
    pattern: new RegExp(`^(?:[13][${BASE58}]{25,34}|bc1[02-9ac-hj-np-z]{11,71})$`),
    hint: 'it starts with 1, 3 or bc1',
  },
  ethereum: { label: 'Ethereum', pattern: /^0x[0-9a-fA-F]{40}$/, hint: 'it is 0x followed by 40 hex digits' },
  tether: {
    label: 'USDT (TRC20)',
    pattern: new RegExp(`^T[${BASE58}]{33}$`),
    hint: 'a TRC20 address starts with T and has 34 characters',
  },
  ripple: {
    label: 'XRP',
    pattern: new RegExp(`^r[${BASE58}]{24,34}$`),
    hint: 'it starts with r',
  },
  solana: {
    label: 'Solana',
    pattern: new RegExp(`^[${BASE58}]{32,44}$`),
    hint: 'it has 32 to 44 letters and digits',
  },
};
