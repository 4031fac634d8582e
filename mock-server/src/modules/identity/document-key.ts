import { randomBytes } from 'node:crypto';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../../config';

import { decodeDocumentKey as decodeKey, DOCUMENT_KEY_BYTES as KEY_BYTES } from '../../env/document-key-text';

export const KEY_FILE = 'document.key';

const isAlreadyThere = (error: unknown) =>
  typeof error === 'object' && error !== null && 'code' in error && error.code === 'EEXIST';

/**
 * The AES-256 key of the identity documents and the ssn: DOCUMENT_KEY (hex or base64) when set; otherwise a
 * key generated once into `<dataDir>/document.key`, readable by the owner only (the embedded default only:
 * the configuration refuses to start on PostgreSQL or in production without DOCUMENT_KEY, since instances
 * sharing a database must share the key); a throwaway key for an in-memory database, whose data dies with it.
 */
export const loadDocumentKey = async (
  config: Pick<Config, 'documentKey' | 'dataDir'> & Partial<Pick<Config, 'databaseUrl' | 'production'>>,
): Promise<Buffer> => {
  if (config.documentKey) {
    const key = decodeKey(config.documentKey);
    if (!key) throw new Error('DOCUMENT_KEY must be 32 bytes, written as hex (64 characters) or base64');
    return key;
  }
  if (config.databaseUrl || config.production) {
    throw new Error('DOCUMENT_KEY is required with DATABASE_URL or NODE_ENV=production');
  }
  if (config.dataDir.startsWith('memory://')) return randomBytes(KEY_BYTES);

  await mkdir(config.dataDir, { recursive: true });
  const file = path.join(config.dataDir, KEY_FILE);
  try {
    // 'wx': only the first instance to start writes it; the others read what it wrote.
    await writeFile(file, randomBytes(KEY_BYTES).toString('hex'), { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if (!isAlreadyThere(error)) throw error;
  }
  await chmod(file, 0o600);
  const key = decodeKey(await readFile(file, 'utf8'));
  if (!key) throw new Error(`${file} does not hold a 32-byte key`);
  return key;
};
