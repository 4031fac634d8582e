/**
 * Whether a text is a deposit address of a coin, checked down to its checksum: a mistyped or wrong-coin
 * address would send users' payments into the void. Pure and synchronous, the same module for the admin
 * form (to warn while typing) and the server (to decide).
 *
 * - Bitcoin: base58check P2PKH (version 0x00, "1…") or P2SH (0x05, "3…"); or segwit bech32 (BIP 173,
 *   witness v0, program of 20 or 32 bytes) / bech32m (BIP 350, v1–v16, program of 2–40 bytes), "bc1…".
 * - Ethereum: 0x + 40 hex digits; mixed case must match the EIP-55 checksum (all-lower/all-upper carry none).
 * - USDT (TRC20): a TRON base58check address, version 0x41 ("T…").
 * - XRP: a classic address, base58check over the XRP alphabet, version 0x00 ("r…").
 * - Solana: base58 of a 32-byte public key.
 */
import type { Coin } from './addresses';
import { keccak256, sha256 } from './hashes';

/** Why an address was refused: not the coin's shape at all, or the right shape with a wrong checksum. */
export type AddressProblem = 'format' | 'checksum';

const BITCOIN_ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
const XRP_ALPHABET = 'rpshnaf39wBUDNEGHJKLM4PQRST7VWXYZ2bcdeCg65jkm8oFqi1tuvAxyz';

/** Base58 text → bytes (leading "zero" characters are zero bytes); null for a character outside `alphabet`. */
export const base58Decode = (text: string, alphabet = BITCOIN_ALPHABET): Uint8Array | null => {
  let value = 0n;
  for (const character of text) {
    const digit = alphabet.indexOf(character);
    if (digit < 0) return null;
    value = value * 58n + BigInt(digit);
  }
  const body: number[] = [];
  while (value > 0n) {
    body.unshift(Number(value & 0xffn));
    value >>= 8n;
  }
  let zeros = 0;
  while (zeros < text.length && text[zeros] === alphabet[0]) zeros++;
  return Uint8Array.from([...new Array<number>(zeros).fill(0), ...body]);
};

/** A base58check address: 21-byte payload (version + 20-byte hash) + 4 bytes of double SHA-256. */
const checkBase58 = (text: string, versions: number[], alphabet?: string): AddressProblem | null => {
  const bytes = base58Decode(text, alphabet);
  if (bytes?.length !== 25 || !versions.includes(bytes[0] as number)) return 'format';
  const payload = bytes.subarray(0, 21);
  const expected = sha256(sha256(payload)).subarray(0, 4);
  return expected.every((byte, index) => byte === bytes[21 + index]) ? null : 'checksum';
};

// Bech32 / bech32m (BIP 173, BIP 350).
const BECH32_CHARSET = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';
const BECH32_CONSTANT = 1;
const BECH32M_CONSTANT = 0x2bc830a3;

const polymod = (values: number[]): number => {
  const generator = [0x3b6a57b2, 0x26508e6d, 0x1ea119fa, 0x3d4233dd, 0x2a1462b3];
  let checksum = 1;
  for (const value of values) {
    const top = checksum >>> 25;
    checksum = ((checksum & 0x1ffffff) << 5) ^ value;
    for (let i = 0; i < 5; i++) if ((top >>> i) & 1) checksum ^= generator[i] as number;
  }
  return checksum >>> 0;
};

const expandHrp = (hrp: string): number[] => [
  ...Array.from(hrp, (character) => character.charCodeAt(0) >> 5),
  0,
  ...Array.from(hrp, (character) => character.charCodeAt(0) & 31),
];

/** 5-bit groups → bytes; null when the padding is not zero or too long (BIP 173). */
const fromFiveBits = (groups: number[]): number[] | null => {
  let accumulator = 0;
  let bits = 0;
  const out: number[] = [];
  for (const group of groups) {
    accumulator = (accumulator << 5) | group;
    bits += 5;
    while (bits >= 8) {
      bits -= 8;
      out.push((accumulator >> bits) & 0xff);
    }
  }
  if (bits >= 5 || (accumulator << (8 - bits)) & 0xff) return null;
  return out;
};

