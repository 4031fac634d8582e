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
import { readRenderContext } from './render-context';

export interface MountOptions {
  /** The language and theme the browser starts in. */
  language: Language;
  theme: ThemeMode;
  queryClient: QueryClient;
}

/** `'hydrated'` or `'rendered'` (tests, and the console's story of a page). */
export const mountApp = (
  container: HTMLElement,
  app: ReactNode,
  { language, theme, queryClient }: MountOptions,
): 'hydrated' | 'rendered' => {
  const context = readRenderContext();
  if (context && context.language === language && context.theme === theme && container.firstChild) {
    hydrate(queryClient, context.dehydratedState);
    hydrateRoot(container, app);
    return 'hydrated';
  }
  // Markup in another language or theme is not the page this browser shows: start from an empty root.
  container.replaceChildren();
  createRoot(container).render(app);
  return 'rendered';
};
