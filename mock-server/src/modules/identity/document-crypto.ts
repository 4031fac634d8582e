import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

const ALGORITHM = 'aes-256-gcm';
const IV_BYTES = 12;

export interface SealedDocument {
  iv: Uint8Array;
  auth_tag: Uint8Array;
  ciphertext: Uint8Array;
}

/** Binds a ciphertext to its row: a document copied onto another user or side no longer decrypts. */
const associatedData = (userId: number, side: string) => Buffer.from(`identity-document:${userId}:${side}`);

export const sealDocument = (key: Buffer, userId: number, side: string, plain: Buffer): SealedDocument => {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv(ALGORITHM, key, iv);
  cipher.setAAD(associatedData(userId, side));
  const ciphertext = Buffer.concat([cipher.update(plain), cipher.final()]);
  return { iv, auth_tag: cipher.getAuthTag(), ciphertext };
};

/** Throws when the key is wrong or the stored bytes were altered (GCM authentication). */
export const openDocument = (key: Buffer, userId: number, side: string, sealed: SealedDocument): Buffer => {
  const decipher = createDecipheriv(ALGORITHM, key, sealed.iv);
  decipher.setAAD(associatedData(userId, side));
  decipher.setAuthTag(sealed.auth_tag);
  return Buffer.concat([decipher.update(sealed.ciphertext), decipher.final()]);
};
