const KEY_BYTES = 32;

/** A 32-byte key written as hex (64 characters) or base64; null for anything else. */
export const decodeDocumentKey = (text: string): Buffer | null => {
  const trimmed = text.trim();
  if (/^[0-9a-f]+$/i.test(trimmed)) {
    return trimmed.length === KEY_BYTES * 2 ? Buffer.from(trimmed, 'hex') : null;
  }
  if (!/^[A-Za-z0-9+/_-]+={0,2}$/.test(trimmed)) return null;
  const key = Buffer.from(trimmed, 'base64');
  return key.length === KEY_BYTES ? key : null;
};

export const DOCUMENT_KEY_BYTES = KEY_BYTES;