const checkSegwit = (text: string): AddressProblem | null => {
  if (text !== text.toLowerCase() && text !== text.toUpperCase()) return 'format';
  const lower = text.toLowerCase();
  const separator = lower.lastIndexOf('1');
  const hrp = lower.slice(0, separator);
  const data = Array.from(lower.slice(separator + 1), (character) => BECH32_CHARSET.indexOf(character));
  if (hrp !== 'bc' || lower.length > 90 || data.length < 7 || data.includes(-1)) return 'format';
  const version = data[0] as number;
  const program = fromFiveBits(data.slice(1, -6));
  if (version > 16 || !program || program.length < 2 || program.length > 40) return 'format';
  if (version === 0 && program.length !== 20 && program.length !== 32) return 'format';
  // v0 uses the bech32 constant, v1+ bech32m: a v1 address with a bech32 checksum is refused (BIP 350).
  const constant = version === 0 ? BECH32_CONSTANT : BECH32M_CONSTANT;
  return polymod([...expandHrp(hrp), ...data]) === constant ? null : 'checksum';
};

const checkBitcoin = (text: string): AddressProblem | null => {
  if (/^bc1/i.test(text)) return checkSegwit(text);
  if (/^[13]/.test(text)) return checkBase58(text, [0x00, 0x05]);
  return 'format';
};

/** The EIP-55 spelling of a 0x address: a hex letter is upper case when its nibble of the hash is ≥ 8. */
export const toChecksumAddress = (address: string): string => {
  const hex = address.slice(2).toLowerCase();
  const hash = keccak256(new TextEncoder().encode(hex));
  const spelled = Array.from(hex, (character, index) => {
    const nibble = ((hash[index >> 1] as number) >> (index % 2 === 0 ? 4 : 0)) & 0xf;
    return nibble >= 8 ? character.toUpperCase() : character;
  });
  return `0x${spelled.join('')}`;
};

const checkEthereum = (text: string): AddressProblem | null => {
  if (!/^0x[0-9a-fA-F]{40}$/.test(text)) return 'format';
  const hex = text.slice(2);
  if (hex === hex.toLowerCase() || hex === hex.toUpperCase()) return null;
  return toChecksumAddress(text) === text ? null : 'checksum';
};

const checkTron = (text: string): AddressProblem | null =>
  text.startsWith('T') ? checkBase58(text, [0x41]) : 'format';

const checkXrp = (text: string): AddressProblem | null =>
  text.startsWith('r') ? checkBase58(text, [0x00], XRP_ALPHABET) : 'format';

const checkSolana = (text: string): AddressProblem | null =>
  text.length >= 32 && text.length <= 44 && base58Decode(text)?.length === 32 ? null : 'format';

const checks: Record<Coin, (text: string) => AddressProblem | null> = {
  bitcoin: checkBitcoin,
  ethereum: checkEthereum,
  tether: checkTron,
  ripple: checkXrp,
  solana: checkSolana,
};

/** null when `address` is a valid address of `coin`, otherwise why not. Surrounding spaces are not trimmed. */
export const addressProblem = (coin: Coin, address: string): AddressProblem | null =>
  address.length > 128 ? 'format' : checks[coin](address);

export const isValidAddress = (coin: Coin, address: string): boolean =>
  addressProblem(coin, address) === null;

/**
 * The address a scanned QR text names: the text itself, or the path of a payment URI such as
 * `bitcoin:bc1…?amount=1` or `ethereum:0x…@1` (EIP-681's `pay-` prefix, chain id and parameters dropped).
 */
export const addressInQrText = (text: string): string => {
  const trimmed = text.trim();
  const uri = /^[a-z][a-z0-9+.-]*:(?:\/\/)?(?:pay-)?([^?@/#]+)/i.exec(trimmed);
  return uri ? (uri[1] as string) : trimmed;
};

/** Does a scanned QR text name exactly this address (a URI's scheme is free; bech32 compares caseless)? */
export const qrTextMatchesAddress = (text: string, address: string): boolean => {
  const named = addressInQrText(text);
  return named === address || (/^bc1/i.test(address) && named.toLowerCase() === address.toLowerCase());
};
