import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { isAdminAtom } from 'shared-api/session';

/** Admin guard (inside `RequireSession`): a signed-in non-admin goes to /dashboard. */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const isAdmin = useAtomValue(isAdminAtom);
  if (!isAdmin) return <Navigate to="/dashboard" replace />;
  return <>{children}</>;
}
