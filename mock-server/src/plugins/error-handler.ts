import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { isAppError } from '../errors';

export const GENERIC_ERROR_MESSAGE = 'Something went wrong on our side. Please try again.';

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

/**
 * One error handler for the whole API: deliberate errors and validation failures answer a clear 4xx
 * `{ message }`; anything else is logged and answered with a generic message (nothing internal leaks).
 */
async function errorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (isAppError(error)) {
      return reply.code(error.statusCode).send({ message: error.message, ...error.extra });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      return reply.code(400).send({ message: first?.message || clientMessages.FST_ERR_VALIDATION });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response does not match its schema');
      return reply.code(500).send({ message: GENERIC_ERROR_MESSAGE });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message =
        (error.code && clientMessages[error.code]) || (status === 429 ? error.message : undefined);
      return reply.code(status).send({ message: message ?? 'The request is not valid.' });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send({ message: GENERIC_ERROR_MESSAGE });
  });

  app.setNotFoundHandler((request, reply) => {
    reply.code(404).send({ message: `No such endpoint: ${request.method} ${request.url.split('?')[0]}` });
  });
}

export default fp(errorHandler, { name: 'error-handler', fastify: '5.x' });
