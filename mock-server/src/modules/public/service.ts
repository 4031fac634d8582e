import { centsToDollars } from 'shared-api/contract/common';
import type { PublicStats, Testimonial } from 'shared-api/contract/public';
import type { DB } from '../../db/database';
import { listTestimonialRows, readPublicFigures } from './repository';

/** More than a home page shows; keeps the public call cheap whatever the operator stores. */
export const MAX_TESTIMONIALS = 100;

/** Live marketing figures from the platform's own rows (decisions §1: nothing typed in). */
export const publicStats = async (db: DB): Promise<PublicStats> => {
  const figures = await readPublicFigures(db);
  return {
    active_investors: figures.activeInvestors,
    total_paid_out: centsToDollars(figures.paidOutCents),
    countries: figures.countries,
    assets_under_management: centsToDollars(figures.capitalCents),
  };
};

/** Newest first by the date the testimonial was given. */
export const testimonials = async (db: DB): Promise<Testimonial[]> =>
  (await listTestimonialRows(db, MAX_TESTIMONIALS)).map((row) => ({
    id: row.id,
    name: row.name,
    country: row.country,
    message: row.message,
    date: row.given_on,
    sample: row.sample,
  }));
