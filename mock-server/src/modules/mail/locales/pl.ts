import type { MailTexts } from './types';

const minuteForms: Partial<Record<Intl.LDMLPluralRule, string>> = {
  one: 'minutę',
  few: 'minuty',
  many: 'minut',
};
/** "przez 1 minutę, 2 minuty, 5 minut, 22 minuty" (accusative after "przez"). */
const minutesWord = (minutes: number) => minuteForms[new Intl.PluralRules('pl').select(minutes)] ?? 'minuty';

export const pl: MailTexts = {
  codes: {
    verify_email: {
      subject: 'Twój kod weryfikacyjny adresu e-mail',
      code: (code) => `Użyj tego kodu, aby zweryfikować swój adres e-mail: ${code}`,
      link: (url) => `Możesz też otworzyć ten link po zalogowaniu: ${url}`,
    },
    reset_password: {
      subject: 'Twój kod do zresetowania hasła',
      code: (code) => `Użyj tego kodu, aby zresetować hasło: ${code}`,
      link: (url) => `Możesz też otworzyć ten link, aby ustawić nowe hasło: ${url}`,
    },
  },
  codeValidity: (minutes) =>
    `Kod jest ważny przez ${minutes} ${minutesWord(minutes)} i można go użyć tylko raz.`,
  notRequested:
    'Jeśli ta prośba nie pochodzi od Ciebie, zignoruj tę wiadomość – na Twoim koncie nic się nie zmieni.',
  passwordChanged: {
    subject: 'Twoje hasło zostało zmienione',
    lines: [
      'Hasło do Twojego konta zostało właśnie zmienione, a pozostałe sesje zostały wylogowane.',
      'Jeśli to nie Ty, natychmiast zresetuj hasło i skontaktuj się z pomocą techniczną.',
    ],
  },
  identityAccepted: {
    subject: 'Twoja tożsamość została zweryfikowana',
    lines: ['Administrator zaakceptował Twoje dokumenty tożsamości. Twoje konto ma teraz najwyższy poziom.'],
  },
  identityRejected: {
    subject: 'Weryfikacja Twojej tożsamości nie została zaakceptowana',
    lines: [
      'Administrator nie mógł zaakceptować Twoich dokumentów tożsamości, dlatego zostały usunięte.',
      'Możesz przesłać je ponownie w swoim profilu – upewnij się, że obie strony są ostre i w pełni widoczne.',
    ],
  },
  custom: {
    // A name in a Polish greeting takes the vocative, which cannot be derived safely: greet without it.
    greeting: () => 'Dzień dobry,',
    signature: 'Zespół Vestora',
    reason: 'Otrzymujesz tę wiadomość, ponieważ masz konto w serwisie Vestora.',
  },
};
