/**
 * The API's routes as the app registered them (`app.routeCatalog`, recorded by src/plugins/route-catalog.ts),
 * and what the authorization and fuzz tests need to call each one generically: path filling, the route's
 * own schemas to tell valid input from malformed input, and a fingerprint of every table to prove that
 * nothing was written.
 */
import { sql } from 'kysely';
import { z } from 'zod';
import type { DB } from '../../src/db/database';
import type { CatalogRoute } from '../../src/plugins/route-catalog';
import type { App } from '../../src/types';

export type { CatalogRoute };

export const apiRoutes = (app: App): CatalogRoute[] =>
  [...app.routeCatalog].sort((a, b) => a.url.localeCompare(b.url) || a.method.localeCompare(b.method));

export const routeName = (route: CatalogRoute): string => `${route.method} ${route.url}`;

export const paramNames = (url: string): string[] =>
  [...url.matchAll(/:(\w+)/g)].map((match) => match[1] ?? '');

/** `/api/user/:id` + `{ id: '7' }` → `/api/user/7` (values are URL-encoded). */
export const fillPath = (url: string, values: Record<string, string>): string =>
  url.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(values[name] ?? ''));

const shapeOf = (schema: unknown): Record<string, unknown> => {
  if (schema instanceof z.ZodPipe) return shapeOf(schema.in);
  return schema instanceof z.ZodObject ? (schema.shape as Record<string, unknown>) : {};
};

/** The field names of an object schema (a body or a query string), to aim wrong values at real fields. */
export const fieldNames = (schema: unknown): string[] => Object.keys(shapeOf(schema));

/**
 * Path values the route's params schema accepts: an enum's first option (e.g. a document side), `id` for
 * everything else (ids).
 */
export const validParams = (route: CatalogRoute, id: number): Record<string, string> => {
  const shape = shapeOf(route.schema.params);
  return Object.fromEntries(
    paramNames(route.url).map((name) => {
      const field = shape[name];
      const option = field instanceof z.ZodEnum ? field.options[0] : undefined;
      return [name, option === undefined ? String(id) : String(option)];
    }),
  );
};

/** Whether `value` passes the route's schema for that part of the request (no schema: anything goes). */
export const accepts = (schema: unknown, value: unknown): boolean =>
  schema instanceof z.ZodType ? schema.safeParse(value).success : true;

export const takesMultipart = (route: CatalogRoute): boolean =>
  route.schema.consumes?.includes('multipart/form-data') ?? false;

let tableNames: Promise<string[]> | undefined;
const listTables = (db: DB) => {
  tableNames ??= sql<{ name: string }>`
    SELECT table_name AS name FROM information_schema.tables
    WHERE table_schema = 'public' AND table_type = 'BASE TABLE' AND table_name NOT IN ('schema_migrations', 'schema_migrations_lock')
    ORDER BY table_name`
    .execute(db)
    .then((result) => result.rows.map((row) => row.name));
  return tableNames;
};

/**
 * Row count and an order-independent hash of every row of every table: any insert, update or delete
 * changes it. Tables are found in the schema, so tables added later are covered too.
 */
export const databaseFingerprint = async (db: DB): Promise<Record<string, string>> => {
  const tables = await listTables(db);
  const parts = tables.map(
    (table) =>
      sql`SELECT ${table}::text AS name, count(*)::text || ':' || coalesce(sum(hashtext(t::text)::bigint), 0)::text AS print FROM ${sql.table(table)} t`,
  );
  const result = await sql<{ name: string; print: string }>`${sql.join(parts, sql` UNION ALL `)}`.execute(db);
  return Object.fromEntries(result.rows.map((row) => [row.name, row.print]));
};

/** The tables whose fingerprint differs between two readings. */
export const changedTables = (before: Record<string, string>, after: Record<string, string>): string[] =>
  Object.keys({ ...before, ...after }).filter((table) => before[table] !== after[table]);
