/** @jest-environment ../shared-api/test/jsdom-fetch-environment.cjs */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { configureApi, resetApiConfig } from 'shared-api/client';
import { apiPath } from 'shared-api/testing/fake-api';
import { profileFixture, signedInStore } from 'shared-api/testing/fixtures';
import { mswServer } from 'shared-api/testing/msw-server';
import type { AuditEntry } from 'shared-api/types';
import { renderInApp } from 'shared-ui/testing/render-in-app';
import { AuditLogPage } from './audit-log-page';

const entry = (id: number, overrides: Partial<AuditEntry> = {}): AuditEntry => ({
  id,
  actor: 'admin',
  action: 'transaction.confirm',
  target_type: 'transaction',
  target_id: String(id),
  payload: {},
  created_at: '2026-11-20T10:00:00Z',
  ...overrides,
});

const serve = (all: AuditEntry[]) => {
  const seen: URLSearchParams[] = [];
  mswServer.use(
    http.get(apiPath('audit-log'), ({ request }) => {
      const params = new URL(request.url).searchParams;
      seen.push(params);
      const limit = Number(params.get('limit'));
      const cursor = Number(params.get('cursor') ?? Number.POSITIVE_INFINITY);
      const action = params.get('action');
      const matching = all.filter((row) => row.id < cursor && (!action || row.action === action));
      const page = matching.slice(0, limit);
      return HttpResponse.json({
        entries: page,
        next_cursor: matching.length > limit ? (page.at(-1)?.id ?? null) : null,
      });
    }),
  );
  return seen;
};

const renderAudit = () => {
  configureApi({ onSetupFailure: jest.fn() });
  renderInApp(
    <Routes>
      <Route path="/dashboard/admin/audit-log" element={<AuditLogPage />} />
    </Routes>,
    { url: '/dashboard/admin/audit-log', store: signedInStore(profileFixture({ role: 'admin' })) },
  );
};

// Typing and several round trips per test: a busy machine needs more than jest's default 5 s.
jest.setTimeout(20_000);

afterEach(() => resetApiConfig());

describe('audit log', () => {
  it('lists entries newest first with their action in words, and pages on', async () => {
    const all = Array.from({ length: 130 }, (_, index) => entry(200 - index));
    const seen = serve(all);
    renderAudit();
    // Role queries walk the whole tree: with 100+ rows, plain selectors keep the test fast.
    const list = await screen.findByRole('list', { name: 'Audit entries' });
    const rows = () => list.querySelectorAll(':scope > li');
    expect(rows()).toHaveLength(100);
    expect(rows()[0]).toHaveTextContent('Transaction confirmed');
    expect(rows()[0]).toHaveTextContent('Transaction #200');
    await userEvent.setup().click(screen.getByText('Load more entries'));
    await waitFor(() => expect(rows()).toHaveLength(130));
    expect(seen.at(-1)?.get('cursor')).toBe('101');
  });

  it('sends the filters to the server and says when nothing matches', async () => {
    const seen = serve([entry(1)]);
    renderAudit();
    await screen.findByRole('list', { name: 'Audit entries' });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Admin (username)'), 'auditor');
    await user.selectOptions(screen.getByLabelText('Action'), 'User suspended');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    await waitFor(() => expect(seen.at(-1)?.get('action')).toBe('user.suspend'));
    expect(seen.at(-1)?.get('actor')).toBe('auditor');
    expect(await screen.findByText('No entries match these filters.')).toBeInTheDocument();
  });

  it('exports what the filter selects as CSV', async () => {
    serve([entry(2, { payload: { reason: 'a, b' } }), entry(1, { actor: null, action: 'user.erase' })]);
    renderAudit();
    await screen.findByRole('list', { name: 'Audit entries' });
    const blobs: Blob[] = [];
    Object.assign(URL, {
      createObjectURL: jest.fn((blob: Blob) => {
        blobs.push(blob);
        return 'blob:audit';
      }),
      revokeObjectURL: jest.fn(),
    });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(blobs).toHaveLength(1));
    const lines = (await blobs[0]?.text())?.replace('\uFEFF', '').split('\r\n');
    expect(lines).toEqual([
      'Time (UTC),Admin,Action,Action code,Target,Target ID,Details',
      '2026-11-20T10:00:00Z,admin,Transaction confirmed,transaction.confirm,transaction,2,"{""reason"":""a, b""}"',
      '2026-11-20T10:00:00Z,System,Personal data erased,user.erase,transaction,1,{}',
      '',
    ]);
    click.mockRestore();
  });
});
