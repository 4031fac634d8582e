import type { MailTexts } from './types';

export const nl: MailTexts = {
  codes: {
    verify_email: {
      subject: 'Je verificatiecode voor je e-mailadres',
      code: (code) => `Gebruik deze code om je e-mailadres te verifiëren: ${code}`,
      link: (url) => `Of open deze link terwijl je bent ingelogd: ${url}`,
    },
    reset_password: {
      subject: 'Je code om je wachtwoord opnieuw in te stellen',
      code: (code) => `Gebruik deze code om je wachtwoord opnieuw in te stellen: ${code}`,
      link: (url) => `Of open deze link om een nieuw wachtwoord te kiezen: ${url}`,
    },
  },
  codeValidity: (minutes) =>
    `De code is ${minutes} ${minutes === 1 ? 'minuut' : 'minuten'} geldig en kan één keer worden gebruikt.`,
  notRequested: 'Heb je hier niet om gevraagd? Negeer deze e-mail dan: er verandert niets aan je account.',
  passwordChanged: {
    subject: 'Je wachtwoord is gewijzigd',
    lines: [
      'Het wachtwoord van je account is zojuist gewijzigd en je andere sessies zijn afgemeld.',
      'Was jij dit niet? Stel dan meteen een nieuw wachtwoord in en neem contact op met support.',
    ],
  },
  identityAccepted: {
    subject: 'Je identiteit is geverifieerd',
    lines: [
      'Een beheerder heeft je identiteitsdocumenten geaccepteerd. Je account heeft nu het hoogste niveau.',
    ],
  },
  identityRejected: {
    subject: 'Je identiteitsverificatie is niet geaccepteerd',
    lines: [
      'Een beheerder kon je identiteitsdocumenten niet accepteren; ze zijn verwijderd.',
      'Je kunt ze opnieuw indienen via je profiel: zorg dat beide zijden scherp en volledig zichtbaar zijn.',
    ],
  },
  custom: {
    greeting: (firstname) => (firstname ? `Hallo ${firstname},` : 'Hallo,'),
    signature: 'Het Vestora-team',
    reason: 'Je ontvangt deze e-mail omdat je een account bij Vestora hebt.',
  },
};
