/** @jest-environment ./test/jsdom-fetch-environment.cjs */
import { createStore } from 'jotai';
import { configureApi, resetApiConfig } from './client';
import { loadPlansAtom, plansStateAtom, reloadPlansAtom } from './plans';
import { applyThemeClass, THEME_STORAGE_KEY, themeAtom, toggleThemeAtom } from './theme';
import {
  latestTransactionAtom,
  loadMoreTransactionsAtom,
  loadTransactionsAtom,
  transactionsStateAtom,
} from './transactions';
import type { Plan, Transaction } from './types';

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
const transaction = (id: number): Transaction => ({
  id,
  type: 'deposit',
  status: 'confirmed',
  amount: 100,
  created_at: '2024-05-01T10:00:00Z',
  transaction_id: `tx${id}`,
  payment_method: 'bitcoin',
  address: null,
  plan_reference: null,
  reason: null,
});

const useFetch = (respond: (request: Request) => Response | Promise<Response>) => {
  const fetchMock = jest.fn(async (request: Request) => respond(request));
  configureApi({ fetch: fetchMock as unknown as typeof fetch, onSetupFailure: jest.fn() });
  return fetchMock;
};

beforeEach(() => {
  localStorage.clear();
  resetApiConfig();
});

describe('plans atoms', () => {
  it('loads once: idle → loading → succeeded, then reloads on demand', async () => {
    let version = 1;
    const fetchMock = useFetch(() => json({ plans: version === 1 ? [plan(1)] : [plan(1), plan(2)] }));
    const store = createStore();
    expect(store.get(plansStateAtom).status).toBe('idle');
    const pending = store.set(loadPlansAtom);
    expect(store.get(plansStateAtom).status).toBe('loading');
    await pending;
    expect(store.get(plansStateAtom)).toEqual({ status: 'succeeded', plans: [plan(1)], error: null });
    await store.set(loadPlansAtom);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    version = 2;
    await store.set(reloadPlansAtom);
    expect(store.get(plansStateAtom).plans).toHaveLength(2);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('failure stores the server message; a later load retries', async () => {
    const fetchMock = useFetch(() => json({ message: 'Database unavailable' }, 503));
    const store = createStore();
    await store.set(loadPlansAtom);
    expect(store.get(plansStateAtom)).toEqual({ status: 'failed', plans: [], error: 'Database unavailable' });
    fetchMock.mockImplementation(async () => json({ plans: [plan(3)] }));
    await store.set(loadPlansAtom);
    expect(store.get(plansStateAtom).status).toBe('succeeded');
  });
});

describe('transactions atoms', () => {
  it('loads the first page then appends the next one by cursor', async () => {
    const fetchMock = useFetch((request) => {
      const cursor = new URL(request.url).searchParams.get('cursor');
      return cursor
        ? json({ transactions: [transaction(1)], next_cursor: null })
        : json({ transactions: [transaction(3), transaction(2)], next_cursor: 2 });
    });
    const store = createStore();
    const pending = store.set(loadTransactionsAtom);
    expect(store.get(transactionsStateAtom).status).toBe('loading');
    await pending;
    expect(store.get(transactionsStateAtom)).toMatchObject({ status: 'succeeded', nextCursor: 2 });
    expect(store.get(latestTransactionAtom)?.id).toBe(3);
    await store.set(loadMoreTransactionsAtom);
    expect(store.get(transactionsStateAtom).transactions.map((t) => t.id)).toEqual([3, 2, 1]);
    expect(store.get(transactionsStateAtom).nextCursor).toBeNull();
    await store.set(loadMoreTransactionsAtom);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(new URL(fetchMock.mock.calls[0]?.[0].url ?? '').searchParams.get('limit')).toBe('100');
  });

  it('failure goes to failed with the message', async () => {
    useFetch(() => json({ message: 'Forbidden' }, 403));
    const store = createStore();
    await store.set(loadTransactionsAtom);
    expect(store.get(transactionsStateAtom)).toMatchObject({ status: 'failed', error: 'Forbidden' });
  });
});

describe('theme atom', () => {
  it('persists, toggles and follows the storage event', () => {
    localStorage.setItem(THEME_STORAGE_KEY, 'light');
    const store = createStore();
    const unsubscribe = store.sub(themeAtom, () => undefined);
    expect(store.get(themeAtom)).toBe('light');
    store.set(toggleThemeAtom);
    expect(store.get(themeAtom)).toBe('dark');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    localStorage.setItem(THEME_STORAGE_KEY, 'light');
    window.dispatchEvent(new StorageEvent('storage', { key: THEME_STORAGE_KEY, newValue: 'light' }));
    expect(store.get(themeAtom)).toBe('light');
    unsubscribe();
  });

  it('applyThemeClass toggles the dark class on the root', () => {
    applyThemeClass('dark');
    expect(document.documentElement).toHaveClass('dark');
    applyThemeClass('light');
    expect(document.documentElement).not.toHaveClass('dark');
  });
});
