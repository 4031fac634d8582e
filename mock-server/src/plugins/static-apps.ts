/**
 * Serves the built front end from the API process (`npm start`): the shell at `/` with a history fallback to
 * its page (index.html with remotes.json inlined and its area's first files preloaded: shell-documents.ts), each remote under `/remotes/<name>/` as if on its own CDN (from `<appsRoot>/remote-<name>/dist`),
 * and `/remotes.json` (the shell's, or `remotesFile` to point the shell at remotes deployed elsewhere without
 * rebuilding it). `/api` is left to the API.
 *
 * Cache policy: the entry points a deploy changes in place (html, mf-manifest.json, remoteEntry.js,
 * remotes.json) are `no-cache`; files with a content hash in their name are cached for a year, immutable.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { contentSecurityPolicy } from './security';
import { createServerRenderer } from './server-render';
import { createShellDocuments } from './shell-documents';

export interface StaticAppsOptions {
  /** Folder holding `shell/` and `remote-*` packages with their `dist/` (the repository root). */
  appsRoot: string;
  /** A remotes.json to serve instead of the shell's own (env REMOTES_FILE). */
  remotesFile?: string;
  /**
   * Answer requests for source maps (`*.map`). Off in production: a map hands out the original sources, and
   * production builds do not reference them anyway (rspack `hidden-source-map`).
   */
  serveSourceMaps?: boolean;
  /** Render the public pages on the server (server-render/; env SSR, on by default). */
  serverRender?: boolean;
}

const gzipAsync = promisify(gzip);

export const NO_CACHE = 'no-cache';
export const IMMUTABLE = 'public, max-age=31536000, immutable';

const entryFiles = new Set(['mf-manifest.json', 'mf-manifest-stats.json', 'remoteEntry.js', 'remotes.json']);
/** `main.3f9a1c0b2d.js`, `assets/logo.0a1b2c3d4e.svg`, `123.abcdef1234.js.map`. */
const hashedName = /\.[0-9a-f]{8,}\.[a-z0-9]+(\.map)?$/i;

/** The Cache-Control value for a served file (its precompressed `.gz`/`.br` twin gets the same). */
export const cacheControlFor = (filePath: string): string => {
  const name = path.basename(filePath).replace(/\.(gz|br)$/, '');
  if (entryFiles.has(name) || name.endsWith('.html')) return NO_CACHE;
  return hashedName.test(name) ? IMMUTABLE : NO_CACHE;
};

const REMOTE_NAME = /^[a-z][a-z0-9-]*$/;
const SOURCE_MAP = /\.map$/i;

/** `/a/b.js?x=1` → `a/b.js` (decoded; `null` when malformed). */
const relativePath = (url: string, prefix: string): string | null => {
  const pathname = url.split('?')[0]?.split('#')[0] ?? '';
  try {
    return decodeURIComponent(pathname.slice(prefix.length));
  } catch {
    return null;
  }
};

/** Stands for this server's own origin while remotes.json's relative URLs are resolved. */
const SELF_BASE = 'http://self.invalid/';

/**
 * The sources a page's policy must allow for the remotes in remotes.json (container name → manifest URL):
 * the origin of each absolute http(s) URL, the host alone for a protocol-relative one (`//cdn.example/…`, which
 * loads over the page's own scheme). Relative URLs are this origin ('self'); anything else is no source.
 */
export const remoteOrigins = (remotesJson: string): string[] => {
  let remotes: unknown;
  try {
    remotes = JSON.parse(remotesJson);
  } catch {
    return [];
  }
  if (!remotes || typeof remotes !== 'object' || Array.isArray(remotes)) return [];
  const origins = new Set<string>();
  for (const value of Object.values(remotes)) {
    if (typeof value !== 'string') continue;
    let url: URL;
    try {
      url = new URL(value, SELF_BASE);
    } catch {
      continue;
    }
    if (url.origin === new URL(SELF_BASE).origin) continue;
    if (url.protocol !== 'http:' && url.protocol !== 'https:') continue;
    origins.add(value.startsWith('//') ? url.host : url.origin);
  }
  return [...origins].sort();
};

/** A navigation (no file extension in the last segment) gets the shell's page. */
const looksLikePage = (relative: string): boolean => !path.posix.basename(relative).includes('.');

