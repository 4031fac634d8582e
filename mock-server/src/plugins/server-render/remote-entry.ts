/**
 * Where remote-marketing's server container is, and which version of it is deployed: `server/remoteEntry.js`
 * beside the manifest remotes.json names (a relative URL is this server's own), checked at most every
 * `revalidateMs` with a cheap request (its validators from a HEAD; a server without validators is read and
 * hashed). The URL handed to the renderer carries the version, so a redeploy is a new URL and is loaded anew.
 */
import { createHash } from 'node:crypto';

export const SERVER_ENTRY = 'server/remoteEntry.js';

export interface RemoteEntryOptions {
  /** The remotes.json the shell is given (REMOTES_FILE or the build's). */
  readRemotesJson: () => Promise<string>;
  /** This server's own origin (`http://127.0.0.1:3000`), for relative URLs. */
  selfOrigin: () => string;
  revalidateMs: number;
  timeoutMs: number;
  now?: () => number;
}

const shortHash = (text: string | Uint8Array): string =>
  createHash('sha256').update(text).digest('base64url').slice(0, 16);

/** The server entry beside the remote's manifest URL in remotes.json. */
export const serverEntryUrl = (remotesJson: string, remote: string, selfOrigin: string): string => {
  const remotes: unknown = JSON.parse(remotesJson);
  const manifest =
    remotes && typeof remotes === 'object' ? (remotes as Record<string, unknown>)[remote] : null;
  if (typeof manifest !== 'string') throw new Error(`remotes.json names no "${remote}"`);
  return new URL(SERVER_ENTRY, new URL(manifest, `${selfOrigin}/`)).href;
};

const versionOf = async (entry: string, timeoutMs: number): Promise<string> => {
  const head = await fetch(entry, { method: 'HEAD', signal: AbortSignal.timeout(timeoutMs) });
  if (!head.ok) throw new Error(`${entry} answered ${head.status}`);
  const validator = head.headers.get('etag') ?? head.headers.get('last-modified');
  if (validator) return shortHash(validator);
  const body = await fetch(entry, { signal: AbortSignal.timeout(timeoutMs) });
  if (!body.ok) throw new Error(`${entry} answered ${body.status}`);
  return shortHash(new Uint8Array(await body.arrayBuffer()));
};

/** Returns the versioned URL of the remote's server entry (cached for `revalidateMs`). */
export const createRemoteEntryResolver = (remote: string, options: RemoteEntryOptions) => {
  const now = options.now ?? Date.now;
  let cached: { entry: string; versioned: string; checkedAt: number } | null = null;
  return async (): Promise<string> => {
    const entry = serverEntryUrl(await options.readRemotesJson(), remote, options.selfOrigin());
    if (cached && cached.entry === entry && now() - cached.checkedAt < options.revalidateMs) {
      return cached.versioned;
    }
    const version = await versionOf(entry, options.timeoutMs);
    const url = new URL(entry);
    url.searchParams.set('v', version);
    cached = { entry, versioned: url.href, checkedAt: now() };
    return cached.versioned;
  };
};
