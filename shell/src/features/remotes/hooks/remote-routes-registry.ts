import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import type { LoadRemoteRoutes, RemoteName } from '../../../lib/remote-types';

export type RemoteRoutesComponent = LazyExoticComponent<ComponentType>;

export interface RemoteRoutesRegistry {
  /** The lazy routes component of a remote: created on first use, then kept, so revisits don't suspend. */
  get: (name: RemoteName) => RemoteRoutesComponent;
  /** Drops the remote's component so the next `get` loads it again (after a failure). */
  forget: (name: RemoteName) => void;
}

export const createRemoteRoutesRegistry = (load: LoadRemoteRoutes): RemoteRoutesRegistry => {
  const components = new Map<RemoteName, RemoteRoutesComponent>();
  return {
    get(name) {
      let component = components.get(name);
      if (!component) {
        component = lazy(async () => ({ default: await load(name) }));
        components.set(name, component);
      }
      return component;
    },
    forget(name) {
      components.delete(name);
    },
  };
};
