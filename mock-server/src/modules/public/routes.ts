import { publicStats as publicStatsSchema, testimonialsResponse } from 'shared-api/contract/public';
import type { App } from '../../types';
import { publicStats, testimonials } from './service';

export default async function publicRoutes(app: App) {
  app.get(
    '/public-stats',
    {
      config: { access: 'public', publicCache: 'public-stats' },
      schema: { tags: ['public'], response: { 200: publicStatsSchema } },
    },
    async () => publicStats(app.db),
  );

  app.get(
    '/testimonials',
    {
      config: { access: 'public', publicCache: 'testimonials' },
      schema: { tags: ['public'], response: { 200: testimonialsResponse } },
    },
    async () => ({ testimonials: await testimonials(app.db) }),
  );
}
