import { idParam, messageResponse, userIdParam } from 'shared-api/contract/common';
import {
  adminDepositBody,
  adminTransactionListQuery,
  depositBody,
  rejectTransactionBody,
  statementQuery,
  statementResponse,
  transactionListQuery,
  transactionListResponse,
  userStatistics,
  withdrawBody,
} from 'shared-api/contract/transactions';
import type { App } from '../../types';
import { currentUser } from '../auth/current-user';
import { confirmTransaction, rejectTransaction } from './decisions';
import { getTransactions, getUserStatistics } from './queries';
import { adminDeposit, requestWithdrawal, submitDeposit } from './service';
import { getStatement } from './statement';

export default async function transactionsRoutes(app: App) {
  app.post(
    '/deposit',
    {
      config: { access: 'user', refuseSuspended: true },
      schema: { tags: ['transactions'], body: depositBody, response: { 200: messageResponse } },
    },
    async (request) => {
      await submitDeposit(app.db, currentUser(request).id, request.body);
      return {
        message: 'Your payment has been submitted. Your plan starts as soon as we confirm it on the network.',
      };
    },
  );

  app.post(
    '/withdraw',
    {
      config: { access: 'user', refuseSuspended: true },
      schema: { tags: ['transactions'], body: withdrawBody, response: { 200: messageResponse } },
    },
    async (request) => {
      await requestWithdrawal(app.db, currentUser(request).id, request.body);
      return {
        message:
          'Your withdrawal request has been received. The amount is held from your wallet until it is paid.',
      };
    },
  );

  app.get(
    '/transactions',
    {
      config: { access: 'user' },
      schema: {
        tags: ['transactions'],
        querystring: transactionListQuery,
        response: { 200: transactionListResponse },
      },
    },
    async (request) =>
      getTransactions(app.db, { ...request.query, userId: currentUser(request).id }, { forAdmin: false }),
  );

  app.get(
    '/statement',
    {
      config: { access: 'user' },
      schema: {
        tags: ['transactions'],
        summary: "The caller's ledger, oldest first, with the balance after each entry",
        querystring: statementQuery,
        response: { 200: statementResponse },
      },
    },
    async (request) => getStatement(app.db, { ...request.query, userId: currentUser(request).id }),
  );

  app.get(
    '/all-transactions',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['transactions'],
        querystring: adminTransactionListQuery,
        response: { 200: transactionListResponse },
      },
    },
    async (request) => {
      const { user_id: userId, ...filter } = request.query;
      return getTransactions(app.db, { ...filter, userId }, { forAdmin: true });
    },
  );

  app.post(
    '/confirm-transaction/:id',
    {
      config: { access: 'admin' },
      schema: { tags: ['transactions'], params: idParam, response: { 200: messageResponse } },
    },
    async (request) => {
      const confirmed = await confirmTransaction(app.db, currentUser(request).id, request.params.id);
      return {
        message:
          confirmed.type === 'deposit'
            ? 'Deposit confirmed: the plan has started.'
            : 'Withdrawal confirmed as paid.',
      };
    },
  );

  app.post(
    '/reject-transaction/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['transactions'],
        params: idParam,
        body: rejectTransactionBody,
        response: { 200: messageResponse },
      },
    },
    async (request) => {
      const reason = request.body?.reason || undefined;
      const rejected = await rejectTransaction(app.db, currentUser(request).id, request.params.id, reason);
      return {
        message:
          rejected.type === 'deposit'
            ? 'Deposit rejected.'
            : 'Withdrawal rejected: the amount is back in the user’s wallet.',
      };
    },
  );

  app.post(
    '/admin-deposit',
    {
      config: { access: 'admin' },
      schema: { tags: ['transactions'], body: adminDepositBody, response: { 200: messageResponse } },
    },
    async (request) => {
      const { username } = await adminDeposit(app.db, currentUser(request).id, request.body);
      return { message: `Plan purchased for ${username}: it is now active.` };
    },
  );

  app.get(
    '/user-statictics/:userId',
    {
      config: { access: 'user' },
      schema: { tags: ['transactions'], params: userIdParam, response: { 200: userStatistics } },
    },
    async (request) => getUserStatistics(app.db, currentUser(request), request.params.userId),
  );
}
