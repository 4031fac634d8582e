import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createTestApp, type TestContext } from './helpers/app';

const PUBLIC_URL = 'https://vestora.example';

describe('robots.txt and sitemap.xml', () => {
  let ctx: TestContext;
  before(async () => {
    ctx = await createTestApp({ publicUrl: PUBLIC_URL });
  });
  after(() => ctx.close());

  const get = (url: string) => ctx.app.inject({ method: 'GET', url });

  it('robots.txt keeps crawlers out of the dashboard and the API and names the sitemap', async () => {
    const response = await get('/robots.txt');
    assert.equal(response.statusCode, 200);
    assert.match(String(response.headers['content-type']), /^text\/plain/);
    const lines = response.body.split('\n');
    assert.ok(lines.includes('User-agent: *'));
    assert.ok(lines.includes('Disallow: /dashboard'));
    assert.ok(lines.includes('Disallow: /api'));
    assert.ok(lines.includes(`Sitemap: ${PUBLIC_URL}/sitemap.xml`));
    // Nothing public is shut out: no bare "Disallow: /".
    assert.ok(!lines.includes('Disallow: /'));
  });

  it('sitemap.xml lists every public page with an absolute URL, and nothing signed-in', async () => {
    const response = await get('/sitemap.xml');
    assert.equal(response.statusCode, 200);
    assert.match(String(response.headers['content-type']), /^application\/xml/);
    assert.match(
      response.body,
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    );
    const locations = [...response.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    assert.deepEqual(locations, [
      `${PUBLIC_URL}/`,
      `${PUBLIC_URL}/about-us`,
      `${PUBLIC_URL}/terms-and-conditions`,
      `${PUBLIC_URL}/privacy-policy`,
      `${PUBLIC_URL}/signup`,
      `${PUBLIC_URL}/login`,
      `${PUBLIC_URL}/forgot-password`,
    ]);
    assert.ok(locations.every((url) => !url?.includes('/dashboard')));
  });

  it('follows PUBLIC_URL (its origin: the site lives at the root, as the e-mail links assume)', async () => {
    const other = await createTestApp({ publicUrl: 'https://invest.example.org:8443' }, ctx.database);
    try {
      const robots = await other.app.inject({ method: 'GET', url: '/robots.txt' });
      assert.match(robots.body, /^Sitemap: https:\/\/invest\.example\.org:8443\/sitemap\.xml$/m);
      const sitemap = await other.app.inject({ method: 'GET', url: '/sitemap.xml' });
      assert.match(sitemap.body, /<loc>https:\/\/invest\.example\.org:8443\/about-us<\/loc>/);
    } finally {
      await other.app.close();
    }
  });

  it('answers HEAD and is listed in the OpenAPI document', async () => {
    const head = await ctx.app.inject({ method: 'HEAD', url: '/sitemap.xml' });
    assert.equal(head.statusCode, 200);
    const docs = await get('/api/docs/json');
    const paths = Object.keys(JSON.parse(docs.body).paths);
    assert.ok(paths.includes('/robots.txt'));
    assert.ok(paths.includes('/sitemap.xml'));
  });
});
