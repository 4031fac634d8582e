/**
 * issue 10 item 11, the crash test: the real server process takes a burst of money writes (deposits, an
 * admin confirming deposits, withdrawals, plans bought from the wallet), is killed with SIGKILL in the middle
 * of it, and is started again on the same data. Every write it acknowledged (a 2xx answer reached the
 * client) must be there, whole, and every wallet must still equal the sum of its ledger. On the embedded
 * database (a data folder of its own) and on PostgreSQL (a database of its own, with TEST_DATABASE_URL).
 */
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { sql } from 'kysely';
import { createDatabase, type DatabaseHandle, type DB } from '../src/db/database';
import { migrate } from '../src/db/migrate';
import { createScratchDatabase } from '../src/db/throwaway-postgres';
import { submitDeposit } from '../src/modules/transactions/service';
import { usingPostgres } from './helpers/database';
import { assertLedgerInvariant, createPlanRow, fundWallet, txReference } from './helpers/money';
import { closedPort, type ServerProcess, startServer } from './helpers/server-process';
import { createUser, type TestUser } from './helpers/users';

const XSRF = 'crash-test-xsrf';
/** Parallel clients in the burst: enough that several writes are always under way when the kill lands. */
const CLIENTS = 8;
/** The kill lands once this many writes were acknowledged (or after KILL_AFTER_MS, whichever is first). */
const KILL_AFTER_ACKS = 60;
const KILL_AFTER_MS = 8_000;
const PENDING_DEPOSITS = 40;

/** Where the server's data lives: how to open it directly, and what the server process is given. */
interface Store {
  env: Record<string, string>;
  open(): DatabaseHandle;
  cleanUp(): Promise<void>;
}

const embeddedStore = async (): Promise<Store> => {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'vestora-crash-'));
  return {
    env: { DATA_DIR: dataDir },
    open: () => createDatabase({ dataDir }),
    cleanUp: () => rm(dataDir, { recursive: true, force: true }),
  };
};

const postgresStore = async (serverUrl: string): Promise<Store> => {
  const scratch = await createScratchDatabase(serverUrl, 'vestora_crash');
  return {
    env: { DATABASE_URL: scratch.url },
    open: () => createDatabase({ databaseUrl: scratch.url, dataDir: 'memory://' }),
    cleanUp: scratch.drop,
  };
};

interface Fixture {
  admin: TestUser;
  investors: TestUser[];
  planId: number;
  /** Deposits submitted before the burst, for the admin to confirm during it. */
  pendingDepositIds: number[];
}

/** Accounts, a plan, funded wallets and pending deposits, written before the server starts. */
const seed = async (db: DB): Promise<Fixture> => {
  const admin = await createUser(db, { role: 'admin', level: 3 });
  const investors = await Promise.all([1, 2, 3].map(() => createUser(db, { level: 3 })));
  const plan = await createPlanRow(db, { minCents: 5_000, maxCents: 10_000_000 });
  for (const investor of investors) await fundWallet(db, investor.id, 50_000_000);
  const pendingDepositIds: number[] = [];
  for (let index = 0; index < PENDING_DEPOSITS; index += 1) {
    const investor = investors[index % investors.length] as TestUser;
    const deposit = await submitDeposit(db, investor.id, {
      plan_id: plan.id,
      transaction_id: txReference(),
      payment_method: 'bitcoin',
      amount: 100,
    });
    pendingDepositIds.push(deposit.id);
  }
  return { admin, investors, planId: plan.id, pendingDepositIds };
};

/** What an acknowledged write promises is in the database. */
type Acknowledged =
  | { kind: 'deposit'; userId: number; reference: string }
  | { kind: 'confirm'; transactionId: number }
  | { kind: 'withdrawal'; userId: number; address: string; cents: number }
  | { kind: 'wallet-purchase'; userId: number; cents: number };

interface Burst {
  acknowledged: Acknowledged[];
  /** Requests that got no answer: the kill cut them off (they may or may not have been applied). */
  cutOff: number;
  /** Answers other than 2xx before the kill (there should be none: every write is valid). */
  refused: string[];
}

/**
 * Clients keep writing until `stop` resolves; each write is remembered only once its 2xx answer arrived. A
 * unique transaction id, address or amount makes every write recognisable in the database afterwards.
 */
