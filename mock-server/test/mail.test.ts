import assert from 'node:assert/strict';
import { once } from 'node:events';
import net, { type AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { MailSender } from '../src/modules/mail/sender';
import { createTestApp, type TestContext } from './helpers/app';
import { outboxMessages } from './helpers/outbox';
import { createUser } from './helpers/users';

/** Just enough of an SMTP server to receive one message per connection (RFC 5321, no TLS, no auth). */
const fakeSmtpServer = async () => {
  const received: string[] = [];
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    let inData = false;
    let buffer = '';
    socket.write('220 fake ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end === -1) return;
          received.push(buffer.slice(0, end));
          buffer = buffer.slice(end + 5);
          inData = false;
          socket.write('250 queued\r\n');
          continue;
        }
        const lineEnd = buffer.indexOf('\r\n');
        if (lineEnd === -1) return;
        const line = buffer.slice(0, lineEnd).toUpperCase();
        buffer = buffer.slice(lineEnd + 2);
        if (line.startsWith('EHLO') || line.startsWith('HELO')) socket.write('250 fake\r\n');
        else if (line.startsWith('DATA')) {
          inData = true;
          socket.write('354 go ahead\r\n');
        } else if (line.startsWith('QUIT')) socket.end('221 bye\r\n');
        else socket.write('250 ok\r\n');
      }
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return {
    port: (server.address() as AddressInfo).port,
    received,
    close: () => {
      for (const socket of sockets) socket.destroy();
      server.close();
    },
  };
};

