/**
 * The server renderer of the public pages (built for Node into dist/server/server-render.js; mock-server's
 * server-render plugin loads it): the shell's providers and routes at the request's address, in the request's
 * language and theme, with remote-marketing's routes from its server container, rendered once every lazy page
 * and catalog has arrived. Anything that goes wrong throws: the server then sends the page unrendered.
 */
import { type DehydratedState, dehydrate } from '@tanstack/react-query';
import { createStore } from 'jotai';
import { type ComponentType, createContext, type ReactNode, useContext } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { MemoryRouter } from 'react-router-dom';
import { languageAtom } from 'shared-api/language';
import type { Language } from 'shared-api/languages';
import { createQueryClient } from 'shared-api/queries/query-client';
import { type ThemeMode, themeAtom } from 'shared-api/theme';
import { setRenderTimeZone } from 'shared-ui/format';
import { i18n } from 'shared-ui/i18n';
import { ServerStyleSheet } from 'styled-components';
import { App } from './app/app';
import { type FetchPublicData, prefetchPublicData } from './features/server-render/api/public-data';
import { loadMarketingRoutes } from './features/server-render/api/server-remote';
import type { RemoteName } from './lib/remote-types';

export interface ServerRenderRequest {
  /** Path and query of the page (`/about-us`). */
  url: string;
  /** Absolute URL of remote-marketing's server container (`…/server/remoteEntry.js?v=…`). */
  marketingEntry: string;
  language: Language;
  theme: ThemeMode;
  /** The visitor's IANA time zone (their `tz` cookie, else UTC): the page's dates are written in it. */
  timeZone: string;
  fetchData: FetchPublicData;
  /** Aborts the render (the server's deadline). */
  signal?: AbortSignal;
}

export interface ServerRenderResult {
  html: string;
  styleTags: string;
  dehydratedState: DehydratedState;
  language: Language;
  theme: ThemeMode;
  timeZone: string;
}

/** The address being rendered, for the router (a component of its own, not one made per request). */
const RequestUrl = createContext('/');

function RequestRouter({ children }: { children: ReactNode }) {
  return <MemoryRouter initialEntries={[useContext(RequestUrl)]}>{children}</MemoryRouter>;
}

const readAll = async (stream: AsyncIterable<Buffer | string>): Promise<string> => {
  let text = '';
  for await (const chunk of stream) text += typeof chunk === 'string' ? chunk : chunk.toString('utf8');
  return text;
};

/**
 * One render at a time: the formatters and a few components read the language of the one shared i18n
 * instance (shared-ui/i18n), so each render sets it for itself. A render takes tens of milliseconds; one whose
 * deadline passed while it waited is not started.
 */
let queue: Promise<unknown> = Promise.resolve();

export function renderPublicPage(request: ServerRenderRequest): Promise<ServerRenderResult> {
  const turn = queue.then(() => {
    if (request.signal?.aborted) throw request.signal.reason;
    return renderNow(request);
  });
  queue = turn.catch(() => undefined);
  return turn;
}

async function renderNow(request: ServerRenderRequest): Promise<ServerRenderResult> {
  const { url, language, theme, timeZone } = request;
  const pathname = new URL(url, 'http://server.invalid').pathname;
  const [MarketingRoutes, queryClient] = await Promise.all([
    loadMarketingRoutes(request.marketingEntry),
    (async () => {
      const client = createQueryClient({ retry: false });
      await prefetchPublicData(client, pathname, request.fetchData);
      return client;
    })(),
  ]);
  const loadRemoteRoutes = async (name: RemoteName): Promise<ComponentType> => {
    if (name !== 'marketing') throw new Error(`The server renders the public area only, not "${name}"`);
    return MarketingRoutes;
  };
  const store = createStore();
  store.set(languageAtom, language);
  store.set(themeAtom, theme);
  await i18n.changeLanguage(language);
  setRenderTimeZone(timeZone);

  const sheet = new ServerStyleSheet();
  const errors: unknown[] = [];
  try {
    const { prelude } = await prerenderToNodeStream(
      sheet.collectStyles(
        <RequestUrl.Provider value={url}>
          <App
            loadRemoteRoutes={loadRemoteRoutes}
            store={store}
            queryClient={queryClient}
            router={RequestRouter}
          />
        </RequestUrl.Provider>,
      ),
      {
        ...(request.signal ? { signal: request.signal } : {}),
        // Every boundary inline, none outlined: revealing an outlined one takes an inline script, which the
        // page's policy refuses (and a page without JavaScript would never show it).
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        // An error inside a boundary would leave its fallback in the page: the whole render fails instead.
        onError: (error) => {
          errors.push(error);
        },
      },
    );
    const html = await readAll(prelude);
    if (errors.length > 0) throw errors[0];
    return {
      html,
      styleTags: sheet.getStyleTags(),
      dehydratedState: dehydrate(queryClient),
      language,
      theme,
      timeZone,
    };
  } finally {
    sheet.seal();
  }
}
