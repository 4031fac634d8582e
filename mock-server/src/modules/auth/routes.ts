import type { FastifyRequest } from 'fastify';
import {
  changePasswordBody,
  emailBody,
  loginBody,
  loginResponse,
  meResponse,
  resetPasswordBody,
  signupBody,
  updateContactBody,
  updateLanguageBody,
  updateProfileBody,
  verifyEmailCodeBody,
} from 'shared-api/contract/auth';
import { messageResponse } from 'shared-api/contract/common';
import type { Config } from '../../config';
import { isAppError } from '../../errors';
import type { App } from '../../types';
import { currentUser } from './current-user';
import { limitLoginFailures, limitPerKey, routeLimits } from './rate-limits';
import * as service from './service';

const tags = ['auth'];
const messageOnly = { 200: messageResponse };

/** A text field of an already validated JSON body, lower-cased (the key of a per-account limit). */
const bodyField =
  (field: 'username' | 'email') =>
  (request: FastifyRequest): string | null => {
    const body = request.body;
    if (typeof body !== 'object' || body === null || !(field in body)) return null;
    const value: unknown = (body as Record<string, unknown>)[field];
    return typeof value === 'string' ? value.trim().toLowerCase() : null;
  };

export default async function authRoutes(app: App, options: { config: Config; documentKey: Buffer }) {
  const deps = (): service.AccountDeps => ({
    db: app.db,
    mailer: app.mailer,
    config: options.config,
    log: app.log,
    documentKey: options.documentKey,
  });

  app.post(
    '/signup',
    {
      config: { access: 'public', rateLimit: routeLimits.signup },
      schema: { tags, body: signupBody, response: messageOnly },
    },
    async (request) => service.signup(deps(), request.body),
  );

  // Failed sign-ins per account and address, and per address (rate-limits.ts says why never per account).
  const loginFailures = limitLoginFailures(app, bodyField('username'));
  app.post(
    '/login',
    {
      config: { access: 'public', rateLimit: routeLimits.login },
      schema: { tags, body: loginBody, response: { 200: loginResponse } },
      ...(loginFailures ? { preHandler: loginFailures.check } : {}),
    },
    async (request) => {
      try {
        return await service.login(deps(), request.body);
      } catch (error) {
        if (loginFailures && isAppError(error) && error.statusCode === 401)
          await loginFailures.recordFailure(request);
        throw error;
      }
    },
  );

  app.post(
    '/me',
    { config: { access: 'user' }, schema: { tags, response: { 200: meResponse } } },
    async (request) => service.me(deps(), currentUser(request)),
  );

  app.post(
    '/logout',
    { config: { access: 'user' }, schema: { tags, response: messageOnly } },
    async (request) => service.logout(deps(), currentUser(request)),
  );

  // Sign out everywhere (the profile's Security card): a security action, so a suspended user may use it too.
  app.post(
    '/logout-all',
    { config: { access: 'user' }, schema: { tags, response: messageOnly } },
    async (request) => service.logoutEverywhere(deps(), currentUser(request)),
  );

  app.post(
    '/change-password',
    {
      config: { access: 'user', refuseSuspended: true, rateLimit: routeLimits.changePassword },
      schema: { tags, body: changePasswordBody, response: messageOnly },
    },
    async (request) => service.changePassword(deps(), currentUser(request), request.body),
  );

  app.post(
    '/verify-email',
    {
      config: { access: 'user', refuseSuspended: true, rateLimit: routeLimits.sendCode },
      schema: { tags, body: emailBody, response: messageOnly },
    },
    async (request) => service.sendVerificationCode(deps(), currentUser(request), request.body.email),
  );

  app.post(
    '/verify-email-code',
    {
      config: { access: 'user', refuseSuspended: true, rateLimit: routeLimits.checkCode },
      schema: { tags, body: verifyEmailCodeBody, response: messageOnly },
    },
    async (request) => service.verifyEmailCode(deps(), currentUser(request), request.body),
  );

  app.post(
    '/send-otp',
    {
      config: { access: 'public', rateLimit: routeLimits.sendCode },
      schema: { tags, body: emailBody, response: messageOnly },
    },
    async (request) => service.sendResetCode(deps(), request.body.email),
  );

  app.post(
    '/verify-otp-and-reset-password',
    {
      config: { access: 'public', rateLimit: routeLimits.checkCode },
      schema: { tags, body: resetPasswordBody, response: messageOnly },
      preHandler: limitPerKey(app, 'reset-account', { ...routeLimits.checkCode, key: bodyField('email') }),
    },
    async (request) => service.resetPassword(deps(), request.body),
  );

  app.post(
    '/update-profile',
    {
      config: { access: 'user', refuseSuspended: true },
      schema: { tags, body: updateProfileBody, response: messageOnly },
    },
    async (request) => service.updateProfile(deps(), currentUser(request), request.body),
  );

  // A display preference, not account data: a suspended user (read-only) may still read in their language.
  app.post(
    '/update-language',
    { config: { access: 'user' }, schema: { tags, body: updateLanguageBody, response: messageOnly } },
    async (request) => service.updateLanguage(deps(), currentUser(request), request.body),
  );

  app.post(
    '/update-contact',
    {
      config: { access: 'user', refuseSuspended: true },
      schema: { tags, body: updateContactBody, response: messageOnly },
    },
    async (request) => service.updateContact(deps(), currentUser(request), request.body),
  );
}
