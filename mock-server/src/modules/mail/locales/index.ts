import type { Language } from 'shared-api/languages';
import { de } from './de';
import { en } from './en';
import { es } from './es';
import { fr } from './fr';
import { it } from './it';
import { nl } from './nl';
import { pl } from './pl';
import type { MailTexts } from './types';
import { zhCN } from './zh-CN';

/** The e-mail texts of every platform language (a Record, so a missing language does not compile). */
export const mailTexts: Record<Language, MailTexts> = { en, fr, it, es, de, nl, pl, 'zh-CN': zhCN };

export type { CodePurpose, MailTexts } from './types';
