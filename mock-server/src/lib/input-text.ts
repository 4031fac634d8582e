/**
 * The one rule every string that enters the API obeys, wherever it comes from (JSON body, query, path,
 * multipart field): no U+0000 and no UTF-16 surrogate without its pair. PostgreSQL cannot store either in
 * text, and no person types them, so they are refused at the door with a 400 instead of failing deep inside.
 */

/** A high surrogate not followed by a low one, or a low surrogate not preceded by a high one. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const isStorableText = (value: string): boolean =>
  !value.includes('\u0000') && !LONE_SURROGATE.test(value);

/** Deep enough for any body the contract accepts; deeper input is refused by the schemas anyway. */
const MAX_DEPTH = 32;

/**
 * The dotted path of the first string (value or object key) in `value` that is not storable text, `''` for
 * the value itself, or null when every string is fine.
 */
export const unstorableTextPath = (value: unknown, depth = 0): string | null => {
  if (typeof value === 'string') return isStorableText(value) ? null : '';
  if (typeof value !== 'object' || value === null || depth > MAX_DEPTH) return null;
  const entries: Array<[string, unknown]> = Array.isArray(value)
    ? value.map((item, index) => [String(index), item])
    : Object.entries(value);
  for (const [key, item] of entries) {
    if (!isStorableText(key)) return key.replace(/[^\w]/g, '?');
    const inner = unstorableTextPath(item, depth + 1);
    if (inner !== null) return inner ? `${key}.${inner}` : key;
  }
  return null;
};

/** What the caller is told: which field, and what to do about it. */
export const unstorableTextMessage = (field: string): string =>
  `${field ? `The field "${field}"` : 'The request'} contains a character that is not allowed (a NUL character or an unpaired surrogate). Remove it and try again.`;
