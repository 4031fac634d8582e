import { createHash, randomBytes } from 'node:crypto';

/** A fresh opaque bearer token (256 bits). */
export const newToken = (): string => randomBytes(32).toString('base64url');

/** Only this digest is stored: a database leak yields no usable token. */
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');
