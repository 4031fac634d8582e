import { sql } from 'kysely';
import type { DB } from '../../db/database';

/** The four marketing figures, each one aggregate over indexed rows (see migration 004_public.sql). */
export const readPublicFigures = async (db: DB) => {
  const row = await db
    .selectNoFrom((eb) => [
      eb
        .selectFrom('user_plans')
        .innerJoin('users', 'users.id', 'user_plans.user_id')
        .where('user_plans.status', '=', 'active')
        .where('users.deleted_at', 'is', null)
        .select(sql<number>`count(distinct user_plans.user_id)`.as('n'))
        .as('active_investors'),
      eb
        .selectFrom('transactions')
        .where('type', '=', 'withdrawal')
        .where('status', '=', 'confirmed')
        .select(sql<number>`coalesce(sum(amount_cents), 0)`.as('n'))
        .as('paid_out_cents'),
      eb
        .selectFrom('users')
        .where('users.deleted_at', 'is', null)
        .where(sql<boolean>`trim(coalesce(users.country, '')) <> ''`)
        .where(({ exists, selectFrom }) =>
          exists(
            selectFrom('transactions')
              .select(sql`1`.as('one'))
              .whereRef('transactions.user_id', '=', 'users.id')
              .where('transactions.type', '=', 'deposit')
              .where('transactions.status', '=', 'confirmed'),
          ),
        )
        .select(sql<number>`count(distinct lower(trim(users.country)))`.as('n'))
        .as('countries'),
      eb
        .selectFrom('user_plans')
        .where('status', '=', 'active')
        .select(sql<number>`coalesce(sum(amount_cents), 0)`.as('n'))
        .as('capital_cents'),
    ])
    .executeTakeFirstOrThrow();
  return {
    activeInvestors: Number(row.active_investors ?? 0),
    paidOutCents: Number(row.paid_out_cents ?? 0),
    countries: Number(row.countries ?? 0),
    capitalCents: Number(row.capital_cents ?? 0),
  };
};

export const listTestimonialRows = (db: DB, limit: number) =>
  db
    .selectFrom('testimonials')
    .select(['id', 'name', 'country', 'message', 'given_on', 'sample'])
    .orderBy('given_on', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
