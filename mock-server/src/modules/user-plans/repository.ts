import type { Kysely } from 'kysely';
import type { Database, UserPlanRow } from '../../db/schema';

export interface NewUserPlan {
  user_id: number;
  plan_id: number;
  deposit_id: number;
  title: string;
  roi: string;
  amount_cents: number;
  returns_cents: number;
  duration: number;
  started_on: string;
}

export const insertUserPlan = (db: Kysely<Database>, plan: NewUserPlan) =>
  db
    .insertInto('user_plans')
    .values({ ...plan, initial_duration: plan.duration })
    .returningAll()
    .executeTakeFirstOrThrow();

/** A user's plans, active ones first, newest first within each group. */
export const listUserPlans = (db: Kysely<Database>, userId: number): Promise<UserPlanRow[]> =>
  db
    .selectFrom('user_plans')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('status')
    .orderBy('id', 'desc')
    .execute();
