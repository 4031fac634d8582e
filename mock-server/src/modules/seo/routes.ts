/**
 * What search engines read at the site's root (issue 11, item 6): `/robots.txt` keeps them out of the
 * signed-in area and the API and names the sitemap; `/sitemap.xml` lists the public pages with absolute
 * URLs on `PUBLIC_URL`. Served at the root, beside the front end, whether or not this process serves it.
 */
import type { Config } from '../../config';
import type { App } from '../../types';

/** The public pages worth finding. The reset screen needs a code from an e-mail, so it is left out. */
export const SITEMAP_PATHS = [
  '/',
  '/about-us',
  '/terms-and-conditions',
  '/privacy-policy',
  '/signup',
  '/login',
  '/forgot-password',
] as const;

/** Areas that are not for search engines: the signed-in dashboard and the API. */
export const DISALLOWED_PATHS = ['/dashboard', '/api'] as const;

const absolute = (publicUrl: string, path: string): string => new URL(path, publicUrl).href;

const escapeXml = (text: string): string => text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);

export const robotsTxt = (publicUrl: string): string =>
  [
    'User-agent: *',
    ...DISALLOWED_PATHS.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${absolute(publicUrl, '/sitemap.xml')}`,
    '',
  ].join('\n');

export const sitemapXml = (publicUrl: string): string =>
  [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...SITEMAP_PATHS.map((path) => `  <url><loc>${escapeXml(absolute(publicUrl, path))}</loc></url>`),
    '</urlset>',
    '',
  ].join('\n');

/** Crawlers fetch these often; an hour is fresh enough for a list that changes with a deploy. */
const CACHE_CONTROL = 'public, max-age=3600';

/** In the OpenAPI document as plain text and XML (no response schema: a zod one would be serialized as JSON). */
const robotsSchema = {
  tags: ['site'],
  summary: 'robots.txt: keeps crawlers out of /dashboard and /api, names the sitemap',
  produces: ['text/plain'],
};
const sitemapSchema = {
  tags: ['site'],
  summary: 'sitemap.xml: the public pages, absolute URLs on PUBLIC_URL',
  produces: ['application/xml'],
};

export default async function seoRoutes(app: App, { config }: { config: Config }) {
  const robots = robotsTxt(config.publicUrl);
  const sitemap = sitemapXml(config.publicUrl);
  app.get('/robots.txt', { config: { access: 'public' }, schema: robotsSchema }, async (_request, reply) =>
    reply.header('Cache-Control', CACHE_CONTROL).type('text/plain; charset=utf-8').send(robots),
  );
  app.get('/sitemap.xml', { config: { access: 'public' }, schema: sitemapSchema }, async (_request, reply) =>
    reply.header('Cache-Control', CACHE_CONTROL).type('application/xml; charset=utf-8').send(sitemap),
  );
}
