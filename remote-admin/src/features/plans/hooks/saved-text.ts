import { i18n } from 'shared-ui/i18n';
import { NAMESPACE } from '../../../i18n';

export type PlanOutcome = 'created' | 'updated' | 'deleted';

/**
 * The success toast of a plan change (spec §8: the server's message). The server writes English: in
 * English its message is shown as it is; in another language the catalog's text for the same outcome
 * (the layer's rule for errors, `errorText`, applied to a success).
 */
export const savedText = (serverMessage: string, outcome: PlanOutcome): string =>
  i18n.language === 'en' && serverMessage ? serverMessage : i18n.t(`saved.${outcome}`, { ns: NAMESPACE });