const burst = (origin: string, fixture: Fixture, stop: Promise<void>, onAck: () => void) => {
  const result: Burst = { acknowledged: [], cutOff: 0, refused: [] };
  let stopped = false;
  void stop.then(() => {
    stopped = true;
  });
  let sequence = 0;
  let nextPending = 0;

  const post = async (token: string, url: string, body: unknown) => {
    const response = await fetch(`${origin}/api/${url}`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
        cookie: `XSRF-TOKEN=${XSRF}`,
        'x-xsrf-token': XSRF,
      },
      body: JSON.stringify(body),
    });
    const text = await response.text();
    return { ok: response.ok, status: response.status, text };
  };

  const oneWrite = async (): Promise<void> => {
    sequence += 1;
    const n = sequence;
    const investor = fixture.investors[n % fixture.investors.length] as TestUser;
    // Amounts unique per write (cents), within the plan's range.
    const cents = 10_000 + n;
    let write: Acknowledged;
    let call: () => ReturnType<typeof post>;
    switch (n % 4) {
      case 0: {
        const reference = `crash${n.toString().padStart(6, '0')}${randomBytes(3).toString('hex')}`;
        write = { kind: 'deposit', userId: investor.id, reference };
        call = () =>
          post(investor.token, 'deposit', {
            plan_id: fixture.planId,
            transaction_id: reference,
            payment_method: 'bitcoin',
            amount: 100,
          });
        break;
      }
      case 1: {
        const transactionId = fixture.pendingDepositIds[nextPending];
        nextPending += 1;
        if (transactionId === undefined) return;
        write = { kind: 'confirm', transactionId };
        call = () => post(fixture.admin.token, `confirm-transaction/${transactionId}`, {});
        break;
      }
      case 2: {
        const address = `crashaddress${n.toString().padStart(6, '0')}`;
        write = { kind: 'withdrawal', userId: investor.id, address, cents };
        call = () =>
          post(investor.token, 'withdraw', { amount: cents / 100, address, payment_method: 'bitcoin' });
        break;
      }
      default: {
        write = { kind: 'wallet-purchase', userId: investor.id, cents };
        call = () =>
          post(fixture.admin.token, 'admin-deposit', {
            plan_id: fixture.planId,
            user_id: investor.id,
            payment_method: 'wallet',
            amount: cents / 100,
          });
      }
    }
    try {
      const answer = await call();
      if (answer.ok) {
        result.acknowledged.push(write);
        onAck();
      } else if (!stopped) {
        result.refused.push(`${write.kind} ${answer.status} ${answer.text}`);
      }
    } catch {
      // No answer: the process died with this request under way.
      result.cutOff += 1;
    }
  };

  const client = async () => {
    while (!stopped) await oneWrite();
  };
  return { done: Promise.all(Array.from({ length: CLIENTS }, client)).then(() => result) };
};

/** The ledger entry of a money movement (undefined: none). */
const ledgerCents = async (db: DB, transactionId: number) =>
  (
    await db
      .selectFrom('ledger_entries')
      .select('amount_cents')
      .where('transaction_id', '=', transactionId)
      .executeTakeFirst()
  )?.amount_cents;

/** How many plans a deposit started (exactly one once it is confirmed). */
const plansStartedBy = async (db: DB, depositId: number) =>
  Number(
    (
      await db
        .selectFrom('user_plans')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('deposit_id', '=', depositId)
        .executeTakeFirstOrThrow()
    ).count,
  );

/** Every acknowledged write is in the database, whole (its ledger entry, its running plan). */
const assertAcknowledgedPresent = async (db: DB, acknowledged: Acknowledged[]) => {
  for (const write of acknowledged) {
    switch (write.kind) {
      case 'deposit': {
        const row = await db
          .selectFrom('transactions')
          .select(['user_id', 'type', 'status'])
          .where('reference', '=', write.reference)
          .executeTakeFirst();
        assert.deepEqual(
          row,
          { user_id: write.userId, type: 'deposit', status: 'pending' },
          `deposit ${write.reference}`,
        );
        break;
      }
      case 'confirm': {
        const row = await db
          .selectFrom('transactions')
          .select('status')
          .where('id', '=', write.transactionId)
          .executeTakeFirstOrThrow();
        assert.equal(row.status, 'confirmed', `confirmed deposit ${write.transactionId}`);
        assert.equal(
          await plansStartedBy(db, write.transactionId),
          1,
          `the plan of confirmed deposit ${write.transactionId}`,
        );
        break;
      }
      case 'withdrawal': {
        const row = await db
          .selectFrom('transactions')
          .select(['id', 'user_id', 'amount_cents', 'status'])
          .where('type', '=', 'withdrawal')
          .where('address', '=', write.address)
          .executeTakeFirst();
        assert.ok(row, `withdrawal to ${write.address}`);
        assert.deepEqual(
          { user_id: row.user_id, amount_cents: row.amount_cents, status: row.status },
          { user_id: write.userId, amount_cents: write.cents, status: 'pending' },
        );
        assert.equal(await ledgerCents(db, row.id), -write.cents, `the hold of withdrawal ${row.id}`);
        break;
      }
      case 'wallet-purchase': {
        const row = await db
          .selectFrom('transactions')
          .select(['id', 'status'])
          .where('user_id', '=', write.userId)
          .where('type', '=', 'deposit')
          .where('payment_method', '=', 'wallet')
          .where('amount_cents', '=', write.cents)
          .executeTakeFirst();
        assert.ok(row, `plan bought from the wallet for ${write.cents} cents`);
        assert.equal(row.status, 'confirmed');
        assert.equal(await ledgerCents(db, row.id), -write.cents, `the payment of purchase ${row.id}`);
        assert.equal(await plansStartedBy(db, row.id), 1, `the plan of purchase ${row.id}`);
        break;
      }
    }
  }
};

