/** The admin catalogs (`admin` namespace): loaded lazily, the active language only, when this area is visited. */
import { registerCatalog } from 'shared-ui/i18n';

export const NAMESPACE = 'admin';

registerCatalog(NAMESPACE, (language) => import(`./locales/${language}/admin.json`));
