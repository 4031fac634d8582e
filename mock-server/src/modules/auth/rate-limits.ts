import type { FastifyRequest } from 'fastify';
import { tooManyRequests } from '../../errors';
import { RATE_LIMIT_MESSAGE } from '../../plugins/rate-limit';
import type { App } from '../../types';

/** Route-level limits (per client address, `config.rateLimit`): generous for people, tight for scripts. */
export const routeLimits = {
  login: { max: 10, timeWindow: '1 minute' },
  signup: { max: 30, timeWindow: '10 minutes' },
  sendCode: { max: 10, timeWindow: '10 minutes' },
  checkCode: { max: 20, timeWindow: '10 minutes' },
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
