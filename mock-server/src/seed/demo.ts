/**
 * Demo data for the embedded default (`config.seedDemo`, on when the users table is empty): two admins (so
 * four-eyes approvals can be tried), one investor, plans, one deposit address per coin with its QR code, and
 * the sample testimonials. The investor's history is produced by the real engine, not typed in: a deposit
 * through the deposit service ten days ago, confirmed by the admin service, then the daily accrual through
 * today, so every figure the investor sees was computed by the platform.
 *
 * Never seeds twice: the accounts are created under an advisory lock only when there are no users, and
 * only the instance that created them writes the rest.
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import QRCode from 'qrcode';
import { coinBySlug, coinSlugs } from 'shared-api/contract/addresses';
import { planBody } from 'shared-api/contract/plans';
import type { DB } from '../db/database';
import type { NewUser } from '../db/schema';
import { runAccrual } from '../jobs/accrual';
import { hashPassword } from '../lib/passwords';
import { newReferralId } from '../modules/auth/referral-ids';
import { utcDay } from '../modules/ledger/money';
import { createPlan } from '../modules/plans/service';
import { type SampleTestimonial, sampleTestimonials } from '../modules/public/sample-testimonials';
import { confirmTransaction } from '../modules/transactions/decisions';
import { requestWithdrawal, submitDeposit } from '../modules/transactions/service';

const SEED_LOCK = 73_451_003;
const DAY_MS = 24 * 60 * 60 * 1000;

export const DEMO_ACCOUNTS = {
  admin: { username: 'admin', password: 'Admin#2026' },
  auditor: { username: 'auditor', password: 'Auditor#2026' },
  investor: { username: 'investor', password: 'Investor#2026' },
} as const;

/** A testimonial as the spec describes it (name, country, message, date as YYYY-MM-DD). */
export type SeedTestimonial = SampleTestimonial;

export interface DemoSeedOptions {
  /** Defaults to the spec's twelve, stored as samples. */
  testimonials?: readonly SeedTestimonial[];
  /** The moment the demo is seeded at (tests pin it). */
  now?: Date;
}

/** Plans as an admin would type them (checked by the same schema as the create-plan call). */
const DEMO_PLANS = [
  { title: 'Starter', roi: '0.8', duration: 14, min_amount: 50, max_amount: 999 },
  { title: 'Silver', roi: '1.2', duration: 30, min_amount: 1_000, max_amount: 4_999 },
  { title: 'Gold', roi: '1.5', duration: 45, min_amount: 5_000, max_amount: 19_999 },
  { title: 'Platinum', roi: '2', duration: 60, min_amount: 20_000, max_amount: 100_000 },
] as const;

/**
 * Placeholder addresses for the demo: well-formed for the address screens, but they name no real wallet
 * (the word "demo" cannot appear in a real address of these formats), so nothing can be paid to them.
 */
const DEMO_ADDRESSES: Record<(typeof coinSlugs)[number], string> = {
  btc: 'bc1qdemo0vestora0btc0address0replace0me',
  usdt: 'TDemoVestoraUsdtTrc20AddressReplaceMe',
  xrp: 'rDemoVestoraXrpAddressReplaceMe',
  sol: 'DemoVestoraSolanaAddressReplaceMe111',
  eth: '0xDemo0Vestora0Ethereum0Address0ReplaceMe',
};

const demoUser = (
  username: string,
  passwordHash: string,
  referralId: string,
  fields: Pick<NewUser, 'firstname' | 'lastname' | 'role' | 'level' | 'gender' | 'country' | 'date_of_birth'>,
): NewUser => ({
  ...fields,
  username,
  email: `${username}@vestora.example`,
  email_verified: true,
  identity_status: fields.level === 3 ? 'accepted' : 'none',
  referral_id: referralId,
  password_hash: passwordHash,
});

