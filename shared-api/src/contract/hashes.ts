/**
 * SHA-256 (FIPS 180-4) and Keccak-256 (the original Keccak padding Ethereum uses, not NIST SHA3-256), both
 * synchronous and dependency-free: the address checks run the same way in the browser (where WebCrypto's
 * SHA-256 is asynchronous and Keccak is missing) and on the server. Small inputs only: addresses.
 */

const SHA256_K = new Uint32Array([
  0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5, 0xd807aa98,
  0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174, 0xe49b69c1, 0xefbe4786,
  0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da, 0x983e5152, 0xa831c66d, 0xb00327c8,
  0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967, 0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13,
  0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85, 0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819,
  0xd6990624, 0xf40e3585, 0x106aa070, 0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a,
  0x5b9cca4f, 0x682e6ff3, 0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7,
  0xc67178f2,
]);

const rotr = (x: number, n: number) => (x >>> n) | (x << (32 - n));

export const sha256 = (message: Uint8Array): Uint8Array => {
  const bitLength = message.length * 8;
  const paddedLength = Math.ceil((message.length + 9) / 64) * 64;
  const padded = new Uint8Array(paddedLength);
  padded.set(message);
  padded[message.length] = 0x80;
  const view = new DataView(padded.buffer);
  view.setUint32(paddedLength - 8, Math.floor(bitLength / 2 ** 32));
  view.setUint32(paddedLength - 4, bitLength >>> 0);

  const h = new Uint32Array([
    0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19,
  ]);
  const w = new Uint32Array(64);
  for (let block = 0; block < paddedLength; block += 64) {
    for (let i = 0; i < 16; i++) w[i] = view.getUint32(block + i * 4);
    for (let i = 16; i < 64; i++) {
      const w15 = w[i - 15] as number;
      const w2 = w[i - 2] as number;
      const s0 = rotr(w15, 7) ^ rotr(w15, 18) ^ (w15 >>> 3);
      const s1 = rotr(w2, 17) ^ rotr(w2, 19) ^ (w2 >>> 10);
      w[i] = ((w[i - 16] as number) + s0 + (w[i - 7] as number) + s1) >>> 0;
    }
    let [a, b, c, d, e, f, g, hh] = h as unknown as [
      number,
      number,
      number,
      number,
      number,
      number,
      number,
      number,
    ];
    for (let i = 0; i < 64; i++) {
      const s1 = rotr(e, 6) ^ rotr(e, 11) ^ rotr(e, 25);
      const choice = (e & f) ^ (~e & g);
      const t1 = (hh + s1 + choice + (SHA256_K[i] as number) + (w[i] as number)) >>> 0;
      const s0 = rotr(a, 2) ^ rotr(a, 13) ^ rotr(a, 22);
      const majority = (a & b) ^ (a & c) ^ (b & c);
      const t2 = (s0 + majority) >>> 0;
      hh = g;
      g = f;
      f = e;
      e = (d + t1) >>> 0;
      d = c;
      c = b;
      b = a;
      a = (t1 + t2) >>> 0;
    }
    const words = [a, b, c, d, e, f, g, hh];
    for (let i = 0; i < 8; i++) h[i] = ((h[i] as number) + (words[i] as number)) >>> 0;
  }
  const out = new Uint8Array(32);
  const outView = new DataView(out.buffer);
  for (let i = 0; i < 8; i++) outView.setUint32(i * 4, h[i] as number);
  return out;
};

