import { HttpResponse, http } from 'msw';
import { configureApi, resetApiConfig } from 'shared-api/client';
import { apiError, apiPath } from 'shared-api/testing/fake-api';
import { transactionFixture } from 'shared-api/testing/fixtures';
import { mswServer } from 'shared-api/testing/msw-server';
import { loadEveryPage } from './use-admin-transaction-list';

beforeEach(() => configureApi({ onSetupFailure: jest.fn() }));
afterEach(() => resetApiConfig());

describe('loadEveryPage', () => {
  it('follows the cursor until the last page and keeps the order', async () => {
    const rows = Array.from({ length: 2500 }, (_, index) => transactionFixture({ id: 2500 - index }));
    const asked: URLSearchParams[] = [];
    mswServer.use(
      http.get(apiPath('all-transactions'), ({ request }) => {
        const query = new URL(request.url).searchParams;
        asked.push(query);
        const limit = Number(query.get('limit'));
        const cursor = query.get('cursor');
        const older = cursor ? rows.filter((row) => row.id < Number(cursor)) : rows;
        const page = older.slice(0, limit);
        return HttpResponse.json({
          transactions: page,
          next_cursor: older.length > limit ? (page.at(-1)?.id ?? null) : null,
        });
      }),
    );
    const loaded = await loadEveryPage('withdrawal');
    expect(loaded).toHaveLength(2500);
    expect(loaded.map((row) => row.id)).toEqual(rows.map((row) => row.id));
    expect(asked.map((query) => query.get('cursor'))).toEqual([null, '1501', '501']);
    expect(asked.every((query) => query.get('type') === 'withdrawal' && query.get('limit') === '1000')).toBe(
      true,
    );
  });

  it('fails as a whole when a page fails (no partial list shown as complete)', async () => {
    let calls = 0;
    mswServer.use(
      http.get(apiPath('all-transactions'), () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ transactions: [transactionFixture({ id: 5 })], next_cursor: 5 })
          : apiError(500, 'Database unavailable');
      }),
    );
    await expect(loadEveryPage('deposit')).rejects.toThrow('Database unavailable');
  });
});
