/** The investor catalogs (`investor` namespace): loaded lazily, the active language only, when this area is visited. */
import { registerCatalog } from 'shared-ui/i18n';

export const NAMESPACE = 'investor';

registerCatalog(NAMESPACE, (language) => import(`./locales/${language}/investor.json`));
