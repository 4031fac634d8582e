import { randomInt } from 'node:crypto';

/** No 0/O or 1/I/L: a referral ID is read aloud and typed by hand. */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const LENGTH = 8;
const ATTEMPTS = 10;

const candidate = () => Array.from({ length: LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');

/** A referral ID nobody has yet (31^8 ≈ 8.5e11 possibilities, so a retry is already rare). */
export const newReferralId = async (isTaken: (id: string) => Promise<boolean>): Promise<string> => {
  for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
    const id = candidate();
    if (!(await isTaken(id))) return id;
  }
  throw new Error('could not find a free referral id');
};