/** Accepts connections and never says a word: an SMTP server that hangs. */
const silentServer = async () => {
  const sockets = new Set<net.Socket>();
  let connections = 0;
  const server = net.createServer((socket) => {
    connections += 1;
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return {
    port: (server.address() as AddressInfo).port,
    connections: () => connections,
    close: () => {
      for (const socket of sockets) socket.destroy();
      server.close();
    },
  };
};

const waitFor = async (condition: () => boolean | Promise<boolean>, timeoutMs = 10_000) => {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
};

const outboxRows = (ctx: TestContext) =>
  ctx.app.db
    .selectFrom('mail_outbox')
    .select(['id', 'recipient', 'status', 'attempts', 'next_attempt_at', 'last_error'])
    .orderBy('id')
    .execute();

describe('mail', () => {
  describe('without SMTP (developer outbox)', () => {
    let ctx: TestContext;
    before(async () => {
      ctx = await createTestApp();
    });
    after(() => ctx.close());

    it('keeps messages in the outbox, newest first', async () => {
      assert.equal(ctx.app.mailer.kind, 'outbox');
      await ctx.app.mailer.send({ to: 'a@example.test', subject: 'First', text: 'one' });
      await ctx.app.mailer.send({ to: 'b@example.test', subject: 'Second', text: 'two' });
      const messages = await outboxMessages(ctx.api);
      assert.deepEqual(
        messages.map((message) => [message.to, message.subject, message.text]),
        [
          ['b@example.test', 'Second', 'two'],
          ['a@example.test', 'First', 'one'],
        ],
      );
      assert.ok(messages.every((message) => !Number.isNaN(Date.parse(message.created_at))));
    });

    it('a message sent inside a transaction that rolls back is not kept', async () => {
      await assert.rejects(
        ctx.app.db.transaction().execute(async (trx) => {
          await ctx.app.mailer.send({ to: 'c@example.test', subject: 'Rolled back', text: 'x' }, trx);
          throw new Error('roll back');
        }),
        /roll back/,
      );
      assert.ok((await outboxMessages(ctx.api)).every((message) => message.subject !== 'Rolled back'));
    });
  });

  it('has no outbox in production', async () => {
    const ctx = await createTestApp({ production: true });
    try {
      assert.equal((await ctx.api.get('dev/outbox')).statusCode, 404);
      // The rest of the API is there. (This call also touches the database: an embedded database closed
      // before its first query keeps the test process from exiting.)
      assert.equal((await ctx.api.get('health')).statusCode, 200);
    } finally {
      await ctx.close();
    }
  });

  describe('with SMTP', () => {
    let smtp: Awaited<ReturnType<typeof fakeSmtpServer>>;
    let ctx: TestContext;
    before(async () => {
      smtp = await fakeSmtpServer();
      ctx = await createTestApp({
        smtpUrl: `smtp://127.0.0.1:${smtp.port}?ignoreTLS=true`,
        mailFrom: 'Vestora <no-reply@vestora.test>',
      });
    });
    after(async () => {
      await ctx.close();
      smtp.close();
    });

    it('delivers over SMTP after the commit, then keeps nothing in the database; no outbox route', async () => {
      assert.equal(ctx.app.mailer.kind, 'smtp');
      const user = await createUser(ctx.app.db);
      const response = await ctx.api.post('verify-email', { email: user.email }, { token: user.token });
      assert.equal(response.statusCode, 200, response.body);
      await waitFor(async () => smtp.received.length === 1 && (await outboxRows(ctx)).length === 0);
      const [message = ''] = smtp.received;
      assert.match(message, new RegExp(`To: ${user.email}`));
      assert.match(message, /From: Vestora <no-reply@vestora\.test>/);
      assert.match(message, /Subject: Your e-mail verification code/);
      assert.match(message, /\b\d{6}\b/);
      assert.equal((await ctx.api.get('dev/outbox')).statusCode, 404);
    });

    it('sends nothing for a change that rolls back', async () => {
      const before = smtp.received.length;
      await assert.rejects(
        ctx.app.db.transaction().execute(async (trx) => {
          await ctx.app.mailer.send({ to: 'gone@example.test', subject: 'Rolled back', text: 'x' }, trx);
          throw new Error('roll back');
        }),
        /roll back/,
      );
      await ctx.app.mailer.sender?.idle();
      await new Promise((resolve) => setTimeout(resolve, 100));
      await ctx.app.mailer.sender?.idle();
      assert.equal(smtp.received.length, before);
      assert.deepEqual(await outboxRows(ctx), []);
    });
  });

  describe('with an SMTP server that accepts connections and never answers', () => {
    const SMTP_TIMEOUT_MS = 6_000;
    let hanging: Awaited<ReturnType<typeof silentServer>>;
    let ctx: TestContext;
    before(async () => {
      hanging = await silentServer();
      // Requests must finish well within the SMTP timeout: had they waited for the server, each would take it.
      ctx = await createTestApp({
        smtpUrl: `smtp://127.0.0.1:${hanging.port}?ignoreTLS=true`,
        smtpTimeoutMs: SMTP_TIMEOUT_MS,
      });
    });
    after(async () => {
      await ctx.close();
      hanging.close();
    });

    it('answers at once and keeps serving while the message waits for a later attempt', async () => {
      const user = await createUser(ctx.app.db);
      const started = performance.now();
      const response = await ctx.api.post('verify-email', { email: user.email }, { token: user.token });
      assert.equal(response.statusCode, 200, response.body);
      // Other requests, database writes included, while the delivery hangs.
      const others = await Promise.all([
        ctx.api.get('health'),
        ctx.api.get('plans'),
        ctx.api.post('verify-email', { email: user.email }, { token: user.token }),
      ]);
      const elapsed = performance.now() - started;
      assert.deepEqual(
        others.map((other) => other.statusCode),
        [200, 200, 200],
      );
      assert.ok(elapsed < SMTP_TIMEOUT_MS * 0.66, `took ${Math.round(elapsed)} ms`);
      await waitFor(() => hanging.connections() > 0);
      // After the SMTP timeout the attempt is recorded as failed and the message waits for the next one.
      await waitFor(async () => (await outboxRows(ctx)).every((row) => row.last_error !== null));
      const rows = await outboxRows(ctx);
      assert.equal(rows.length, 2);
      for (const row of rows) {
        assert.equal(row.status, 'pending');
        assert.ok(row.attempts >= 1);
        assert.ok(row.next_attempt_at && row.next_attempt_at.getTime() > Date.now(), 'a later attempt');
      }
    });
  });
});

describe('mail sender', () => {
  let ctx: TestContext;
  before(async () => {
    ctx = await createTestApp();
  });
  after(() => ctx.close());

  const pending = async (to: string) => {
    await ctx.app.db
      .insertInto('mail_outbox')
      .values({ recipient: to, subject: 's', body: 'b', status: 'pending', next_attempt_at: new Date() })
      .execute();
  };

  it('retries a failed delivery with growing waits, then delivers it once', async () => {
    const attempts: number[] = [];
    let failuresLeft = 2;
    const sender = new MailSender({
      db: ctx.app.db,
      from: 'x@vestora.test',
      log: ctx.app.log,
      sendTimeoutMs: 1_000,
      pollMs: 20,
      backoffMs: 150,
      transport: {
        sendMail: async (message) => {
          if (message.to !== 'retry@example.test') return;
          attempts.push(performance.now());
          if (failuresLeft-- > 0) throw new Error('421 try again later');
        },
      },
    });
    await pending('retry@example.test');
    sender.start();
    try {
      await waitFor(async () => attempts.length === 3 && (await outboxRows(ctx)).length === 0);
    } finally {
      sender.stop();
      await sender.idle();
    }
    const [first = 0, second = 0, third = 0] = attempts;
    assert.ok(second - first >= 140, `first wait ${Math.round(second - first)} ms`);
    assert.ok(third - second >= 290, `second wait ${Math.round(third - second)} ms (doubled)`);
  });

  it('gives a message up after the last attempt and says why', async () => {
    const sender = new MailSender({
      db: ctx.app.db,
      from: 'x@vestora.test',
      log: ctx.app.log,
      sendTimeoutMs: 1_000,
      pollMs: 20,
      backoffMs: 10,
      maxAttempts: 3,
      transport: {
        sendMail: async () => {
          throw new Error('550 no such mailbox');
        },
      },
    });
    await pending('nobody@example.test');
    sender.start();
    try {
      await waitFor(async () => (await outboxRows(ctx)).some((row) => row.status === 'failed'));
    } finally {
      sender.stop();
      await sender.idle();
    }
    const [row] = await outboxRows(ctx);
    assert.equal(row?.attempts, 3);
    assert.match(row?.last_error ?? '', /550 no such mailbox/);
  });
});
