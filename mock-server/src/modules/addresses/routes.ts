import type { FastifyRequest, onSendHookHandler } from 'fastify';
import {
  addressListResponse,
  coinBySlug,
  coinSlugs,
  lastAddressResponse,
} from 'shared-api/contract/addresses';
import { idParam, messageResponse } from 'shared-api/contract/common';
import { signInRequired } from '../../errors';
import type { App } from '../../types';
import { readAddressForm } from './form';
import { activeAddress, createAddress, deleteAddress, listAddresses, qrImage } from './service';

const tags = ['addresses'];
/** An address row never changes (a new address is a new row), so its image may be cached for good. */
const QR_CACHE_CONTROL = 'public, max-age=31536000, immutable';
/** The acting admin (the auth hook has already refused anyone else). */
const actorId = (request: FastifyRequest): number => {
  if (!request.user) throw signInRequired();
  return request.user.id;
};

export const DELETE_FAILED = 'The address was not deleted.';

/**
 * Spec §8: an address-delete failure carries both `message` (why) and `error`. Added here to every failure
 * of the delete routes (validation, access, not found) so the admin screen always has both.
 */
const withErrorField: onSendHookHandler = async (_request, reply, payload) => {
  if (reply.statusCode < 400 || typeof payload !== 'string') return payload;
  try {
    const body: unknown = JSON.parse(payload);
    if (typeof body === 'object' && body !== null && !('error' in body)) {
      return JSON.stringify({ ...body, error: DELETE_FAILED });
    }
  } catch {
    // Not JSON: leave it as it is.
  }
  return payload;
};

/** Deposit addresses, one set of routes per coin slug (the spec's paths: /all-btc-address, /btc-delete/:id…). */
export default async function addressRoutes(app: App) {
  for (const slug of coinSlugs) {
    const coin = coinBySlug[slug];

    app.get(
      `/all-${slug}-address`,
      { config: { access: 'admin' }, schema: { tags, response: { 200: addressListResponse } } },
      async () => ({ addresses: await listAddresses(app.db, coin) }),
    );

    app.post(
      `/create-${slug}-address`,
      {
        config: { access: 'admin' },
        schema: { tags, consumes: ['multipart/form-data'], response: { 200: messageResponse } },
      },
      async (request) => {
        const form = await readAddressForm(request);
        return createAddress(app.db, actorId(request), coin, form);
      },
    );

    app.delete(
      `/${slug}-delete/:id`,
      {
        config: { access: 'admin' },
        onSend: withErrorField,
        schema: { tags, params: idParam, response: { 200: messageResponse } },
      },
      async (request) => deleteAddress(app.db, actorId(request), coin, request.params.id),
    );

    app.get(
      `/last-${slug}-address`,
      { config: { access: 'user' }, schema: { tags, response: { 200: lastAddressResponse } } },
      async () => activeAddress(app.db, coin),
    );
  }

  app.get(
    '/address-qr/:id',
    { config: { access: 'public' }, schema: { tags, params: idParam } },
    async (request, reply) => {
      const image = await qrImage(app.db, request.params.id);
      return reply.header('Cache-Control', QR_CACHE_CONTROL).type(image.mime).send(image.bytes);
    },
  );
}
