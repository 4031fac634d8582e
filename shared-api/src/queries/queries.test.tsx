/** @jest-environment ./test/jsdom-fetch-environment.cjs */
import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { createStore } from 'jotai';
import type { ReactNode } from 'react';
import { transactionFixture } from '../../testing/fixtures';
import { ApiError, configureApi, resetApiConfig } from '../client';
import { tokenAtom } from '../session';
import type { Plan } from '../types';
import { queryKeys } from './keys';
import { useCreatePlan, usePlans } from './plans';
import { createQueryClient, shouldRetry } from './query-client';
import { clearQueriesOnSessionChange } from './session-cache';
import { loadStatusOf } from './status';
import { useTransactions } from './transactions';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const plan = (id: number): Plan => ({
  id,
  title: `Plan ${id}`,
  roi: 1.5,
  duration: 30,
  min_amount: 50,
  max_amount: 5000,
});

const serve = (respond: (request: Request) => Response | Promise<Response>) => {
  const fetchMock = jest.fn(async (request: Request) => respond(request));
  configureApi({ fetch: fetchMock as unknown as typeof fetch, onSetupFailure: jest.fn() });
  return fetchMock;
};

const wrapperFor = (client = createQueryClient({ retry: false })) => {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return { client, wrapper };
};

beforeEach(() => {
  localStorage.clear();
  resetApiConfig();
});

describe('retry policy', () => {
  it('tries a 5xx or a timeout again, at most twice, and never a 4xx or a network failure', () => {
    expect(shouldRetry(0, new ApiError('down', { status: 503 }))).toBe(true);
    expect(shouldRetry(1, new ApiError('slow', { kind: 'timeout' }))).toBe(true);
    expect(shouldRetry(2, new ApiError('down', { status: 503 }))).toBe(false);
    expect(shouldRetry(0, new ApiError('no', { status: 403 }))).toBe(false);
    expect(shouldRetry(0, new ApiError('offline', { kind: 'network' }))).toBe(false);
    expect(shouldRetry(0, new Error('bug'))).toBe(false);
  });
});

describe('usePlans', () => {
  it('goes idle → loading → succeeded, and two screens share one request', async () => {
    const fetchMock = serve(() => json({ plans: [plan(1)] }));
    const { wrapper } = wrapperFor();
    const { result } = renderHook(() => [usePlans(), usePlans()] as const, { wrapper });
    expect(loadStatusOf(result.current[0])).toBe('loading');
    await waitFor(() => expect(loadStatusOf(result.current[0])).toBe('succeeded'));
    expect(result.current[1].data).toEqual([plan(1)]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('a failure is `failed` with the server message', async () => {
    serve(() => json({ message: 'Database unavailable' }, 503));
    const { wrapper } = wrapperFor();
    const { result } = renderHook(() => usePlans(), { wrapper });
    await waitFor(() => expect(loadStatusOf(result.current)).toBe('failed'));
    expect(result.current.error?.message).toBe('Database unavailable');
  });

  it('is reloaded after a plan is created', async () => {
    let plans = [plan(1)];
    const fetchMock = serve(async (request) => {
      if (request.method === 'POST') {
        plans = [...plans, plan(2)];
        return json({ message: 'Plan created successfully.' });
      }
      return json({ plans });
    });
    const { wrapper } = wrapperFor();
    const { result } = renderHook(() => ({ list: usePlans(), create: useCreatePlan() }), { wrapper });
    await waitFor(() => expect(result.current.list.data).toHaveLength(1));
    await act(() => result.current.create.mutateAsync({ ...plan(2) }));
    await waitFor(() => expect(result.current.list.data).toHaveLength(2));
    expect(fetchMock.mock.calls.map(([request]) => (request as Request).method)).toEqual([
      'GET',
      'POST',
      'GET',
    ]);
  });
});

describe('useTransactions', () => {
  it('loads the first page then the next one by cursor, 100 a page', async () => {
    const fetchMock = serve((request) =>
      new URL(request.url).searchParams.get('cursor')
        ? json({ transactions: [transactionFixture({ id: 1 })], next_cursor: null })
        : json({
            transactions: [transactionFixture({ id: 3 }), transactionFixture({ id: 2 })],
            next_cursor: 2,
          }),
    );
    const { wrapper } = wrapperFor();
    const { result } = renderHook(() => useTransactions(), { wrapper });
    await waitFor(() => expect(result.current.hasNextPage).toBe(true));
    await act(() => result.current.fetchNextPage());
    const ids = () => result.current.data?.pages.flatMap((page) => page.transactions.map(({ id }) => id));
    await waitFor(() => expect(ids()).toEqual([3, 2, 1]));
    expect(result.current.hasNextPage).toBe(false);
    const urls = fetchMock.mock.calls.map(([request]) => new URL(request.url).searchParams);
    expect(urls.map((params) => params.get('limit'))).toEqual(['100', '100']);
    expect(urls.map((params) => params.get('cursor'))).toEqual([null, '2']);
  });
});

describe('clearQueriesOnSessionChange', () => {
  it("empties the cache when the token changes, so one account never sees another's data", () => {
    const store = createStore();
    const client = createQueryClient();
    client.setQueryData(queryKeys.plans, [plan(1)]);
    const stop = clearQueriesOnSessionChange(store, client);
    store.set(tokenAtom, 'first');
    expect(client.getQueryData(queryKeys.plans)).toBeUndefined();
    client.setQueryData(queryKeys.plans, [plan(2)]);
    store.set(tokenAtom, 'first');
    expect(client.getQueryData(queryKeys.plans)).toEqual([plan(2)]);
    store.set(tokenAtom, null);
    expect(client.getQueryData(queryKeys.plans)).toBeUndefined();
    stop();
  });
});
