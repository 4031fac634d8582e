/**
 * What to preload for a page of the shell: the remote its path belongs to (the shell's routing by area) and,
 * from that remote's mf-manifest.json, its `remoteEntry.js` and the chunks of its exposed `./routes`: the
 * files the federation runtime would otherwise only ask for one after the other, after the shell has started.
 */
import type { Preload } from './shell-document';

export type Area = 'marketing' | 'investor' | 'admin';

/** The remote that renders `pathname` (shell/src/app/router.tsx and dashboard-area.tsx). */
export const areaOf = (pathname: string): Area => {
  if (/^\/dashboard\/admin(\/|$)/.test(pathname)) return 'admin';
  if (/^\/dashboard(\/|$)/.test(pathname)) return 'investor';
  return 'marketing';
};

/** Stands for this server's origin while a relative manifest URL is resolved. */
const SELF_BASE = 'http://self.invalid/';

/** The parts of mf-manifest.json read here. */
interface RemoteManifest {
  metaData?: { remoteEntry?: { name?: unknown; path?: unknown }; publicPath?: unknown };
  exposes?: { path?: unknown; assets?: { js?: { sync?: unknown } } }[];
}

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

/**
 * The preloads for one remote, its files resolved against the manifest's URL as the runtime does for a
 * `publicPath: 'auto'` build. Nothing but the manifest when the manifest is not known (or not as expected):
 * a wrong preload costs a download for nothing.
 */
export const remotePreloads = (manifestUrl: string, manifestJson: string | null): Preload[] => {
  const preloads: Preload[] = [{ href: manifestUrl, as: 'fetch' }];
  if (manifestJson === null) return preloads;
  let manifest: RemoteManifest;
  try {
    manifest = JSON.parse(manifestJson) as RemoteManifest;
  } catch {
    return preloads;
  }
  const { remoteEntry, publicPath } = manifest.metaData ?? {};
  if (publicPath !== 'auto' || typeof remoteEntry?.name !== 'string') return preloads;
  // Resolved the way the runtime does: relative to the manifest, keeping its origin (or none, when relative).
  const base = new URL(manifestUrl, SELF_BASE);
  const resolve = (file: string): string => {
    const url = new URL(file, base);
    if (url.origin === new URL(SELF_BASE).origin) return url.pathname;
    // Protocol-relative stays so: it loads over the page's own scheme.
    return manifestUrl.startsWith('//') ? `//${url.host}${url.pathname}` : url.href;
  };
  const entryPath = typeof remoteEntry.path === 'string' && remoteEntry.path ? `${remoteEntry.path}/` : '';
  preloads.push({ href: resolve(`${entryPath}${remoteEntry.name}`), as: 'script' });
  const routes = manifest.exposes?.find((expose) => expose.path === './routes');
  for (const file of strings(routes?.assets?.js?.sync)) preloads.push({ href: resolve(file), as: 'script' });
  return preloads;
};
