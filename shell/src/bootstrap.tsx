import { createStore } from 'jotai';
import { StrictMode } from 'react';
import { applyLanguageAttribute, initialLanguage } from 'shared-api/language';
import {
  LANGUAGE_COOKIE,
  THEME_COOKIE,
  TIME_ZONE_COOKIE,
  writePreferenceCookie,
} from 'shared-api/preference-cookie';
import { createQueryClient } from 'shared-api/queries/query-client';
import { applyThemeClass, readStoredTheme } from 'shared-api/theme';
import { viewerTimeZone } from 'shared-ui/format';
import { loadLanguage } from 'shared-ui/i18n';
import { App } from './app/app';
import { createFederationLoader } from './features/remotes/api/federation-loader';
import { mountApp } from './features/server-render/api/mount-app';
import { SHELL_NAMESPACES } from './i18n';

// Before the first paint: the stored theme's class, so a dark page never flashes light.
const theme = readStoredTheme();
applyThemeClass(theme);
// The language too: the stored choice, else the browser's; the page renders once its catalogs are here,
// so it never shows English first.
const language = initialLanguage();
applyLanguageAttribute(language);
const catalogs = loadLanguage(language, SHELL_NAMESPACES);
// The server renders the next page in these (it cannot read localStorage nor the system's theme).
writePreferenceCookie(LANGUAGE_COOKIE, language);
writePreferenceCookie(THEME_COOKIE, theme);
writePreferenceCookie(TIME_ZONE_COOKIE, viewerTimeZone());

const federation = createFederationLoader();
// Read /remotes.json while React starts; a failure here is retried by the first remote that loads.
federation.prepare().catch((error: unknown) => console.error('[shell] could not read remotes.json', error));

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

const queryClient = createQueryClient();
// Hydrates the server's markup when there is some for this language and theme, else renders.
const render = () =>
  mountApp(
    container,
    <StrictMode>
      <App loadRemoteRoutes={federation.loadRemoteRoutes} store={createStore()} queryClient={queryClient} />
    </StrictMode>,
    {
      language: initialLanguage,
      theme: readStoredTheme,
      timeZone: viewerTimeZone,
      queryClient,
      prepareHydration: () => federation.loadRemoteRoutes('marketing'),
    },
  );
// A catalog that cannot be loaded is retried by the first screen that needs it (Suspense): render anyway.
catalogs.then(render, (error: unknown) => {
  console.error('[shell] could not load the catalogs', error);
  render();
});
