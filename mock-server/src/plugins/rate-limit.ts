import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export const RATE_LIMIT_MESSAGE = 'Too many attempts. Please wait a minute and try again.';

/**
 * Rate limits are opt-in per route (`config.rateLimit`, e.g. login and one-time-code calls); a global ceiling
 * per address guards everything else. `enabled: false` turns them off (benchmarks).
 */
async function rateLimits(app: FastifyInstance, options: { enabled: boolean }) {
  if (!options.enabled) return;
  await app.register(rateLimit, {
    global: true,
    max: 600,
    timeWindow: '1 minute',
    errorResponseBuilder: (_request, context) => ({
      statusCode: context.statusCode,
      message: RATE_LIMIT_MESSAGE,
    }),
  });
}

export default fp(rateLimits, { name: 'rate-limit', fastify: '5.x' });
