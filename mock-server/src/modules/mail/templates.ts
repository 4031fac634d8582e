/** The texts of the platform's own e-mails: one place, plain text. */
import { OTP_TTL_MINUTES } from 'shared-api/contract/auth';
import type { MailMessage } from '../../plugins/mail';

export type CodePurpose = 'verify_email' | 'reset_password';

const codeSubjects: Record<CodePurpose, string> = {
  verify_email: 'Your e-mail verification code',
  reset_password: 'Your password reset code',
};

const codeReasons: Record<CodePurpose, string> = {
  verify_email: 'Use this code to verify your e-mail address',
  reset_password: 'Use this code to reset your password',
};

export const oneTimeCodeMail = (to: string, purpose: CodePurpose, code: string): MailMessage => ({
  to,
  subject: codeSubjects[purpose],
  text: [
    `${codeReasons[purpose]}: ${code}`,
    '',
    `The code is valid for ${OTP_TTL_MINUTES} minutes and can be used once.`,
    'If you did not ask for it, ignore this e-mail: nothing changes on your account.',
  ].join('\n'),
});

export const passwordChangedMail = (to: string): MailMessage => ({
  to,
  subject: 'Your password was changed',
  text: [
    'The password of your account was just changed, and your other sessions were signed out.',
    'If this was not you, reset your password at once and contact support.',
  ].join('\n'),
});

export const identityDecisionMail = (to: string, accepted: boolean): MailMessage =>
  accepted
    ? {
        to,
        subject: 'Your identity is verified',
        text: 'An administrator accepted your identity documents. Your account is now at the highest level.',
      }
    : {
        to,
        subject: 'Your identity verification was not accepted',
        text: [
          'An administrator could not accept your identity documents, and they were deleted.',
          'You may submit them again from your profile: make sure both sides are sharp and fully visible.',
        ].join('\n'),
      };
