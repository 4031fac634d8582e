/** Reading an outside data provider: bounded in time and size, so a slow or huge answer cannot hurt us. */

/** No provider answer we use is anywhere near this; more is garbage. */
export const MAX_PROVIDER_BYTES = 2 * 1024 * 1024;

export class ProviderError extends Error {
  override readonly name = 'ProviderError';
}

const readCapped = async (response: Response, maxBytes: number): Promise<string> => {
  const declared = Number(response.headers.get('content-length'));
  if (declared > maxBytes) throw new ProviderError(`answer of ${declared} bytes is too large`);
  if (!response.body) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel();
      throw new ProviderError('answer is too large');
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
};

/** GET `url` and parse its JSON; throws on timeout, network failure, a non-2xx status or a non-JSON body. */
export const fetchProviderJson = async (url: string, timeoutMs: number): Promise<unknown> => {
  const response = await fetch(url, {
    headers: { accept: 'application/json' },
    signal: AbortSignal.timeout(timeoutMs),
  });
  if (!response.ok) {
    await response.body?.cancel();
    throw new ProviderError(`provider answered ${response.status}`);
  }
  const text = await readCapped(response, MAX_PROVIDER_BYTES);
  try {
    return JSON.parse(text);
  } catch {
    throw new ProviderError('provider answer is not JSON');
  }
};
