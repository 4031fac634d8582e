/**
 * A stand-in for an outside data provider (prices, news): a node:http server on 127.0.0.1, random port,
 * whose next answers the test decides. Every request is counted, so a test can prove a cache was used.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeAnswer =
  | { kind: 'json'; body: unknown; status?: number }
  | { kind: 'text'; body: string; status?: number }
  /** Never answers (until the test closes the provider): the caller's timeout must fire. */
  | { kind: 'hang' }
  /** Accepts the connection, then drops it without an answer. */
  | { kind: 'drop' };

export interface FakeProvider {
  url: string;
  /** How many requests reached the provider. */
  readonly hits: number;
  /** What the provider answers from now on. */
  answer(answer: FakeAnswer): void;
  close(): Promise<void>;
}

export const startFakeProvider = async (initial: FakeAnswer): Promise<FakeProvider> => {
  let current = initial;
  let hits = 0;
  const hanging = new Set<ServerResponse>();
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    hits += 1;
    request.resume();
    const answer = current;
    switch (answer.kind) {
      case 'json':
        response.writeHead(answer.status ?? 200, { 'content-type': 'application/json' });
        response.end(JSON.stringify(answer.body));
        return;
      case 'text':
        response.writeHead(answer.status ?? 200, { 'content-type': 'text/plain' });
        response.end(answer.body);
        return;
      case 'hang':
        hanging.add(response);
        response.on('close', () => hanging.delete(response));
        return;
      case 'drop':
        request.socket.destroy();
        return;
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/data`,
    get hits() {
      return hits;
    },
    answer(answer) {
      current = answer;
    },
    close: async () => {
      for (const response of hanging) response.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
};
