import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import type { DB } from '../../db/database';

/** What the sender needs of a mail transport (nodemailer's, or a test's). */
export interface MailTransport {
  sendMail(message: { from: string; to: string; subject: string; text: string }): Promise<unknown>;
}

export interface SenderOptions {
  db: DB;
  transport: MailTransport;
  from: string;
  log: FastifyBaseLogger;
  /** Longest one delivery may take, whatever the transport's own timeouts do. */
  sendTimeoutMs: number;
  /** How often the outbox is looked at besides the nudges of new messages (and to retry). */
  pollMs?: number;
  /** Wait before the first retry; doubled after each failure, up to maxBackoffMs. */
  backoffMs?: number;
  maxBackoffMs?: number;
  /** Attempts before a message is marked failed. */
  maxAttempts?: number;
  batchSize?: number;
}

interface ClaimedMessage {
  id: number;
  recipient: string;
  subject: string;
  body: string;
  attempts: number;
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 500);

/**
 * Delivers the outbox's pending messages after the transactions that wrote them committed. A message is
 * claimed in a short statement of its own (its next_attempt_at moved past the delivery's longest time, rows
 * another instance holds skipped), delivered with no database connection held, then deleted, or given a
 * later attempt with exponential backoff, or marked failed after maxAttempts. A slow or hanging SMTP server
 * therefore delays only mail. Delivery is at least once: a process killed between sending and deleting
 * sends that message again once its claim runs out.
 */
export class MailSender {
  readonly #options: Required<SenderOptions>;
  #timer: NodeJS.Timeout | undefined;
  #nudge: NodeJS.Timeout | undefined;
  #running: Promise<void> | undefined;
  readonly #inFlight = new Set<Promise<void>>();
  #again = false;
  #stopped = false;

  constructor(options: SenderOptions) {
    this.#options = {
      pollMs: 1_000,
      backoffMs: 5_000,
      maxBackoffMs: 30 * 60_000,
      maxAttempts: 10,
      batchSize: 10,
      ...options,
    };
  }

  start() {
    this.#timer = setInterval(() => this.#run(), this.#options.pollMs);
    this.#timer.unref();
    this.#run();
  }

  /**
   * A message was just written, inside a transaction that commits shortly: look soon rather than at the
   * next poll. (A look before the commit finds nothing; the poll then delivers it.)
   */
  wake() {
    if (this.#stopped || this.#nudge) return;
    this.#nudge = setTimeout(() => {
      this.#nudge = undefined;
      this.#run();
    }, 20);
    this.#nudge.unref();
  }

  /** Stops looking. A delivery in progress is not waited for: its claim runs out and it is retried. */
  stop() {
    this.#stopped = true;
    clearInterval(this.#timer);
    clearTimeout(this.#nudge);
  }

  /** Resolves when no pass and no delivery is under way: tests. */
  async idle() {
    while (this.#running || this.#inFlight.size > 0) {
      await this.#running;
      await Promise.all(this.#inFlight);
    }
  }

  #run() {
    if (this.#stopped) return;
    if (this.#running) {
      this.#again = true;
      return;
    }
    this.#running = this.#pass()
      .catch((error: unknown) => this.#options.log.warn({ err: error }, 'mail outbox: pass failed'))
      .finally(() => {
        this.#running = undefined;
        if (this.#again) {
          this.#again = false;
          this.#run();
        }
      });
  }

  /**
   * Claims what is due and starts delivering it without waiting: a message never waits behind a delivery
   * that hangs, up to batchSize deliveries at once.
   */
  async #pass() {
    const room = this.#options.batchSize - this.#inFlight.size;
    if (room <= 0) return;
    for (const message of await this.#claim(room)) {
      const delivery = this.#deliver(message)
        .catch((error: unknown) =>
          this.#options.log.warn({ err: error }, 'mail outbox: delivery not recorded'),
        )
        .finally(() => {
          this.#inFlight.delete(delivery);
          // Room again, and maybe more waiting.
          this.#run();
        });
      this.#inFlight.add(delivery);
    }
  }

  async #claim(limit: number): Promise<ClaimedMessage[]> {
    // The claim lasts longer than a delivery may: nobody else picks the message up meanwhile.
    const leaseMs = this.#options.sendTimeoutMs * 2 + 5_000;
    const { rows } = await sql<ClaimedMessage>`
      UPDATE mail_outbox
      SET attempts = attempts + 1, next_attempt_at = now() + ${leaseMs} * interval '1 millisecond'
      WHERE id IN (
        SELECT id FROM mail_outbox
        WHERE status = 'pending' AND next_attempt_at <= now()
        ORDER BY next_attempt_at, id
        LIMIT ${limit}
        FOR UPDATE SKIP LOCKED
      )
      RETURNING id, recipient, subject, body, attempts`.execute(this.#options.db);
    return rows;
  }

  async #deliver(message: ClaimedMessage) {
    const { db, transport, from, sendTimeoutMs, log } = this.#options;
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        transport.sendMail({ from, to: message.recipient, subject: message.subject, text: message.body }),
        new Promise((_, reject) => {
          timer = setTimeout(() => reject(new Error(`no answer within ${sendTimeoutMs} ms`)), sendTimeoutMs);
        }),
      ]);
    } catch (error) {
      clearTimeout(timer);
      await this.#failed(message, error);
      return;
    }
    clearTimeout(timer);
    await db.deleteFrom('mail_outbox').where('id', '=', message.id).execute();
    log.info({ mailId: message.id, attempts: message.attempts }, 'mail delivered');
  }

  async #failed(message: ClaimedMessage, error: unknown) {
    const { db, log, maxAttempts, backoffMs, maxBackoffMs } = this.#options;
    const lastError = errorText(error);
    if (message.attempts >= maxAttempts) {
      await db
        .updateTable('mail_outbox')
        .set({ status: 'failed', next_attempt_at: null, last_error: lastError })
        .where('id', '=', message.id)
        .execute();
      log.error({ mailId: message.id, attempts: message.attempts, error: lastError }, 'mail given up');
      return;
    }
    const waitMs = Math.min(backoffMs * 2 ** (message.attempts - 1), maxBackoffMs);
    await db
      .updateTable('mail_outbox')
      .set({
        next_attempt_at: sql<Date>`now() + ${waitMs} * interval '1 millisecond'`,
        last_error: lastError,
      })
      .where('id', '=', message.id)
      .execute();
    log.warn(
      { mailId: message.id, attempts: message.attempts, retryInMs: waitMs, error: lastError },
      'mail delayed',
    );
  }
}
