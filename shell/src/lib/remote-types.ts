import type { ComponentType } from 'react';

/** The remotes the shell mounts (keys of remotes.json, container names in build/apps.ts). */
export type RemoteName = 'marketing' | 'investor' | 'admin';

/** What a remote's `./routes` module exports: a component rendering relative `<Routes>`. */
export interface RemoteRoutesModule {
  default: ComponentType;
}

/**
 * Loads one remote's routes component. The browser uses Module Federation; tests inject their own.
 * Calling it again after a rejection is a new attempt.
 */
export type LoadRemoteRoutes = (name: RemoteName) => Promise<ComponentType>;
