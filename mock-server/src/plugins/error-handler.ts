import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
  type ZodFastifySchemaValidationError,
} from 'fastify-type-provider-zod';
import type { ErrorCode } from 'shared-api/error-codes';
import { isDatabaseUnavailable, SERVICE_UNAVAILABLE_MESSAGE } from '../db/unavailable';
import { isAppError } from '../errors';

export const GENERIC_ERROR_MESSAGE = 'Something went wrong on our side. Please try again.';
export const UNAVAILABLE_MESSAGE = 'The service is briefly unavailable. Please try again in a moment.';
export const CLOSING_MESSAGE = 'This server is shutting down. Please try again in a moment.';

const clientMessages: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request is too large.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported content type.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty.',
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'Send the form as multipart/form-data.',
  FST_REQ_FILE_TOO_LARGE: 'The file is too large.',
  FST_FILES_LIMIT: 'Too many files.',
  FST_PARTS_LIMIT: 'Too many form fields.',
  FST_FIELDS_LIMIT: 'Too many form fields.',
  FST_ERR_VALIDATION: 'The request is not valid.',
};

/** Fastify's and its plugins' own client errors, by their error code where the status says too little. */
const fastifyCodes: Record<string, ErrorCode> = {
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'unsupported_media_type',
  FST_REQ_FILE_TOO_LARGE: 'payload_too_large',
  FST_ERR_VALIDATION: 'validation_failed',
};

const statusCodes: Record<number, ErrorCode> = {
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  409: 'conflict',
  413: 'payload_too_large',
  414: 'uri_too_long',
  415: 'unsupported_media_type',
  429: 'rate_limited',
};

const clientErrorCode = (error: FastifyError, status: number): ErrorCode =>
  (error.code && fastifyCodes[error.code]) || statusCodes[status] || 'bad_request';

/** Each refused field's first problem, by its dotted path in the input (`amount`, `plans.0.roi`). */
const fieldErrors = (issues: ZodFastifySchemaValidationError[]): Record<string, string> => {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const path = issue.instancePath.split('/').filter(Boolean).join('.');
    if (path && issue.message && !(path in fields)) fields[path] = issue.message;
  }
  return fields;
};

/**
 * Fastify's `frameworkErrors`: the failures its router answers before any route or hook runs (a path it
 * cannot decode, a path segment over `maxParamLength`), in the same `{ code, message }` shape.
 */
export const frameworkErrors = (error: FastifyError, _request: FastifyRequest, reply: FastifyReply) => {
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    return reply.code(414).send({ code: 'uri_too_long', message: 'The address of the request is too long.' });
  }
  if (error.code === 'FST_ERR_BAD_URL') {
    return reply.code(400).send({ code: 'bad_request', message: 'The address of the request is not valid.' });
  }
  reply.log.error({ err: error }, 'router error');
  return reply.code(500).send({ code: 'internal_error', message: GENERIC_ERROR_MESSAGE });
};

/**
 * One error handler for the whole API: every error body is `{ code, message }` (codes listed in
 * shared-api/error-codes). Deliberate errors and validation failures answer a clear 4xx; anything else is
 * logged and answered with a generic message (nothing internal leaks).
 */
async function errorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (isAppError(error)) {
      return reply.code(error.statusCode).send({ code: error.code, message: error.message, ...error.extra });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const fields = fieldErrors(error.validation);
      return reply.code(400).send({
        code: 'validation_failed',
        message: first?.message || clientMessages.FST_ERR_VALIDATION,
        ...(Object.keys(fields).length > 0 ? { fields } : {}),
      });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response does not match its schema');
      return reply.code(500).send({ code: 'internal_error', message: GENERIC_ERROR_MESSAGE });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message =
        (error.code && clientMessages[error.code]) || (status === 429 ? error.message : undefined);
      return reply
        .code(status)
        .send({ code: clientErrorCode(error, status), message: message ?? 'The request is not valid.' });
    }
    if (status === 503) {
      request.log.warn({ err: error }, 'service unavailable');
      return reply.code(503).send({ code: 'service_unavailable', message: UNAVAILABLE_MESSAGE });
    }
    if (isDatabaseUnavailable(error)) {
      // Not a bug: the database is down, unreachable or too slow. The client may try again shortly; the
      // pool opens new connections once it answers, so the server recovers without a restart.
      request.log.warn({ err: error }, 'database unavailable');
      return reply
        .code(503)
        .header('retry-after', '5')
        .send({ code: 'service_unavailable', message: SERVICE_UNAVAILABLE_MESSAGE });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send({ code: 'internal_error', message: GENERIC_ERROR_MESSAGE });
  });

  /**
   * While the server closes (SIGTERM on a deploy), a request that still arrives on an open connection is
   * answered 503 in the platform's shape, with `Connection: close` so the client or the load balancer retries
   * on another instance. Fastify's own `return503OnClosing` answers with a body of its own: it is off
   * (buildApp), and this hook, registered before the rate limits, authentication and routes, does it instead.
   */
  let closing = false;
  app.addHook('preClose', (done) => {
    closing = true;
    done();
  });
  app.addHook('onRequest', async (_request, reply) => {
    if (!closing) return;
    return (
      reply
        .code(503)
        .header('connection', 'close')
        .header('retry-after', '5')
        .type('application/json; charset=utf-8')
        // Already a string: the route's own response schema (its 503 may say something else) does not apply.
        .send(JSON.stringify({ code: 'service_unavailable', message: CLOSING_MESSAGE }))
    );
  });

  app.setNotFoundHandler((request, reply) => {
    reply.code(404).send({
      code: 'not_found',
      message: `No such endpoint: ${request.method} ${request.url.split('?')[0]}`,
    });
  });
}

export default fp(errorHandler, { name: 'error-handler', fastify: '5.x' });
