import type { MailTexts } from './types';

export const en: MailTexts = {
  codes: {
    verify_email: {
      subject: 'Your e-mail verification code',
      code: (code) => `Use this code to verify your e-mail address: ${code}`,
      link: (url) => `Or open this link while signed in: ${url}`,
    },
    reset_password: {
      subject: 'Your password reset code',
      code: (code) => `Use this code to reset your password: ${code}`,
      link: (url) => `Or open this link to choose a new password: ${url}`,
    },
  },
  codeValidity: (minutes) =>
    `The code is valid for ${minutes} ${minutes === 1 ? 'minute' : 'minutes'} and can be used once.`,
  notRequested: 'If you did not ask for it, ignore this e-mail: nothing changes on your account.',
  passwordChanged: {
    subject: 'Your password was changed',
    lines: [
      'The password of your account was just changed, and your other sessions were signed out.',
      'If this was not you, reset your password at once and contact support.',
    ],
  },
  identityAccepted: {
    subject: 'Your identity is verified',
    lines: ['An administrator accepted your identity documents. Your account is now at the highest level.'],
  },
  identityRejected: {
    subject: 'Your identity verification was not accepted',
    lines: [
      'An administrator could not accept your identity documents, and they were deleted.',
      'You may submit them again from your profile: make sure both sides are sharp and fully visible.',
    ],
  },
  custom: {
    greeting: (firstname) => (firstname ? `Hello ${firstname},` : 'Hello,'),
    signature: 'The Vestora team',
    reason: 'You receive this e-mail because you have an account at Vestora.',
  },
};
