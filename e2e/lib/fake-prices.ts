/**
 * A local stand-in for the prices provider (CoinGecko's simple-price shape), so the platform under test
 * shows prices and records its own history without reaching the internet (the server's default
 * PRICES_URL is the public API).
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the fake answers: fixed prices the tests can look for on screen. */
export const FAKE_PRICES = {
  bitcoin: { usd: 64_250.5, usd_24h_change: 1.5 },
  ethereum: { usd: 3_120.25, usd_24h_change: -0.8 },
  tether: { usd: 1, usd_24h_change: 0 },
  ripple: { usd: 0.52, usd_24h_change: 2.1 },
  solana: { usd: 145.1, usd_24h_change: -3.2 },
} as const;

export interface FakePrices {
  url: string;
  close: () => Promise<void>;
}

export const startFakePrices = async (): Promise<FakePrices> => {
  const server = createServer((request, response) => {
    request.resume();
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify(FAKE_PRICES));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  server.unref();
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/api/v3/simple/price`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
};
