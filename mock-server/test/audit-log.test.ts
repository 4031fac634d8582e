import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { recordAudit } from '../src/modules/audit/repository';
import { createTestApp, type TestContext } from './helpers/app';
import { createUser, type TestUser } from './helpers/users';

interface Entry {
  id: number;
  actor: string | null;
  action: string;
  target_type: string;
  target_id: string | null;
}

describe('GET /audit-log filters', () => {
  let ctx: TestContext;
  let admin: TestUser;
  let auditor: TestUser;
  before(async () => {
    ctx = await createTestApp();
    admin = await createUser(ctx.app.db, { role: 'admin' });
    auditor = await createUser(ctx.app.db, { role: 'admin' });
    const write = (actorId: number, action: string, targetType: string, targetId: number) =>
      recordAudit(ctx.app.db, { actorId, action, targetType, targetId });
    // One from long ago, for the date filter (the log is append-only: written with its date).
    await ctx.app.db
      .insertInto('audit_log')
      .values({
        actor_id: admin.id,
        action: 'plan.create',
        target_type: 'plan',
        target_id: '1',
        payload: '{}',
        created_at: new Date('2025-01-15T12:00:00Z'),
      })
      .execute();
    await write(admin.id, 'transaction.confirm', 'transaction', 7);
    await write(auditor.id, 'transaction.reject', 'transaction', 8);
    await write(auditor.id, 'user.suspend', 'user', admin.id);
  });
  after(() => ctx.close());

  const list = async (query: string) => {
    const response = await ctx.api.get(`audit-log${query}`, { token: admin.token });
    assert.equal(response.statusCode, 200, response.body);
    return (response.json() as { entries: Entry[] }).entries;
  };

  it('filters by actor (any case), action, target and date, newest first', async () => {
    const byAuditor = await list(`?actor=${auditor.username.toUpperCase()}`);
    assert.deepEqual(
      byAuditor.map((entry) => entry.action),
      ['user.suspend', 'transaction.reject'],
    );
    assert.deepEqual(
      (await list('?action=transaction.confirm')).map((entry) => entry.target_id),
      ['7'],
    );
    assert.deepEqual(
      (await list('?target_type=transaction&target_id=8')).map((entry) => entry.action),
      ['transaction.reject'],
    );
    const old = await list('?from=2025-01-01T00:00:00Z&to=2025-02-01T00:00:00Z');
    assert.deepEqual(
      old.map((entry) => entry.action),
      ['plan.create'],
    );
    assert.ok((await list('?from=2026-01-01T00:00:00Z')).every((entry) => entry.action !== 'plan.create'));
  });

  it('refuses an unknown action and a malformed date with a clear message', async () => {
    for (const query of ['?action=drop.tables', '?from=yesterday']) {
      const response = await ctx.api.get(`audit-log${query}`, { token: admin.token });
      assert.equal(response.statusCode, 400);
      assert.equal(response.json().code, 'validation_failed');
    }
  });
});
