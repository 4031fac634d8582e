import type { Coin } from 'shared-api/contract/addresses';

/**
 * Each coin's name in the server's messages and what its address looks like, said when one is refused
 * (the check itself, down to the checksum, is shared-api's `address-formats`, which the admin form uses too).
 */
export const coinFormats: Record<Coin, { label: string; hint: string }> = {
  bitcoin: { label: 'Bitcoin', hint: 'a legacy address starting with 1 or 3, or a bc1 segwit address' },
  ethereum: {
    label: 'Ethereum',
    hint: '0x followed by 40 hex digits, with its EIP-55 checksum when mixed case',
  },
  tether: { label: 'USDT (TRC20)', hint: 'a TRC20 address starts with T and has 34 characters' },
  ripple: { label: 'XRP', hint: 'a classic address starting with r' },
  solana: { label: 'Solana', hint: 'the base58 spelling of a 32-byte public key' },
};
