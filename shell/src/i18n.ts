/** The shell's catalogs (`shell` namespace): loaded lazily, the active language only (shared-ui/i18n). */
import { registerCatalog } from 'shared-ui/i18n';

registerCatalog('shell', (language) => import(`./locales/${language}/shell.json`));

/** What every page of the shell shows from its first paint: the chrome's and the kit's catalogs. */
export const SHELL_NAMESPACES = ['shell', 'ui'] as const;
