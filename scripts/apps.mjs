/**
 * build/apps.ts for plain Node scripts and jest.config.js (Node 20 cannot import TypeScript by itself):
 * loaded through tsx, so the table stays in one typed file.
 */
import { tsImport } from 'tsx/esm/api';

/** @type {typeof import('../build/apps.ts')} */
const apps = await tsImport('../build/apps.ts', import.meta.url);

export const { remoteApps, buildableApps, frontEndWorkspaces, sharedPackages, SHELL_WORKSPACE } = apps;
