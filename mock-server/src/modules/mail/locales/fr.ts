import type { MailTexts } from './types';

/** French puts a no-break space before a colon. */
const colon = '\u00a0:';

export const fr: MailTexts = {
  codes: {
    verify_email: {
      subject: 'Votre code de vérification d’adresse e-mail',
      code: (code) => `Utilisez ce code pour vérifier votre adresse e-mail${colon} ${code}`,
      link: (url) => `Vous pouvez aussi ouvrir ce lien une fois connecté${colon} ${url}`,
    },
    reset_password: {
      subject: 'Votre code de réinitialisation du mot de passe',
      code: (code) => `Utilisez ce code pour réinitialiser votre mot de passe${colon} ${code}`,
      link: (url) => `Vous pouvez aussi ouvrir ce lien pour choisir un nouveau mot de passe${colon} ${url}`,
    },
  },
  codeValidity: (minutes) =>
    `Le code est valable ${minutes} ${minutes < 2 ? 'minute' : 'minutes'} et ne peut servir qu’une seule fois.`,
  notRequested: `Si vous n’êtes pas à l’origine de cette demande, ignorez cet e-mail${colon} rien ne change sur votre compte.`,
  passwordChanged: {
    subject: 'Votre mot de passe a été modifié',
    lines: [
      'Le mot de passe de votre compte vient d’être modifié, et vos autres sessions ont été déconnectées.',
      'Si vous n’êtes pas à l’origine de ce changement, réinitialisez votre mot de passe sans attendre et contactez le support.',
    ],
  },
  identityAccepted: {
    subject: 'Votre identité est vérifiée',
    lines: [
      'Un administrateur a accepté vos pièces d’identité. Votre compte a désormais atteint le niveau le plus élevé.',
    ],
  },
  identityRejected: {
    subject: 'Votre vérification d’identité n’a pas été acceptée',
    lines: [
      'Un administrateur n’a pas pu accepter vos pièces d’identité, qui ont été supprimées.',
      `Vous pouvez les soumettre à nouveau depuis votre profil${colon} veillez à ce que les deux faces soient nettes et entièrement visibles.`,
    ],
  },
  custom: {
    greeting: (firstname) => (firstname ? `Bonjour ${firstname},` : 'Bonjour,'),
    signature: 'L’équipe Vestora',
    reason: 'Vous recevez cet e-mail parce que vous avez un compte Vestora.',
  },
};
