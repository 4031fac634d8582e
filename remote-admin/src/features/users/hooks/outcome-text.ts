import { i18n } from 'shared-ui/i18n';
import { NAMESPACE } from '../../../i18n';

/**
 * The success toast of a user action (spec §8: the server's message). The server writes English: in English
 * its message is shown as it is; in another language the catalog's text for the same outcome.
 */
export const outcomeText = (serverMessage: string, outcome: string): string =>
  i18n.language === 'en' && serverMessage
    ? serverMessage
    : i18n.t(`users.outcome.${outcome}`, { ns: NAMESPACE });