async function staticApps(app: FastifyInstance, options: StaticAppsOptions): Promise<void> {
  const appsRoot = path.resolve(options.appsRoot);
  const shellDist = path.join(appsRoot, 'shell', 'dist');
  const remotesFile = options.remotesFile ? path.resolve(options.remotesFile) : undefined;
  const isHidden = (relative: string): boolean => !options.serveSourceMaps && SOURCE_MAP.test(relative);
  const remoteDist = (name: string): string | null => {
    if (!REMOTE_NAME.test(name)) return null;
    const dist = path.join(appsRoot, `remote-${name}`, 'dist');
    return existsSync(dist) ? dist : null;
  };

  await app.register(fastifyStatic, {
    serve: false,
    decorateReply: true,
    cacheControl: false,
    preCompressed: true,
    dotfiles: 'deny',
    index: false,
    setHeaders: (reply, filePath) => {
      reply.header('Cache-Control', cacheControlFor(filePath));
    },
  });

  /** The remotes.json the shell is given: REMOTES_FILE when set (read on each use: a deploy edits it), else the build's. */
  const readRemotesJson = () => readFile(remotesFile ?? path.join(shellDist, 'remotes.json'), 'utf8');

  /**
   * A page (the shell's, a remote's standalone one): a document's security headers, its policy naming the
   * remotes' origins, and the XSRF cookie.
   */
  // Returns nothing: a reply is a thenable, and awaiting one that is not sent yet would never end.
  const setPageHeaders = async (reply: FastifyReply): Promise<void> => {
    const origins = remoteOrigins(await readRemotesJson().catch(() => '{}'));
    await reply.helmet({ contentSecurityPolicy: contentSecurityPolicy(origins) });
    reply.issueXsrfCookie();
    reply.header('Cache-Control', NO_CACHE).type('text/html; charset=utf-8');
  };
  const sendPage = async (reply: FastifyReply, file: string, dist: string) => {
    await setPageHeaders(reply);
    return reply.sendFile(file, dist);
  };

  const renderPage = options.serverRender ? createServerRenderer({ app, appsRoot, readRemotesJson }) : null;
  const shellDocuments = createShellDocuments({
    shellDist,
    remotesFile: remotesFile ?? path.join(shellDist, 'remotes.json'),
    remoteDist,
  });
  /**
   * The shell's page with remotes.json inlined and its area's first files preloaded (shell-documents.ts).
   * Without a readable remotes.json it is the build's page as it is: the shell then fetches /remotes.json,
   * whose error it shows.
   */
  const sendShellPage = async (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const document = await shellDocuments(pathname).catch((error: unknown) => {
      app.log.error({ err: error }, 'the shell page is sent without remotes.json');
      return null;
    });
    if (document === null) return sendPage(reply, 'index.html', shellDist);
    const acceptsGzip = /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
    // The public page rendered into it when the server can (server-render/), else the page as built.
    const rendered = renderPage ? await renderPage(request, document.html) : null;
    await setPageHeaders(reply);
    if (rendered !== null) {
      // The rendered page depends on the language and theme cookies and on Accept-Language.
      reply.header('Vary', 'Accept-Encoding, Cookie, Accept-Language');
      if (!acceptsGzip) return reply.send(rendered);
      return reply.header('Content-Encoding', 'gzip').send(await gzipAsync(rendered));
    }
    reply.header('Vary', 'Accept-Encoding');
    if (!acceptsGzip) return reply.send(document.html);
    return reply.header('Content-Encoding', 'gzip').send(document.gzip);
  };

  /**
   * Files (scripts, manifests, images) go out with few headers: a page load fetches dozens of them, and a
   * document policy or a rate-limit header on each only adds bytes. They are not rate-limited either.
   */
  const assetRoute = { helmet: false, config: { rateLimit: false } } as const;
  const assetHeaders = (reply: FastifyReply) =>
    reply.header('X-Content-Type-Options', 'nosniff').header('Cross-Origin-Resource-Policy', 'cross-origin');

  app.get('/remotes.json', assetRoute, async (_request, reply) => {
    assetHeaders(reply);
    if (!remotesFile) return reply.sendFile('remotes.json', shellDist);
    try {
      const text = await readRemotesJson();
      JSON.parse(text);
      return reply.header('Cache-Control', NO_CACHE).type('application/json; charset=utf-8').send(text);
    } catch (error) {
      app.log.error({ err: error, remotesFile }, 'REMOTES_FILE cannot be read as JSON');
      return reply
        .code(500)
        .header('Cache-Control', NO_CACHE)
        .send({ code: 'internal_error', message: 'remotes.json is unavailable' });
    }
  });

  app.get(
    '/remotes/:name/*',
    assetRoute,
    async (request: FastifyRequest<{ Params: { name: string } }>, reply) => {
      const dist = remoteDist(request.params.name);
      const relative = relativePath(request.url, `/remotes/${request.params.name}/`);
      if (!dist || !relative || isHidden(relative)) return reply.callNotFound();
      if (relative.endsWith('.html')) return sendPage(reply, relative, dist);
      assetHeaders(reply);
      return reply.sendFile(relative, dist);
    },
  );

  app.get('/*', assetRoute, async (request, reply) => {
    const relative = relativePath(request.url, '/');
    if (relative === null) return reply.callNotFound();
    if (relative === 'api' || relative.startsWith('api/') || relative.startsWith('remotes/')) {
      return reply.callNotFound();
    }
    if (relative === '' || relative === 'index.html' || looksLikePage(relative)) {
      return sendShellPage(request, reply);
    }
    // The shell's server renderer is the server's code, not the browser's.
    if (isHidden(relative) || relative.startsWith('server/')) return reply.callNotFound();
    assetHeaders(reply);
    return reply.sendFile(relative, shellDist);
  });
}

export default fp(staticApps, { name: 'static-apps', fastify: '5.x' });
