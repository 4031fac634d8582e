import type { Kysely } from 'kysely';
import type { Database, PlanRow } from '../../db/schema';

export interface PlanValues {
  title: string;
  /** Decimal text, exact: numeric(8,4) in the database. */
  roi: string;
  duration: number;
  min_amount_cents: number;
  max_amount_cents: number;
}

/** Plans on offer (not deleted), oldest first: the order the admin created them in. */
export const listPlans = (db: Kysely<Database>) =>
  db.selectFrom('plans').selectAll().where('deleted_at', 'is', null).orderBy('id').execute();

/** A plan on offer, or undefined when it never existed or was deleted. */
export const findPlan = (db: Kysely<Database>, id: number): Promise<PlanRow | undefined> =>
  db.selectFrom('plans').selectAll().where('id', '=', id).where('deleted_at', 'is', null).executeTakeFirst();

export const insertPlan = (db: Kysely<Database>, values: PlanValues) =>
  db.insertInto('plans').values(values).returning('id').executeTakeFirstOrThrow();

/** Updates a plan on offer; returns undefined when there is none with that id. */
export const updatePlan = (db: Kysely<Database>, id: number, values: PlanValues) =>
  db
    .updateTable('plans')
    .set(values)
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .returning('id')
    .executeTakeFirst();

export const softDeletePlan = (db: Kysely<Database>, id: number) =>
  db
    .updateTable('plans')
    .set({ deleted_at: new Date() })
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .returning(['id', 'title'])
    .executeTakeFirst();
