/**
 * A request that reaches the server while it closes (a deploy's SIGTERM) is answered 503 in the platform's
 * `{ code, message }` shape, on a real socket: `inject` cannot run once closing has begun.
 */
import assert from 'node:assert/strict';
import { once } from 'node:events';
import net from 'node:net';
import { describe, it } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { isErrorCode } from 'shared-api/error-codes';
import { buildApp } from '../src/app';
import { CLOSING_MESSAGE } from '../src/plugins/error-handler';
import { testConfig } from './helpers/app';
import { createTestDatabase } from './helpers/database';

/** Reads one HTTP response off the socket until the server closes it. */
const readResponse = async (socket: net.Socket) => {
  let raw = '';
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => {
    raw += chunk;
  });
  await once(socket, 'end');
  const [head = '', body = ''] = raw.split('\r\n\r\n');
  const [statusLine = '', ...headerLines] = head.split('\r\n');
  const headers = new Map(
    headerLines.map((line) => {
      const colon = line.indexOf(':');
      return [line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim()] as const;
    }),
  );
  return { status: Number(statusLine.split(' ')[1]), headers, body };
};

describe('closing', () => {
  it('answers a request that arrives while the server closes with 503 and a service_unavailable code', async () => {
    const app = await buildApp({ config: testConfig(), database: await createTestDatabase() });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as net.AddressInfo;

    // A connection with a request under way (its headers half sent) is not idle: closing waits for it.
    const socket = net.connect(port, '127.0.0.1');
    await once(socket, 'connect');
    socket.write('GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n');
    await sleep(100);

    const closed = app.close();
    await sleep(200);
    const response = readResponse(socket);
    socket.write('Accept: application/json\r\n\r\n');
    const { status, headers, body } = await response;
    await closed;

    assert.equal(status, 503);
    assert.match(headers.get('content-type') ?? '', /application\/json/);
    assert.equal(headers.get('connection'), 'close');
    assert.ok(headers.get('retry-after'), 'tells the client when to try again');
    const parsed = JSON.parse(body) as { code: unknown; message: unknown };
    assert.deepEqual(parsed, { code: 'service_unavailable', message: CLOSING_MESSAGE });
    assert.ok(isErrorCode(parsed.code));
  });

  it('answers normally until closing begins', async () => {
    const app = await buildApp({ config: testConfig(), database: await createTestDatabase() });
    try {
      const response = await app.inject({ url: '/api/health' });
      assert.equal(response.statusCode, 200);
    } finally {
      await app.close();
    }
  });
});
