import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import nodemailer from 'nodemailer';
import type { DB } from '../db/database';
import { insertOutboxMessage } from '../modules/mail/repository';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  /** `smtp` when SMTP_URL is set; otherwise messages land in the local outbox table. */
  readonly kind: 'smtp' | 'outbox';
  /**
   * Sends one plain-text message. `db` is the open transaction of the change the message belongs to: in
   * outbox mode the message then commits or rolls back with it (and, on the embedded database, no second
   * connection is needed while the transaction holds the only one).
   */
  send(message: MailMessage, db?: DB): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

export interface MailOptions {
  smtpUrl: string | undefined;
  from: string;
}

/** Decorates `app.mailer`: nodemailer over SMTP when configured, else the `mail_outbox` table (decisions §3). */
async function mail(app: FastifyInstance, options: MailOptions) {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    app.decorate<Mailer>('mailer', {
      kind: 'smtp',
      send: async (message) => {
        await transport.sendMail({ from: options.from, ...message });
      },
    });
    app.addHook('onClose', async () => transport.close());
    return;
  }
  app.decorate<Mailer>('mailer', {
    kind: 'outbox',
    send: (message, db) => insertOutboxMessage(db ?? app.db, message),
  });
}

export default fp(mail, { name: 'mail', fastify: '5.x', dependencies: ['database'] });
