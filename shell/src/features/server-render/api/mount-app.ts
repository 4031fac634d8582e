/**
 * Starts React in the browser: hydrates the page the server rendered when the browser's language and theme are
 * the ones it was rendered in (its query cache first, so the first render shows the same data), else renders
 * from scratch as a page without server markup.
 */
import { hydrate, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import type { Language } from 'shared-api/languages';
import type { ThemeMode } from 'shared-api/theme';
import { isPseudoLocale } from 'shared-ui/i18n';
import { readRenderContext } from './render-context';

export interface MountOptions {
  /** The language and theme the browser shows now (read again: another tab may change them meanwhile). */
  language: () => Language;
  theme: () => ThemeMode;
  /** The browser's time zone: the server wrote the page's dates in the one its cookie named. */
  timeZone: () => string;
  queryClient: QueryClient;
  /**
   * Loads what the page's first render needs (the remote's routes) before hydrating, so the server's markup is
   * hydrated at once instead of waiting, inert, for the remote's code; after a failure the page is rendered.
   */
  prepareHydration?: () => Promise<unknown>;
}

/** Resolves to `'hydrated'` or `'rendered'`. */
export const mountApp = async (
  container: HTMLElement,
  app: ReactNode,
  { language, theme, timeZone, queryClient, prepareHydration }: MountOptions,
): Promise<'hydrated' | 'rendered'> => {
  const context = readRenderContext();
  // The tests' pseudo-locale wraps every string in the browser only: such a page is never the server's.
  const sameAsServer = () =>
    context !== null &&
    context.language === language() &&
    context.theme === theme() &&
    context.timeZone === timeZone() &&
    !isPseudoLocale();
  if (context && sameAsServer() && container.firstChild) {
    // A remote that cannot be loaded shows the retry panel instead of the server's page: rendered, not hydrated.
    const prepared = await (prepareHydration?.() ?? Promise.resolve()).then(
      () => true,
      () => false,
    );
    // Checked again: a choice made in another tab while the remote loaded is not what the server rendered.
    if (prepared && sameAsServer()) {
      hydrate(queryClient, context.dehydratedState);
      hydrateRoot(container, app, {
        onRecoverableError: (error) => {
          // The language or theme changed (another tab) before every part of the page was hydrated: React
          // renders those parts again in the new one, as it should. Anything else is reported as React would.
          if (!sameAsServer()) return;
          if (typeof globalThis.reportError === 'function') globalThis.reportError(error);
          else console.error(error);
        },
      });
      return 'hydrated';
    }
  }
  // Markup in another language or theme is not the page this browser shows: start from an empty root.
  container.replaceChildren();
  createRoot(container).render(app);
  return 'rendered';
};
