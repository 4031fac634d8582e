import type { MailTexts } from './types';

export const it: MailTexts = {
  codes: {
    verify_email: {
      subject: 'Il tuo codice di verifica dell’indirizzo e-mail',
      code: (code) => `Usa questo codice per verificare il tuo indirizzo e-mail: ${code}`,
      link: (url) => `Oppure apri questo link dopo aver effettuato l’accesso: ${url}`,
    },
    reset_password: {
      subject: 'Il tuo codice per reimpostare la password',
      code: (code) => `Usa questo codice per reimpostare la password: ${code}`,
      link: (url) => `Oppure apri questo link per scegliere una nuova password: ${url}`,
    },
  },
  codeValidity: (minutes) =>
    `Il codice è valido per ${minutes} ${minutes === 1 ? 'minuto' : 'minuti'} e può essere usato una sola volta.`,
  notRequested: 'Se non l’hai richiesto tu, ignora questa e-mail: sul tuo account non cambia nulla.',
  passwordChanged: {
    subject: 'La tua password è stata modificata',
    lines: [
      'La password del tuo account è appena stata modificata e le altre sessioni sono state chiuse.',
      'Se non sei stato tu, reimposta subito la password e contatta l’assistenza.',
    ],
  },
  identityAccepted: {
    subject: 'La tua identità è verificata',
    lines: [
      'Un amministratore ha accettato i tuoi documenti d’identità. Il tuo account ha ora raggiunto il livello più alto.',
    ],
  },
  identityRejected: {
    subject: 'La verifica della tua identità non è stata accettata',
    lines: [
      'Un amministratore non ha potuto accettare i tuoi documenti d’identità, che sono stati eliminati.',
      'Puoi inviarli di nuovo dal tuo profilo: assicurati che entrambi i lati siano nitidi e ben visibili per intero.',
    ],
  },
  custom: {
    greeting: (firstname) => (firstname ? `Ciao ${firstname},` : 'Ciao,'),
    signature: 'Il team di Vestora',
    reason: 'Ricevi questa e-mail perché hai un account Vestora.',
  },
};
