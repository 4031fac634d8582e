import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { badRequest } from '../errors';
import { unstorableTextMessage, unstorableTextPath } from '../lib/input-text';

/**
 * The input boundary of every route: after the body is parsed and before any schema or handler sees it, the
 * body, the query string and the path parameters are checked for text PostgreSQL cannot store (see
 * lib/input-text). Multipart fields, parsed later by the route, go through the same check in
 * lib/multipart-form.
 */
async function inputText(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    for (const part of [request.params, request.query, request.body]) {
      const field = unstorableTextPath(part);
      if (field !== null) throw badRequest('validation_failed', unstorableTextMessage(field));
    }
  });
}

export default fp(inputText, { name: 'input-text', fastify: '5.x' });
