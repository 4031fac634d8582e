import { createContext, type ReactNode, useContext, useState } from 'react';
import type { LoadRemoteRoutes } from '../../../lib/remote-types';
import { createRemoteRoutesRegistry, type RemoteRoutesRegistry } from './remote-routes-registry';

const RemoteRoutesContext = createContext<RemoteRoutesRegistry | null>(null);

/** Provides the remotes' routes to every `RemoteArea`; `load` is Module Federation in the browser. */
export function RemoteRoutesProvider({ load, children }: { load: LoadRemoteRoutes; children: ReactNode }) {
  const [registry] = useState(() => createRemoteRoutesRegistry(load));
  return <RemoteRoutesContext.Provider value={registry}>{children}</RemoteRoutesContext.Provider>;
}

export const useRemoteRoutesRegistry = (): RemoteRoutesRegistry => {
  const registry = useContext(RemoteRoutesContext);
  if (!registry) throw new Error('RemoteArea must be rendered inside RemoteRoutesProvider');
  return registry;
};
