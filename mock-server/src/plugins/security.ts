import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import cookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import { forbidden } from '../errors';

export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';
const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const sameToken = (a: string, b: string): boolean => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

declare module 'fastify' {
  interface FastifyReply {
    /** Sets the anti-forgery cookie when the request came without one. */
    issueXsrfCookie(): void;
  }
}

/**
 * The content security policy of a page: code (scripts, workers, styles, fonts) and fetches come from this
 * origin and from the origins of the remotes named in remotes.json (their manifests, entries and chunks),
 * nothing else; no scheme wildcard (`https:`), so a script injected from any other host is refused.
 */
export const contentSecurityPolicy = (remoteOrigins: readonly string[]) => {
  const code = ["'self'", ...remoteOrigins];
  return {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: code,
      scriptSrcElem: code,
      scriptSrcAttr: ["'none'"],
      workerSrc: code,
      // styled-components writes <style> elements at run time.
      styleSrc: [...code, "'unsafe-inline'"],
      imgSrc: [...code, 'data:', 'blob:'],
      // The manifests are fetched; the API is this origin.
      connectSrc: code,
      fontSrc: [...code, 'data:'],
      frameSrc: ["'none'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
      upgradeInsecureRequests: null,
    },
  };
};

/** The headers of every API answer and page: this origin only (pages name their remotes, static-apps). */
const helmetOptions = {
  contentSecurityPolicy: contentSecurityPolicy([]),
  crossOriginEmbedderPolicy: false as const,
  crossOriginResourcePolicy: { policy: 'cross-origin' as const },
};

/**
 * The headers helmet sets with `options`, worked out once. @fastify/helmet builds helmet again (and parses
 * the policy again) on every request: in a profile, the largest cost of a cached public read.
 */
const helmetHeaders = (options: HelmetOptions) => {
  const set: Array<[string, string]> = [];
  const removed: string[] = [];
  const recorder = {
    setHeader: (name: string, value: string) => set.push([name, value]),
    removeHeader: (name: string) => removed.push(name),
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, () => undefined);
  return { set, removed };
};

/**
 * Security headers (helmet) and the anti-forgery check of the spec: every response hands out an
 * `XSRF-TOKEN` cookie (readable by the page, SameSite=Strict), and every state-changing API call must echo
 * it in `X-XSRF-TOKEN` (double-submit). API responses and the shell's pages hand the cookie out;
 * `GET /api/xsrf-token` exists so a client can obtain one first (the browser client may also mint its own).
 */
async function security(app: FastifyInstance, options: { secureCookies: boolean }) {
  await app.register(cookie);
  // Not global: @fastify/helmet keeps `reply.helmet()` (a page's own policy) and the routes' `helmet`
  // options (assets: none); every other answer gets the headers worked out once, the same way (on the raw
  // response, so a page's `reply.helmet()` still replaces its policy).
  await app.register(fastifyHelmet, { ...helmetOptions, global: false });
  const headers = helmetHeaders(helmetOptions);
  app.addHook('onRequest', (request, reply, done) => {
    if ((request.routeOptions.config as { helmet?: unknown }).helmet === undefined) {
      for (const name of headers.removed) reply.raw.removeHeader(name);
      for (const [name, value] of headers.set) reply.raw.setHeader(name, value);
    }
    done();
  });

  const issueCookie = (request: FastifyRequest, reply: FastifyReply) => {
    if (request.cookies[XSRF_COOKIE]) return;
    reply.setCookie(XSRF_COOKIE, randomBytes(24).toString('base64url'), {
      path: '/',
      sameSite: 'strict',
      httpOnly: false,
      secure: options.secureCookies,
    });
  };
  // Pages hand out the cookie (static-apps calls this for the shell's HTML); assets need none.
  app.decorateReply('issueXsrfCookie', function (this: FastifyReply) {
    issueCookie(this.request, this);
  });

  app.addHook('onRequest', async (request, reply) => {
    // The path the router matched, not the raw URL: `/%61pi/logout` routes to /api/logout and is checked too
    // (an unrouted path keeps its raw URL, so a POST to an unknown /api path is still a 403).
    if (!(request.routeOptions.url ?? request.url).startsWith('/api/')) return;
    const sentToken = request.cookies[XSRF_COOKIE];
    // Not on the cached public reads: a CDN must never store (or hand to everyone) one caller's token.
    if (!request.routeOptions.config.publicCache) issueCookie(request, reply);
    if (!STATE_CHANGING.has(request.method)) return;
    const header = request.headers[XSRF_HEADER];
    if (typeof header !== 'string' || !sentToken || !sameToken(header, sentToken)) {
      throw forbidden(
        'csrf_token_invalid',
        'Your security token is missing or out of date. Reload the page and try again.',
      );
    }
  });

  app.get(
    '/api/xsrf-token',
    { config: { access: 'public' }, schema: { hide: true } },
    async (_request, reply) => {
      // The cookie itself is set by the hook above when the caller had none.
      return reply.code(204).send();
    },
  );
}

export default fp(security, { name: 'security', fastify: '5.x' });
