/**
 * The platform's own e-mails, plain text, written in the recipient's language (the profile's `language`;
 * the texts themselves are in ./locales, one file per language).
 */
import { OTP_TTL_MINUTES } from 'shared-api/contract/auth';
import type { Language } from 'shared-api/languages';
import type { MailMessage } from '../../plugins/mail';
import { type CodePurpose, type MailTexts, mailTexts } from './locales';

export type { CodePurpose };

/** Who an e-mail goes to, and the language it is written in. */
export interface Recipient {
  email: string;
  language: Language;
}

/** Screens a code's link opens (the spec's routes), with the code (and for a reset the address) filled in. */
export const codeLink = (publicUrl: string, purpose: CodePurpose, email: string, code: string): string => {
  const url =
    purpose === 'verify_email'
      ? new URL('/dashboard/profile/verify-email-address/confirm-code', publicUrl)
      : new URL('/reset-user-password', publicUrl);
  if (purpose === 'reset_password') url.searchParams.set('email', email);
  url.searchParams.set('code', code);
  return url.toString();
};

const textsFor = (recipient: Recipient): MailTexts => mailTexts[recipient.language] ?? mailTexts.en;

export const oneTimeCodeMail = (
  recipient: Recipient,
  purpose: CodePurpose,
  code: string,
  publicUrl: string,
): MailMessage => {
  const texts = textsFor(recipient);
  const purposeTexts = texts.codes[purpose];
  return {
    to: recipient.email,
    subject: purposeTexts.subject,
    text: [
      purposeTexts.code(code),
      '',
      purposeTexts.link(codeLink(publicUrl, purpose, recipient.email, code)),
      '',
      texts.codeValidity(OTP_TTL_MINUTES),
      texts.notRequested,
    ].join('\n'),
  };
};

export const passwordChangedMail = (recipient: Recipient): MailMessage => {
  const { subject, lines } = textsFor(recipient).passwordChanged;
  return { to: recipient.email, subject, text: lines.join('\n') };
};

export const identityDecisionMail = (recipient: Recipient, accepted: boolean): MailMessage => {
  const texts = textsFor(recipient);
  const { subject, lines } = accepted ? texts.identityAccepted : texts.identityRejected;
  return { to: recipient.email, subject, text: lines.join('\n') };
};

/**
 * An administrator's own message, as written, in a frame (greeting, signature, why it was sent) in the
 * recipient's language.
 */
export const customMail = (
  recipient: Recipient & { firstname: string | null },
  subject: string,
  body: string,
): MailMessage => {
  const { custom } = textsFor(recipient);
  return {
    to: recipient.email,
    subject,
    text: [custom.greeting(recipient.firstname), '', body, '', custom.signature, '--', custom.reason].join(
      '\n',
    ),
  };
};
