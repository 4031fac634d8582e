import { QueryClientProvider } from '@tanstack/react-query';
import { Provider } from 'jotai';
import { useState } from 'react';
import { BrowserRouter, HashRouter, Navigate, Route, Routes } from 'react-router-dom';
import { createStandaloneSession } from 'shared-api/standalone-session';
import { StandaloneShell, servedAsFile } from 'shared-ui/standalone-shell';
import InvestorRoutes from '../routes';

/** remote-investor alone: its routes under /dashboard, as the shell mounts them, behind the dev sign-in. Each mount gets a fresh store. */
export function StandaloneRoot() {
  const [session] = useState(() => createStandaloneSession('user'));
  const Router = servedAsFile() ? HashRouter : BrowserRouter;
  return (
    <Provider store={session.store}>
      <QueryClientProvider client={session.queryClient}>
        <StandaloneShell name="remote-investor" session={session}>
          <Router>
            <Routes>
              <Route path="/dashboard/*" element={<InvestorRoutes />} />
              <Route path="*" element={<Navigate to="/dashboard" replace />} />
            </Routes>
          </Router>
        </StandaloneShell>
      </QueryClientProvider>
    </Provider>
  );
}
