import { idParam, messageResponse } from 'shared-api/contract/common';
import {
  adjustmentsQuery,
  adjustmentsResponse,
  bonusBody,
  feeBody,
  rejectAdjustmentBody,
} from 'shared-api/contract/users';
import type { App } from '../../types';
import { currentUser } from '../auth/current-user';
import { approveAdjustment, getAdjustments, rejectAdjustment, requestAdjustment } from './service';

const AWAITING_APPROVAL = 'another administrator must approve it before it reaches the wallet.';

export default async function adjustmentsRoutes(app: App) {
  app.post(
    '/give-bonus/:id',
    {
      config: { access: 'admin' },
      schema: { tags: ['adjustments'], params: idParam, body: bonusBody, response: { 200: messageResponse } },
    },
    async (request) => {
      const { bonus, reason } = request.body;
      await requestAdjustment(app.db, currentUser(request).id, request.params.id, {
        kind: 'bonus',
        amount: bonus,
        reason,
      });
      return { message: `Bonus requested: ${AWAITING_APPROVAL}` };
    },
  );

  app.post(
    '/charge-fee/:id',
    {
      config: { access: 'admin' },
      schema: { tags: ['adjustments'], params: idParam, body: feeBody, response: { 200: messageResponse } },
    },
    async (request) => {
      const { fee, reason } = request.body;
      await requestAdjustment(app.db, currentUser(request).id, request.params.id, {
        kind: 'fee',
        amount: fee,
        reason,
      });
      return { message: `Fee requested: ${AWAITING_APPROVAL}` };
    },
  );

  app.get(
    '/adjustments',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['adjustments'],
        querystring: adjustmentsQuery,
        response: { 200: adjustmentsResponse },
      },
    },
    async (request) => ({ adjustments: await getAdjustments(app.db, request.query.status) }),
  );

  app.post(
    '/approve-adjustment/:id',
    {
      config: { access: 'admin' },
      schema: { tags: ['adjustments'], params: idParam, response: { 200: messageResponse } },
    },
    async (request) => {
      const adjustment = await approveAdjustment(app.db, currentUser(request).id, request.params.id);
      return {
        message: adjustment.kind === 'fee' ? 'Fee approved and charged.' : 'Bonus approved and credited.',
      };
    },
  );

  app.post(
    '/reject-adjustment/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['adjustments'],
        params: idParam,
        body: rejectAdjustmentBody,
        response: { 200: messageResponse },
      },
    },
    async (request) => {
      const note = request.body?.reason || undefined;
      await rejectAdjustment(app.db, currentUser(request).id, request.params.id, note);
      return { message: 'Request rejected: nothing was credited or charged.' };
    },
  );
}
