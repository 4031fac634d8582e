import { QueryClientProvider } from '@tanstack/react-query';
import { Provider } from 'jotai';
import { useState } from 'react';
import { BrowserRouter, HashRouter, Navigate, Route, Routes } from 'react-router-dom';
import { createStandaloneSession } from 'shared-api/standalone-session';
import { StandaloneShell, servedAsFile } from 'shared-ui/standalone-shell';
import AdminRoutes from '../routes';

/** remote-admin alone: its routes under /dashboard/admin, as the shell mounts them, behind the dev sign-in (admins only). Each mount gets a fresh store. */
export function StandaloneRoot() {
  const [session] = useState(() => createStandaloneSession('admin'));
  const Router = servedAsFile() ? HashRouter : BrowserRouter;
  return (
    <Provider store={session.store}>
      <QueryClientProvider client={session.queryClient}>
        <StandaloneShell name="remote-admin" session={session}>
          <Router>
            <Routes>
              <Route path="/dashboard/admin/*" element={<AdminRoutes />} />
              <Route path="*" element={<Navigate to="/dashboard/admin" replace />} />
            </Routes>
          </Router>
        </StandaloneShell>
      </QueryClientProvider>
    </Provider>
  );
}
