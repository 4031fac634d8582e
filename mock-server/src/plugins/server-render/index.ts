/**
 * Server rendering of the public pages (`npm start`, SERVE_APPS; off with SSR=0). For a navigation outside
 * /dashboard, the shell's server renderer (shell/dist/server/server-render.cjs, required once) renders the page
 * with remote-marketing's server container, loaded from the URL remotes.json gives (see remote-entry.ts), and
 * the page's public data answered in-process (`app.inject`). The result goes into the shell's index.html
 * (shell-page.ts). Whatever fails, or takes longer than the deadline, the caller sends the unrendered page,
 * which the browser renders as before: a failed render is logged (once per reason), never an error page.
 */

import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Language } from 'shared-api/languages';
import { pagePreferences, type ThemeMode } from './preferences';
import { createRemoteEntryResolver } from './remote-entry';
import { type RenderedPage, withServerRender } from './shell-page';

/** What shell/src/server-render.tsx exports (built separately: its types are restated here). */
interface ShellRenderer {
  renderPublicPage: (request: {
    url: string;
    marketingEntry: string;
    language: Language;
    theme: ThemeMode;
    fetchData: (path: string) => Promise<unknown>;
    signal?: AbortSignal;
  }) => Promise<RenderedPage>;
}

export interface ServerRenderOptions {
  app: FastifyInstance;
  /** The repository root (holds `shell/dist/server/`). */
  appsRoot: string;
  readRemotesJson: () => Promise<string>;
  /** A page not rendered within this is sent unrendered. */
  deadlineMs?: number;
  /** How long a checked version of the remote's server container is trusted before checking again. */
  revalidateMs?: number;
}

export const DEFAULT_DEADLINE_MS = 1500;
export const DEFAULT_REVALIDATE_MS = 2000;
/** Distinct failure reasons logged at most (one line each), so a broken deploy does not flood the log. */
const MAX_REPORTED = 50;

/** Public navigations are rendered; the dashboard needs the session, which only the browser has. */
export const isServerRendered = (pathname: string): boolean =>
  pathname !== '/dashboard' && !pathname.startsWith('/dashboard/');

const originOf = (address: string | AddressInfo | null): string => {
  if (!address || typeof address === 'string') throw new Error('The server is not listening');
  const host =
    address.address === '0.0.0.0' || address.address === '::'
      ? '127.0.0.1'
      : address.family === 'IPv6'
        ? `[${address.address}]`
        : address.address;
  return `http://${host}:${address.port}`;
};

const isShellRenderer = (value: unknown): value is ShellRenderer =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Partial<ShellRenderer>).renderPublicPage === 'function';

export const createServerRenderer = ({
  app,
  appsRoot,
  readRemotesJson,
  deadlineMs = DEFAULT_DEADLINE_MS,
  revalidateMs = DEFAULT_REVALIDATE_MS,
}: ServerRenderOptions) => {
  const rendererFile = path.join(appsRoot, 'shell', 'dist', 'server', 'server-render.cjs');
  let renderer: Promise<ShellRenderer> | null = null;
  const loadRenderer = (): Promise<ShellRenderer> => {
    renderer ??= (async () => {
      // The federation runtime starts asynchronously: the module's exports are a promise of them.
      const exported: unknown = await createRequire(import.meta.url)(rendererFile);
      if (!isShellRenderer(exported)) throw new Error(`${rendererFile} exports no renderPublicPage`);
      return exported;
    })().catch((error: unknown) => {
      renderer = null;
      throw error;
    });
    return renderer;
  };
  const marketingEntry = createRemoteEntryResolver('marketing', {
    readRemotesJson,
    selfOrigin: () => originOf(app.server.address()),
    revalidateMs,
    timeoutMs: deadlineMs,
  });

  /** A public GET answered in-process, as the visitor (their address counts against their own rate limit). */
  const fetchData = async (request: FastifyRequest, url: string): Promise<unknown> => {
    const response = await app.inject({ method: 'GET', url, remoteAddress: request.ip });
    if (response.statusCode !== 200) throw new Error(`GET ${url} answered ${response.statusCode}`);
    return response.json();
  };

  const reported = new Set<string>();
  const report = (error: unknown, url: string) => {
    const reason = error instanceof Error ? error.message : String(error);
    if (reported.has(reason) || reported.size >= MAX_REPORTED) return;
    reported.add(reason);
    app.log.warn({ err: error, url }, 'server rendering failed: the page is sent for the browser to render');
  };

  // The first render loads the renderer, the remote's container and the catalogs (seconds on a busy
  // machine, past the deadline): done once the server listens, so that the first visitor gets a rendered page.
  app.addHook('onListen', async () => {
    void Promise.all([loadRenderer(), marketingEntry()])
      .then(([shell, entry]) =>
        shell.renderPublicPage({
          url: '/',
          marketingEntry: entry,
          language: 'en',
          theme: 'light',
          fetchData: async () => {
            throw new Error('no data while warming up');
          },
        }),
      )
      .catch((error: unknown) => report(error, '/ (warming up)'));
  });

  /** The shell page with the rendered page in it, or null (not a server-rendered path, or it failed). */
  return async (request: FastifyRequest, shellHtml: string): Promise<string | null> => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (!isServerRendered(pathname)) return null;
    const controller = new AbortController();
    const deadline = new Promise<never>((_resolve, reject) => {
      controller.signal.addEventListener('abort', () => reject(controller.signal.reason), { once: true });
    });
    const timer = setTimeout(
      () => controller.abort(new Error(`server rendering took longer than ${deadlineMs} ms`)),
      deadlineMs,
    );
    try {
      const render = async () => {
        const [shell, entry] = await Promise.all([loadRenderer(), marketingEntry()]);
        const preferences = pagePreferences(request.cookies, request.headers['accept-language']);
        return shell.renderPublicPage({
          url: request.url,
          marketingEntry: entry,
          ...preferences,
          fetchData: (url) => fetchData(request, url),
          signal: controller.signal,
        });
      };
      const page = await Promise.race([render(), deadline]);
      return withServerRender(shellHtml, page);
    } catch (error) {
      report(error, request.url);
      return null;
    } finally {
      clearTimeout(timer);
      // A render still running after the deadline is stopped.
      controller.abort();
    }
  };
};