const crashAndRecover = async (makeStore: () => Promise<Store>, report: (line: string) => void) => {
  const store = await makeStore();
  let server: ServerProcess | undefined;
  try {
    const setup = store.open();
    await migrate(setup);
    const fixture = await seed(setup.db);
    await setup.close();

    const env = { ...store.env, RATE_LIMITS: '0', PORT: String(await closedPort()) };
    server = await startServer(env);
    const origin = server.origin;
    const child = server;

    let acks = 0;
    let kill!: () => void;
    const killed = new Promise<void>((resolve) => {
      kill = resolve;
    });
    const timer = setTimeout(() => kill(), KILL_AFTER_MS);
    const { done } = burst(origin, fixture, killed, () => {
      acks += 1;
      if (acks === KILL_AFTER_ACKS) kill();
    });
    await killed;
    clearTimeout(timer);
    // SIGKILL: no graceful close, no flush, no chance to finish what is under way.
    await child.stop('SIGKILL');
    const outcome = await done;

    assert.deepEqual(outcome.refused, [], 'every write of the burst is valid');
    assert.ok(outcome.acknowledged.length >= 20, `writes acknowledged: ${outcome.acknowledged.length}`);
    assert.ok(outcome.cutOff > 0, 'the kill landed while writes were under way');
    const kinds = new Map<string, number>();
    for (const write of outcome.acknowledged) kinds.set(write.kind, (kinds.get(write.kind) ?? 0) + 1);
    report(
      `acknowledged ${outcome.acknowledged.length} (${[...kinds].map(([kind, count]) => `${kind} ${count}`).join(', ')}), cut off by the kill ${outcome.cutOff}`,
    );

    // Started again on the same data (the embedded database's lock of the killed process is stale).
    server = await startServer(env);
    const health = await fetch(`${server.origin}/api/health`);
    assert.equal(health.status, 200, 'the restarted server is healthy');
    // The restarted server sees the acknowledged money: an investor's own list answers from it.
    const investor = fixture.investors[0] as TestUser;
    const list = await fetch(`${server.origin}/api/transactions`, {
      headers: { authorization: `Bearer ${investor.token}` },
    });
    assert.equal(list.status, 200);
    await server.stop('SIGTERM');
    server = undefined;

    const check = store.open();
    try {
      await assertAcknowledgedPresent(check.db, outcome.acknowledged);
      await assertLedgerInvariant(check.db);
      // Nothing half-written: no withdrawal or wallet purchase without its ledger entry.
      const { rows } = await sql<{ id: number }>`
        SELECT transactions.id FROM transactions
        LEFT JOIN ledger_entries ON ledger_entries.transaction_id = transactions.id
        WHERE (transactions.type = 'withdrawal' OR transactions.payment_method = 'wallet')
          AND ledger_entries.id IS NULL`.execute(check.db);
      assert.deepEqual(rows, [], 'every money movement has its ledger entry');
    } finally {
      await check.close();
    }
  } finally {
    await server?.stop('SIGKILL');
    await store.cleanUp();
  }
};

describe('crash during a burst of money writes (SIGKILL, restart on the same data)', () => {
  it('keeps every acknowledged write and wallet = sum of ledger', { timeout: 240_000 }, async (t) => {
    const serverUrl = process.env.TEST_DATABASE_URL;
    await crashAndRecover(
      usingPostgres() && serverUrl ? () => postgresStore(serverUrl) : embeddedStore,
      (line) => t.diagnostic(line),
    );
  });
});
