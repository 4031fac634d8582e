/** The marketing catalogs (`marketing` namespace): loaded lazily, the active language only, when this area is visited. */
import { registerCatalog } from 'shared-ui/i18n';

export const NAMESPACE = 'marketing';

registerCatalog(NAMESPACE, (language) => import(`./locales/${language}/marketing.json`));
