import type { MailTexts } from './types';

export const es: MailTexts = {
  codes: {
    verify_email: {
      subject: 'Tu código de verificación de correo electrónico',
      code: (code) => `Usa este código para verificar tu dirección de correo electrónico: ${code}`,
      link: (url) => `O abre este enlace con tu sesión iniciada: ${url}`,
    },
    reset_password: {
      subject: 'Tu código para restablecer la contraseña',
      code: (code) => `Usa este código para restablecer tu contraseña: ${code}`,
      link: (url) => `O abre este enlace para elegir una contraseña nueva: ${url}`,
    },
  },
  codeValidity: (minutes) =>
    `El código es válido durante ${minutes} ${minutes === 1 ? 'minuto' : 'minutos'} y solo se puede usar una vez.`,
  notRequested: 'Si no lo has solicitado, ignora este correo: tu cuenta no cambia en nada.',
  passwordChanged: {
    subject: 'Tu contraseña ha cambiado',
    lines: [
      'Se acaba de cambiar la contraseña de tu cuenta y se han cerrado tus demás sesiones.',
      'Si no has sido tú, restablece tu contraseña de inmediato y ponte en contacto con el soporte.',
    ],
  },
  identityAccepted: {
    subject: 'Tu identidad está verificada',
    lines: [
      'Un administrador ha aceptado tus documentos de identidad. Tu cuenta tiene ahora el nivel más alto.',
    ],
  },
  identityRejected: {
    subject: 'No se ha aceptado la verificación de tu identidad',
    lines: [
      'Un administrador no ha podido aceptar tus documentos de identidad, por lo que se han eliminado.',
      'Puedes volver a enviarlos desde tu perfil: asegúrate de que ambas caras se vean nítidas y completas.',
    ],
  },
  custom: {
    greeting: (firstname) => (firstname ? `Hola, ${firstname}:` : 'Hola:'),
    signature: 'El equipo de Vestora',
    reason: 'Recibes este correo porque tienes una cuenta en Vestora.',
  },
};
