import { createStore } from 'jotai';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createQueryClient } from 'shared-api/queries/query-client';
import { applyThemeClass, readStoredTheme } from 'shared-api/theme';
import { App } from './app/app';
import { createFederationLoader } from './features/remotes/api/federation-loader';

// Before the first paint: the stored theme's class, so a dark page never flashes light.
applyThemeClass(readStoredTheme());

const federation = createFederationLoader();
// Read /remotes.json while React starts; a failure here is retried by the first remote that loads.
federation.prepare().catch((error: unknown) => console.error('[shell] could not read remotes.json', error));

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

createRoot(container).render(
  <StrictMode>
    <App
      loadRemoteRoutes={federation.loadRemoteRoutes}
      store={createStore()}
      queryClient={createQueryClient()}
    />
  </StrictMode>,
);
