import type { MailTexts } from './types';

export const de: MailTexts = {
  codes: {
    verify_email: {
      subject: 'Ihr Code zur Bestätigung Ihrer E-Mail-Adresse',
      code: (code) => `Mit diesem Code bestätigen Sie Ihre E-Mail-Adresse: ${code}`,
      link: (url) => `Oder öffnen Sie diesen Link, während Sie angemeldet sind: ${url}`,
    },
    reset_password: {
      subject: 'Ihr Code zum Zurücksetzen des Passworts',
      code: (code) => `Mit diesem Code setzen Sie Ihr Passwort zurück: ${code}`,
      link: (url) => `Oder öffnen Sie diesen Link, um ein neues Passwort festzulegen: ${url}`,
    },
  },
  codeValidity: (minutes) =>
    `Der Code ist ${minutes} ${minutes === 1 ? 'Minute' : 'Minuten'} lang gültig und kann einmal verwendet werden.`,
  notRequested:
    'Falls Sie ihn nicht angefordert haben, ignorieren Sie diese E-Mail: An Ihrem Konto ändert sich nichts.',
  passwordChanged: {
    subject: 'Ihr Passwort wurde geändert',
    lines: [
      'Das Passwort Ihres Kontos wurde soeben geändert, und Ihre anderen Sitzungen wurden abgemeldet.',
      'Falls Sie das nicht waren, setzen Sie Ihr Passwort sofort zurück und wenden Sie sich an den Support.',
    ],
  },
  identityAccepted: {
    subject: 'Ihre Identität ist bestätigt',
    lines: [
      'Ein Administrator hat Ihre Ausweisdokumente akzeptiert. Ihr Konto hat jetzt die höchste Stufe erreicht.',
    ],
  },
  identityRejected: {
    subject: 'Ihre Identitätsprüfung wurde nicht akzeptiert',
    lines: [
      'Ein Administrator konnte Ihre Ausweisdokumente nicht akzeptieren; sie wurden gelöscht.',
      'Sie können sie in Ihrem Profil erneut einreichen: Achten Sie darauf, dass beide Seiten scharf und vollständig zu sehen sind.',
    ],
  },
  custom: {
    greeting: (firstname) => (firstname ? `Hallo ${firstname},` : 'Hallo,'),
    signature: 'Ihr Vestora-Team',
    reason: 'Sie erhalten diese E-Mail, weil Sie ein Konto bei Vestora haben.',
  },
};
