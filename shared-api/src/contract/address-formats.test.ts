import { createHash } from 'node:crypto';
import {
  addressInQrText,
  addressProblem,
  base58Decode,
  qrTextMatchesAddress,
  toChecksumAddress,
} from './address-formats';
import type { Coin } from './addresses';
import { keccak256, sha3_256, sha256, toHex } from './hashes';

const bytes = (text: string) => new TextEncoder().encode(text);

describe('hashes', () => {
  it('SHA-256 matches the FIPS 180-4 examples and Node over many lengths', () => {
    expect(toHex(sha256(bytes('abc')))).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
    for (const length of [0, 1, 55, 56, 63, 64, 65, 200]) {
      const message = Uint8Array.from({ length }, (_, i) => (i * 31) & 255);
      expect(toHex(sha256(message))).toBe(createHash('sha256').update(message).digest('hex'));
    }
  });

  it('Keccak-256 gives the known Ethereum digests; its permutation matches Node SHA3-256 over several blocks', () => {
    expect(toHex(keccak256(new Uint8Array()))).toBe(
      'c5d2460186f7233c927e7db2dcc703c0e500b653ca82273b7bfad8045d85a470',
    );
    expect(toHex(keccak256(bytes('abc')))).toBe(
      '4e03657aea45a94fc7d47ba826c8d667c0d1e6e33a64a036ec44f58fa12d6c45',
    );
    for (const length of [0, 1, 135, 136, 137, 400]) {
      const message = Uint8Array.from({ length }, (_, i) => (i * 7) & 255);
      expect(toHex(sha3_256(message))).toBe(createHash('sha3-256').update(message).digest('hex'));
    }
  });
});

/** Valid addresses from the standards' examples (BIP 13/173/350, EIP-55) and well-known accounts. */
const VALID: Record<Coin, string[]> = {
  bitcoin: [
    '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa', // P2PKH (genesis)
    '1BoatSLRHtKNngkdXEeobR76b53LETtpyT',
    '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy', // P2SH (BIP 13)
    'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4', // P2WPKH (BIP 173)
    'BC1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KV8F3T4', // all upper case is allowed
    'bc1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3qccfmv3', // P2WSH
    'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0', // taproot, bech32m (BIP 350)
    'bc1pw508d6qejxtdg4y5r3zarvary0c5xw7kw508d6qejxtdg4y5r3zarvary0c5xw7kt5nd6y', // BIP 350
    'BC1SW50QGDZ25J', // witness v16, 2-byte program (BIP 350)
    'bc1zw508d6qejxtdg4y5r3zarvaryvaxxpcs', // witness v2 (BIP 350)
  ],
  ethereum: [
    // EIP-55's examples
    '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
    '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
    '0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB',
    '0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb',
    '0x52908400098527886E0F7030069857D2E4169EE7', // all caps
    '0xde709f2102306220921060314715629080e2fb77', // all lower
  ],
  tether: ['TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t', 'TEkxiTehnzSmSe2XqrBj4w32RUN966rdz8'],
  ripple: [
    'rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTh', // the genesis account
    'rrrrrrrrrrrrrrrrrrrrrhoLvTp', // ACCOUNT_ZERO
    'rrrrrrrrrrrrrrrrrrrrBZbvji', // ACCOUNT_ONE
    'rEb8TK3gBgk5auZkwc6sHnwrGVJH8DuaLh',
  ],
  solana: [
    '11111111111111111111111111111111', // the system program: 32 zero bytes
    'So11111111111111111111111111111111111111112',
    'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA',
    '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV',
  ],
};

