/** The ssn as the test apps store it (sealed with the test configuration's DOCUMENT_KEY). */
import { decodeDocumentKey } from '../../src/env/document-key-text';
import { openSsn, sealSsn } from '../../src/modules/identity/ssn';
import { testConfig } from './app';

export const testDocumentKey = (): Buffer => {
  const key = decodeDocumentKey(testConfig().documentKey ?? '');
  if (!key) throw new Error('the test configuration has no document key');
  return key;
};

/** The `ssn_sealed` value of `userId` holding `ssn`. */
export const sealedSsn = (userId: number, ssn: string): Buffer => sealSsn(testDocumentKey(), userId, ssn);

/** The stored ssn of a row, opened with the test key (null when none is stored). */
export const storedSsn = (row: { id: number; ssn_sealed: Uint8Array | null }): string | null =>
  row.ssn_sealed === null ? null : openSsn(testDocumentKey(), row.id, row.ssn_sealed);
