import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

/**
 * Who may call a route. Every route under /api declares one (the app refuses to start otherwise):
 * - `public`: anyone; a valid token still identifies the caller.
 * - `user`: any signed-in account (its own data only: services check ownership).
 * - `admin`: role admin.
 */
export type Access = 'public' | 'user' | 'admin';

export interface AuthUser {
  id: number;
  username: string;
  role: 'user' | 'admin';
  level: number;
  suspended: boolean;
  sessionId: number;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /**
     * Changes the caller's own account or money: refused for suspended users (decisions §3: they may sign in
     * and read, nothing more).
     */
    refuseSuspended?: boolean;
  }
  interface FastifyRequest {
    /** The signed-in caller, or null (set by the auth plugin on every request). */
    user: AuthUser | null;
  }
}

/** The Fastify instance with the zod type provider, as every module sees it. */
export type App = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;