/** [address, the problem expected] */
const INVALID: Record<Coin, [string, 'format' | 'checksum'][]> = {
  bitcoin: [
    ['1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNb', 'checksum'],
    ['3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLz', 'checksum'],
    ['bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t5', 'checksum'],
    ['bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj2', 'checksum'],
    ['bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kV8F3T4', 'format'], // mixed case
    ['tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx', 'format'], // testnet
    ['bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3tb', 'format'], // 'b' is not in the bech32 set
    ['2N2JD6wb56AfK4tfmM6PwdVmoYk2dCKf4Br', 'format'], // testnet P2SH
    ['0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed', 'format'],
    ['', 'format'],
  ],
  ethereum: [
    ['0x5aaeb6053F3E94C9b9A09f33669435E7Ef1BeAed', 'checksum'],
    ['0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d358', 'checksum'],
    ['0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAe', 'format'], // 39 digits
    ['5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed', 'format'], // no 0x
    ['0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeg', 'format'],
  ],
  tether: [
    ['TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6u', 'checksum'],
    ['TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6', 'format'],
    ['1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa', 'format'], // bitcoin (version 0x00)
    ['T0000000000000000000000000000000000', 'format'],
  ],
  ripple: [
    ['rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTi', 'checksum'],
    ['1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa', 'format'],
    ['rHb9CJAWyB4rj91VRWn96DkukG4bwdtyT0', 'format'], // 0 is not in the alphabet
    ['XV5sbjUmgPpvXv4ixFWZ5ptAYZ6PD28Sq49uo34VyjnmK5H', 'format'], // an X-address, not a classic one
  ],
  solana: [
    ['So1111111111111111111111111111111111111111', 'format'], // 31 bytes
    ['TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DAz', 'format'], // 33 bytes
    ['0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed', 'format'],
    ['So11111111111111111111111111111111111111O12', 'format'], // O is not base58
  ],
};

describe('addressProblem', () => {
  const valid = Object.entries(VALID).flatMap(([coin, list]) => list.map((address) => [coin, address]));
  it.each(valid)('%s %s is valid', (coin, address) => {
    expect(addressProblem(coin as Coin, address)).toBeNull();
  });

  const invalid = Object.entries(INVALID).flatMap(([coin, list]) =>
    list.map(([address, problem]) => [coin, address, problem]),
  );
  it.each(invalid)('%s %s is refused (%s)', (coin, address, problem) => {
    expect(addressProblem(coin as Coin, address)).toBe(problem);
  });

  it('refuses each coin’s valid address for every other coin', () => {
    for (const [coin, list] of Object.entries(VALID)) {
      for (const other of Object.keys(VALID) as Coin[]) {
        if (other === coin) continue;
        // A Solana key may happen to be any base58 text of 32 bytes; the others have prefixes and checksums.
        for (const address of list)
          if (other !== 'solana') expect(addressProblem(other, address)).not.toBeNull();
      }
    }
  });

  it('spells an address the EIP-55 way', () => {
    expect(toChecksumAddress('0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed')).toBe(
      '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
    );
  });

  it('decodes base58 with its leading zeros', () => {
    expect(base58Decode('11')).toEqual(new Uint8Array([0, 0]));
    expect(base58Decode('0')).toBeNull();
  });
});

describe('QR text', () => {
  const btc = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq';
  const eth = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';
  it('reads the address itself or a payment URI’s path', () => {
    expect(addressInQrText(` ${btc}\n`)).toBe(btc);
    expect(addressInQrText(`bitcoin:${btc}?amount=0.1&label=x`)).toBe(btc);
    expect(addressInQrText(`ethereum:${eth}@1`)).toBe(eth);
    expect(addressInQrText(`ethereum:pay-${eth}@1/transfer?value=1`)).toBe(eth);
    expect(addressInQrText('solana:So11111111111111111111111111111111111111112')).toBe(
      'So11111111111111111111111111111111111111112',
    );
  });

  it('matches only the same address (bech32 in either case)', () => {
    expect(qrTextMatchesAddress(`bitcoin:${btc.toUpperCase()}`, btc)).toBe(true);
    expect(qrTextMatchesAddress(eth, eth)).toBe(true);
    expect(qrTextMatchesAddress(eth.toLowerCase(), eth)).toBe(false);
    expect(qrTextMatchesAddress('1BoatSLRHtKNngkdXEeobR76b53LETtpyT', btc)).toBe(false);
    expect(qrTextMatchesAddress(`${btc}x`, btc)).toBe(false);
  });
});