/** Creates the accounts if there are none yet; returns their ids, or undefined when data already exists. */
const createAccounts = (db: DB) =>
  db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(${SEED_LOCK})`.execute(trx);
    const existing = await trx.selectFrom('users').select('id').limit(1).executeTakeFirst();
    if (existing) return undefined;
    const [adminHash, auditorHash, investorHash] = await Promise.all([
      hashPassword(DEMO_ACCOUNTS.admin.password),
      hashPassword(DEMO_ACCOUNTS.auditor.password),
      hashPassword(DEMO_ACCOUNTS.investor.password),
    ]);
    const person = { gender: 'female', country: 'United Kingdom', date_of_birth: '1985-04-12' } as const;
    // The table is empty and locked for seeding: no id can be taken yet, and three draws never collide
    // in practice (31^8 possibilities); the unique index would refuse the seed if they did.
    const referralIds = await Promise.all([1, 2, 3].map(() => newReferralId(async () => false)));
    const [adminRef = '', auditorRef = '', investorRef = ''] = referralIds;
    const users = await trx
      .insertInto('users')
      .values([
        demoUser('admin', adminHash, adminRef, {
          ...person,
          firstname: 'Ada',
          lastname: 'Admin',
          role: 'admin',
          level: 3,
        }),
        demoUser('auditor', auditorHash, auditorRef, {
          ...person,
          gender: 'male',
          firstname: 'Otto',
          lastname: 'Auditor',
          role: 'admin',
          level: 3,
        }),
        demoUser('investor', investorHash, investorRef, {
          ...person,
          firstname: 'Ivy',
          lastname: 'Investor',
          role: 'user',
          level: 2,
          country: 'Ireland',
        }),
      ])
      .returning(['id', 'username'])
      .execute();
    const idOf = (username: string) => {
      const user = users.find((row) => row.username === username);
      if (!user) throw new Error(`demo user ${username} was not created`);
      return user.id;
    };
    return { adminId: idOf('admin'), investorId: idOf('investor') };
  });

const insertAddresses = async (db: DB, now: Date) => {
  for (const slug of coinSlugs) {
    const address = DEMO_ADDRESSES[slug];
    const png = await QRCode.toBuffer(address, { type: 'png', margin: 1, width: 256 });
    await db
      .insertInto('deposit_addresses')
      .values({ coin: coinBySlug[slug], address, qr_code: png, qr_mime: 'image/png', created_at: now })
      .execute();
  }
};

const insertTestimonials = async (db: DB, testimonials: readonly SeedTestimonial[]) => {
  if (testimonials.length === 0) return;
  await db
    .insertInto('testimonials')
    .values(
      testimonials.map((entry) => ({
        name: entry.name,
        country: entry.country,
        message: entry.message,
        given_on: entry.date,
        sample: true,
      })),
    )
    .execute();
};

/** Seeds the demo when the database has no users; returns whether it did. */
export const seedDemo = async (db: DB, options: DemoSeedOptions = {}): Promise<boolean> => {
  const now = options.now ?? new Date();
  const accounts = await createAccounts(db);
  if (!accounts) return false;
  const { adminId, investorId } = accounts;

  for (const plan of DEMO_PLANS) await createPlan(db, adminId, planBody.parse(plan));
  await insertAddresses(db, now);
  await insertTestimonials(db, options.testimonials ?? sampleTestimonials);

  // The investor's history, through the engine: bought Silver ten days ago, confirmed two hours later...
  const silver = await db
    .selectFrom('plans')
    .select('id')
    .where('title', '=', 'Silver')
    .executeTakeFirstOrThrow();
  // 09:00 UTC ten days ago, so the confirmation two hours later falls on the same UTC day.
  const boughtAt = new Date(`${utcDay(new Date(now.getTime() - 10 * DAY_MS))}T09:00:00Z`);
  const deposit = await submitDeposit(
    db,
    investorId,
    {
      plan_id: silver.id,
      transaction_id: `demo${randomBytes(16).toString('hex')}`,
      payment_method: 'bitcoin',
      amount: 1_000,
    },
    boughtAt,
  );
  await confirmTransaction(db, adminId, deposit.id, new Date(boughtAt.getTime() + 2 * 60 * 60 * 1000));
  // ...earned every day since (credited by the accrual, as the scheduler would have)...
  await runAccrual(db, utcDay(now));
  // ...asked to withdraw part of the earnings today (pending), and submitted a new Starter purchase.
  await requestWithdrawal(db, investorId, {
    amount: 50,
    address: 'bc1qdemo0investor0payout0address',
    payment_method: 'bitcoin',
  });
  const starter = await db
    .selectFrom('plans')
    .select('id')
    .where('title', '=', 'Starter')
    .executeTakeFirstOrThrow();
  await submitDeposit(
    db,
    investorId,
    {
      plan_id: starter.id,
      transaction_id: `demo${randomBytes(16).toString('hex')}`,
      payment_method: 'tether',
      amount: 250,
    },
    now,
  );
  return true;
};
