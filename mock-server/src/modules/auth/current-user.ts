import type { FastifyRequest } from 'fastify';
import { signInRequired } from '../../errors';
import type { AuthUser } from '../../types';

/** The signed-in caller of a `user` or `admin` route (the auth plugin has already refused guests). */
export const currentUser = (request: FastifyRequest): AuthUser => {
  if (!request.user) throw signInRequired();
  return request.user;
};
