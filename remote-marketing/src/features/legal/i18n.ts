/**
 * The documents' own catalogs (`marketing-legal` namespace): long texts that only their readers download,
 * not every visitor of the home or sign-in page (the first-load budgets). Imported by the documents' chunk.
 */
import { registerCatalog } from 'shared-ui/i18n';

export const LEGAL_NAMESPACE = 'marketing-legal';

registerCatalog(LEGAL_NAMESPACE, (language) => import(`../../locales/${language}/marketing-legal.json`));