// Keccak-f[1600] on 25 lanes of 64 bits, each lane held as BigInt for clarity (inputs here are tiny).
const MASK64 = (1n << 64n) - 1n;
const ROUND_CONSTANTS = [
  0x0000000000000001n,
  0x0000000000008082n,
  0x800000000000808an,
  0x8000000080008000n,
  0x000000000000808bn,
  0x0000000080000001n,
  0x8000000080008081n,
  0x8000000000008009n,
  0x000000000000008an,
  0x0000000000000088n,
  0x0000000080008009n,
  0x000000008000000an,
  0x000000008000808bn,
  0x800000000000008bn,
  0x8000000000008089n,
  0x8000000000008003n,
  0x8000000000008002n,
  0x8000000000000080n,
  0x000000000000800an,
  0x800000008000000an,
  0x8000000080008081n,
  0x8000000000008080n,
  0x0000000080000001n,
  0x8000000080008008n,
];
// Rotation offsets r[x][y], indexed x + 5y.
const ROTATIONS = [
  0, 1, 62, 28, 27, 36, 44, 6, 55, 20, 3, 10, 43, 25, 39, 41, 45, 15, 21, 8, 18, 2, 61, 56, 14,
];

const rotl64 = (value: bigint, shift: number): bigint =>
  shift === 0 ? value : ((value << BigInt(shift)) | (value >> BigInt(64 - shift))) & MASK64;

const keccakF = (state: bigint[]) => {
  const lane = (i: number) => state[i] as bigint;
  for (const roundConstant of ROUND_CONSTANTS) {
    const columns = [0, 1, 2, 3, 4].map(
      (x) => lane(x) ^ lane(x + 5) ^ lane(x + 10) ^ lane(x + 15) ^ lane(x + 20),
    );
    for (let x = 0; x < 5; x++) {
      const d = (columns[(x + 4) % 5] as bigint) ^ rotl64(columns[(x + 1) % 5] as bigint, 1);
      for (let y = 0; y < 25; y += 5) state[x + y] = lane(x + y) ^ d;
    }
    const moved = new Array<bigint>(25).fill(0n);
    for (let x = 0; x < 5; x++) {
      for (let y = 0; y < 5; y++) {
        moved[y + 5 * ((2 * x + 3 * y) % 5)] = rotl64(lane(x + 5 * y), ROTATIONS[x + 5 * y] as number);
      }
    }
    for (let y = 0; y < 25; y += 5) {
      for (let x = 0; x < 5; x++) {
        const b0 = moved[y + x] as bigint;
        const b1 = moved[y + ((x + 1) % 5)] as bigint;
        const b2 = moved[y + ((x + 2) % 5)] as bigint;
        state[y + x] = b0 ^ (~b1 & MASK64 & b2);
      }
    }
    state[0] = lane(0) ^ roundConstant;
  }
};

const RATE = 136; // bytes: 1600 - 2 × 256 bits

const sponge = (message: Uint8Array, domain: number): Uint8Array => {
  const paddedLength = Math.floor(message.length / RATE) * RATE + RATE;
  const padded = new Uint8Array(paddedLength);
  padded.set(message);
  padded[message.length] = (padded[message.length] as number) ^ domain;
  padded[paddedLength - 1] = (padded[paddedLength - 1] as number) ^ 0x80;
  const state = new Array<bigint>(25).fill(0n);
  for (let block = 0; block < paddedLength; block += RATE) {
    for (let i = 0; i < RATE / 8; i++) {
      let value = 0n;
      for (let byte = 7; byte >= 0; byte--)
        value = (value << 8n) | BigInt(padded[block + i * 8 + byte] as number);
      state[i] = (state[i] as bigint) ^ value;
    }
    keccakF(state);
  }
  const out = new Uint8Array(32);
  for (let i = 0; i < 4; i++) {
    let value = state[i] as bigint;
    for (let byte = 0; byte < 8; byte++) {
      out[i * 8 + byte] = Number(value & 0xffn);
      value >>= 8n;
    }
  }
  return out;
};

export const toHex = (bytes: Uint8Array): string =>
  Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');

/** Keccak-256 as Ethereum uses it (domain byte 0x01). */
export const keccak256 = (message: Uint8Array): Uint8Array => sponge(message, 0x01);
/** NIST SHA3-256 (domain byte 0x06): the same permutation, checked against Node's in the tests. */
export const sha3_256 = (message: Uint8Array): Uint8Array => sponge(message, 0x06);
