import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import nodemailer from 'nodemailer';
import { parseConnectionUrl } from 'nodemailer/lib/shared';
import type { DB } from '../db/database';
import { insertOutboxMessage } from '../modules/mail/repository';
import { MailSender } from '../modules/mail/sender';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  /** `smtp` when SMTP_URL is set; otherwise messages stay in the local outbox table for the developer. */
  readonly kind: 'smtp' | 'outbox';
  /**
   * Writes one plain-text message to the outbox. `db` is the open transaction of the change the message
   * belongs to: the message exists only if that change commits, and with SMTP it is delivered after the
   * commit by the sender (never while the transaction waits).
   */
  send(message: MailMessage, db?: DB): Promise<void>;
  /** The sender, with SMTP (tests wait on it). */
  readonly sender?: MailSender;
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

export interface MailOptions {
  smtpUrl: string | undefined;
  from: string;
  /** Longest an SMTP connection, greeting or reply may take; a delivery as a whole gets twice that. */
  smtpTimeoutMs: number;
  /** Sender tuning (tests): wait before the first retry. */
  retryBackoffMs?: number;
}

/** Decorates `app.mailer`: every message through the `mail_outbox` table (decisions §3), delivered over SMTP when configured. */
async function mail(app: FastifyInstance, options: MailOptions) {
  if (!options.smtpUrl) {
    app.decorate<Mailer>('mailer', {
      kind: 'outbox',
      send: (message, db) => insertOutboxMessage(db ?? app.db, message, 'local'),
    });
    return;
  }
  const transport = nodemailer.createTransport({
    ...parseConnectionUrl(options.smtpUrl),
    connectionTimeout: options.smtpTimeoutMs,
    greetingTimeout: options.smtpTimeoutMs,
    socketTimeout: options.smtpTimeoutMs,
  });
  const sender = new MailSender({
    db: app.db,
    transport,
    from: options.from,
    log: app.log,
    sendTimeoutMs: options.smtpTimeoutMs * 2,
    ...(options.retryBackoffMs === undefined ? {} : { backoffMs: options.retryBackoffMs }),
  });
  app.decorate<Mailer>('mailer', {
    kind: 'smtp',
    sender,
    send: async (message, db) => {
      await insertOutboxMessage(db ?? app.db, message, 'pending');
      sender.wake();
    },
  });
  app.addHook('onReady', async () => sender.start());
  // First of the close hooks that matter: the database closes after it (plugins close in reverse order).
  app.addHook('onClose', async () => {
    sender.stop();
    transport.close();
  });
}

export default fp(mail, { name: 'mail', fastify: '5.x', dependencies: ['database'] });
