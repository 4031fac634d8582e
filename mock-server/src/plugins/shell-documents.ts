/**
 * The shell's page for each area, assembled once per deploy: the inputs (index.html, remotes.json, the
 * manifests of remotes served from this server) are looked at on every request (a stat each), and the
 * document is assembled again only when one of them changed, so a remote redeployed in place, or a new
 * REMOTES_FILE, is in the next page without a restart.
 */
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { type Area, areaOf, remotePreloads } from './remote-preloads';
import { renderShellDocument } from './shell-document';

export interface ShellDocumentsOptions {
  shellDist: string;
  /** The remotes.json file the server serves (REMOTES_FILE, or the build's). */
  remotesFile: string;
  /** The dist/ folder of a remote served by this server (`/remotes/<name>/`), or null. */
  remoteDist: (name: string) => string | null;
}

/** A file's identity for the cache: a deploy replaces the file, which changes its time or size. */
const stamp = async (file: string): Promise<string> => {
  const info = await stat(file);
  return `${file}:${info.mtimeMs}:${info.size}`;
};

const LOCAL_MANIFEST = /^\/remotes\/([a-z][a-z0-9-]*)\/mf-manifest\.json$/;

export interface ShellDocument {
  html: string;
  /** The same, gzip-compressed. */
  gzip: Buffer;
}

/** Builds `(pathname) → document` over the files of one deploy. Rejects when index.html or remotes.json is unreadable. */
export const createShellDocuments = ({ shellDist, remotesFile, remoteDist }: ShellDocumentsOptions) => {
  const template = path.join(shellDist, 'index.html');
  const cache = new Map<Area, { key: string; document: ShellDocument }>();

  /** The file behind a manifest URL when this server serves it, else null (another origin: not read). */
  const localManifest = (url: string): string | null => {
    const name = LOCAL_MANIFEST.exec(url)?.[1];
    const dist = name ? remoteDist(name) : null;
    return dist ? path.join(dist, 'mf-manifest.json') : null;
  };

  return async (pathname: string): Promise<ShellDocument> => {
    const area = areaOf(pathname);
    const remotesJson = await readFile(remotesFile, 'utf8');
    const remotes = JSON.parse(remotesJson) as Record<string, unknown>;
    const manifestUrl = typeof remotes[area] === 'string' ? remotes[area] : null;
    const manifestFile = manifestUrl ? localManifest(manifestUrl) : null;
    const manifestStamp = manifestFile ? await stamp(manifestFile).catch(() => 'missing') : 'none';
    const key = [remotesJson, await stamp(template), manifestStamp].join('\n');
    const cached = cache.get(area);
    if (cached?.key === key) return cached.document;

    const manifestJson = manifestFile ? await readFile(manifestFile, 'utf8').catch(() => null) : null;
    const html = renderShellDocument({
      template: await readFile(template, 'utf8'),
      remotesJson,
      preloads: manifestUrl ? remotePreloads(manifestUrl, manifestJson) : [],
    });
    // Compressed once per deploy, as the build precompresses its other files.
    const document = { html, gzip: gzipSync(html, { level: 9 }) };
    cache.set(area, { key, document });
    return document;
  };
};
