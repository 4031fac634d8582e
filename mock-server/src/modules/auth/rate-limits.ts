import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import { tooManyRequests } from '../../errors';
import { RATE_LIMIT_MESSAGE } from '../../plugins/rate-limit';
import type { App } from '../../types';

/** Route-level limits (per client address, `config.rateLimit`): generous for people, tight for scripts. */
export const routeLimits = {
  /**
   * Every sign-in request from one address, whatever its outcome: a flood guard that also bounds how far a
   * burst of parallel guesses can overshoot the failure limits below (they are checked before the password
   * and counted after it).
   */
  login: { max: 30, timeWindow: '1 minute' },
  changePassword: { max: 10, timeWindow: '1 minute' },
  signup: { max: 30, timeWindow: '10 minutes' },
  sendCode: { max: 10, timeWindow: '10 minutes' },
  checkCode: { max: 20, timeWindow: '10 minutes' },
} as const;

/**
 * Failed sign-ins. Keyed on the account together with the client's address, never on the account alone: a
 * limit per account would let anyone lock its owner out by failing on purpose from elsewhere. The looser
 * per-address limit stops one address from trying many accounts (people sharing an office address still
 * fit in it). A guess spread over many addresses meets the per-pair limit at each of them.
 */
export const loginFailureLimits = {
  perAccountAndAddress: { max: 10, timeWindow: '15 minutes' },
  perAddress: { max: 20, timeWindow: '15 minutes' },
} as const;

export interface KeyedLimit {
  max: number;
  timeWindow: string;
  /** The thing being limited (a username, an e-mail), or null to skip this request. */
  key: (request: FastifyRequest) => string | null;
}

/**
 * A second limit keyed on something in the body (the route's own `config.rateLimit` counts per address and
 * runs before the body is parsed): use the result as a `preHandler`. Passes everything when rate limits
 * are turned off.
 */
export const limitPerKey = (app: App, name: string, limit: KeyedLimit) => {
  if (!app.hasDecorator('createRateLimit')) return async () => undefined;
  const check = app.createRateLimit({
    max: limit.max,
    timeWindow: limit.timeWindow,
    keyGenerator: (request) => `${name}:${limit.key(request) ?? ''}`,
  });
  return async (request: FastifyRequest) => {
    if (limit.key(request) === null) return;
    const result = await check(request);
    if (!result.isAllowed && result.isExceeded) throw tooManyRequests('rate_limited', RATE_LIMIT_MESSAGE);
  };
};

/** The client's address as the rate limits see it (an IPv6 client's whole /64 is one address). */
const clientAddress = (request: FastifyRequest) => normalizeIP(request.ip);

export interface FailureLimit {
  /** preHandler: 429 once any of the counters is used up (it does not count this attempt). */
  check(request: FastifyRequest): Promise<void>;
  /** Counts a failed attempt on every counter. */
  recordFailure(request: FastifyRequest): Promise<void>;
}

/**
 * Limits on failed sign-ins (successes are not counted): `account(request)` names the account tried.
 * Counted in the rate-limit store, so in Redis and shared by every instance when REDIS_URL is set.
 */
export const limitLoginFailures = (
  app: App,
  account: (request: FastifyRequest) => string | null,
): FailureLimit | null => {
  if (!app.hasDecorator('createRateLimit')) return null;
  const { perAccountAndAddress, perAddress } = loginFailureLimits;
  const counters = [
    app.createRateLimit({
      ...perAccountAndAddress,
      keyGenerator: (request) => `login-failed:${clientAddress(request)}:${account(request) ?? ''}`,
    }),
    app.createRateLimit({
      ...perAddress,
      keyGenerator: (request) => `login-failed:${clientAddress(request)}`,
    }),
  ];
  return {
    async check(request) {
      const readings = await Promise.all(counters.map((counter) => counter(request, { increment: false })));
      if (readings.some((reading) => !reading.isAllowed && reading.remaining === 0))
        throw tooManyRequests('rate_limited', RATE_LIMIT_MESSAGE);
    },
    async recordFailure(request) {
      await Promise.all(counters.map((counter) => counter(request)));
    },
  };
};
