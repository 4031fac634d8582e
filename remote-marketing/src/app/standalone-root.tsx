import { QueryClientProvider } from '@tanstack/react-query';
import { Provider } from 'jotai';
import { useState } from 'react';
import { BrowserRouter, HashRouter, Route, Routes } from 'react-router-dom';
import { createStandaloneSession } from 'shared-api/standalone-session';
import { StandaloneShell, servedAsFile } from 'shared-ui/standalone-shell';
import MarketingRoutes from '../routes';

/** remote-marketing alone: the public routes at /, as the shell mounts them (no sign-in needed). Each mount gets a fresh store. */
export function StandaloneRoot() {
  const [session] = useState(() => createStandaloneSession('public'));
  const Router = servedAsFile() ? HashRouter : BrowserRouter;
  return (
    <Provider store={session.store}>
      <QueryClientProvider client={session.queryClient}>
        <StandaloneShell name="remote-marketing" session={session}>
          <Router>
            <Routes>
              <Route path="/*" element={<MarketingRoutes />} />
            </Routes>
          </Router>
        </StandaloneShell>
      </QueryClientProvider>
    </Provider>
  );
}
