/** The marketing catalogs (`marketing` namespace): loaded lazily, the active language only, when this area is visited. */
import { registerCatalog } from 'shared-ui/i18n';

export const NAMESPACE = 'marketing';

/**
 * The texts of the home page's sections below the fold: a catalog of its own, downloaded with those
 * sections (when the visitor scrolls to them), so the other public pages do not carry them.
 */
export const HOME_NAMESPACE = 'marketing-home';

registerCatalog(NAMESPACE, (language) => import(`./locales/${language}/marketing.json`));
registerCatalog(HOME_NAMESPACE, (language) => import(`./locales/${language}/marketing-home.json`));
