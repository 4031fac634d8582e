/**
 * The one table of front-end apps: container names, dev ports and the path each remote is served under
 * by `npm start` (as if on its own CDN). Read by the rspack helper, the scripts (build, start, dev, test),
 * jest's projects and the browser suite, so adding a remote is one line in `remoteApps` (plus its folder).
 * Plain `.mjs` scripts and jest.config.js load this file through tsx (`tsImport`).
 */
export type RemoteName = 'marketing' | 'investor' | 'admin';

export interface RemoteApp {
  /** Module Federation container name (also the key in remotes.json). */
  name: RemoteName;
  /** npm workspace / folder name. */
  workspace: `remote-${RemoteName}`;
  /** Port of its `rspack serve` dev server. */
  port: number;
  /** Where `npm start` serves its dist/. */
  publicPath: `/remotes/${RemoteName}/`;
}

export const SHELL_PORT = 3000;
export const API_DEV_PORT = 4000;

export const remoteApps: readonly RemoteApp[] = [
  { name: 'marketing', workspace: 'remote-marketing', port: 3001, publicPath: '/remotes/marketing/' },
  { name: 'investor', workspace: 'remote-investor', port: 3002, publicPath: '/remotes/investor/' },
  { name: 'admin', workspace: 'remote-admin', port: 3003, publicPath: '/remotes/admin/' },
];

/** The shell's npm workspace / folder. */
export const SHELL_WORKSPACE = 'shell';

/** The packages every app imports (shared through Module Federation; see shared.ts). */
export const sharedPackages = ['shared-ui', 'shared-api'] as const;

/** Every app that builds a dist/, remotes first (the shell does not need them to build). */
export const buildableApps: readonly string[] = [...remoteApps.map((app) => app.workspace), SHELL_WORKSPACE];

/** Every front-end workspace with jest tests: the shared packages, then the apps. */
export const frontEndWorkspaces: readonly string[] = [...sharedPackages, ...buildableApps];

/** remotes.json: container name → URL of that remote's mf-manifest.json. */
export const remotesManifest = (mode: 'production' | 'development'): Record<string, string> =>
  Object.fromEntries(
    remoteApps.map((app) => [
      app.name,
      mode === 'production'
        ? `${app.publicPath}mf-manifest.json`
        : `http://localhost:${app.port}/mf-manifest.json`,
    ]),
  );
