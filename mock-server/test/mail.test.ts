import assert from 'node:assert/strict';
import { once } from 'node:events';
import net, { type AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
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

    it('sends over SMTP, keeps nothing in the database and has no outbox route', async () => {
      assert.equal(ctx.app.mailer.kind, 'smtp');
      const user = await createUser(ctx.app.db);
      const response = await ctx.api.post('verify-email', { email: user.email }, { token: user.token });
      assert.equal(response.statusCode, 200, response.body);
      assert.equal(smtp.received.length, 1);
      const [message = ''] = smtp.received;
      assert.match(message, new RegExp(`To: ${user.email}`));
      assert.match(message, /From: Vestora <no-reply@vestora\.test>/);
      assert.match(message, /Subject: Your e-mail verification code/);
      assert.match(message, /\b\d{6}\b/);
      const kept = await ctx.app.db.selectFrom('mail_outbox').select('id').execute();
      assert.equal(kept.length, 0);
      assert.equal((await ctx.api.get('dev/outbox')).statusCode, 404);
    });
  });
});
