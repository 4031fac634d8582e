import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { INLINE_REMOTES_ELEMENT_ID } from 'shared-api/contract/shell-document';
import { areaOf, remotePreloads } from '../src/plugins/remote-preloads';
import { renderShellDocument } from '../src/plugins/shell-document';

const template =
  '<!doctype html><html><head><title>Vestora</title><script defer src="/main.1.js"></script></head><body><div id="root"></div></body></html>';

/** The text of the inlined remotes element of `html`. */
const inlined = (html: string): string => {
  const match = new RegExp(
    `<script type="application/json" id="${INLINE_REMOTES_ELEMENT_ID}">(.*?)</script>`,
  ).exec(html);
  assert.ok(match, 'the page has the remotes element');
  return match[1] ?? '';
};

const manifest = (overrides: Record<string, unknown> = {}) =>
  JSON.stringify({
    metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' } },
    exposes: [
      { path: './lifecycles', assets: { js: { sync: ['__federation_expose_lifecycles.1.js'] } } },
      { path: './routes', assets: { js: { sync: ['__federation_expose_routes.2.js', '31.3.js'] } } },
    ],
    ...overrides,
  });

describe('the shell document', () => {
  it('inlines remotes.json in the head, after the shell scripts, and keeps the rest of the page', () => {
    const html = renderShellDocument({
      template,
      remotesJson: '{ "marketing": "/remotes/marketing/mf-manifest.json" }',
      preloads: [],
    });
    assert.deepEqual(JSON.parse(inlined(html)), { marketing: '/remotes/marketing/mf-manifest.json' });
    assert.ok(html.indexOf('main.1.js') < html.indexOf(INLINE_REMOTES_ELEMENT_ID));
    assert.ok(html.indexOf(INLINE_REMOTES_ELEMENT_ID) < html.indexOf('</head>'));
    assert.ok(html.endsWith('<div id="root"></div></body></html>'));
  });

  it('writes `<` escaped, so a URL cannot close the script or open a comment', () => {
    const remotes = {
      marketing: 'https://cdn.example/</script><script>alert(1)</script><!--/mf-manifest.json',
    };
    const html = renderShellDocument({ template, remotesJson: JSON.stringify(remotes), preloads: [] });
    const text = inlined(html);
    assert.ok(!text.includes('<'), text);
    assert.deepEqual(JSON.parse(text), remotes);
  });

  it('refuses a remotes.json that is not JSON (the caller serves the page without it)', () => {
    assert.throws(() => renderShellDocument({ template, remotesJson: '{ nope', preloads: [] }), SyntaxError);
  });

  it('writes the preloads: a manifest fetched in CORS mode, scripts without crossorigin, attributes escaped', () => {
    const html = renderShellDocument({
      template,
      remotesJson: '{}',
      preloads: [
        { href: '/remotes/marketing/mf-manifest.json', as: 'fetch' },
        { href: '/remotes/marketing/remoteEntry.js?a=1&b="2"', as: 'script' },
      ],
    });
    assert.ok(
      html.includes('<link rel="preload" href="/remotes/marketing/mf-manifest.json" as="fetch" crossorigin>'),
    );
    assert.ok(
      html.includes(
        '<link rel="preload" href="/remotes/marketing/remoteEntry.js?a=1&#38;b=&#34;2&#34;" as="script">',
      ),
    );
  });
});

describe('the preloads of an area', () => {
  it('routes a path to the remote that renders it', () => {
    assert.equal(areaOf('/'), 'marketing');
    assert.equal(areaOf('/login'), 'marketing');
    assert.equal(areaOf('/dashboardx'), 'marketing');
    assert.equal(areaOf('/dashboard'), 'investor');
    assert.equal(areaOf('/dashboard/history'), 'investor');
    assert.equal(areaOf('/dashboard/administrator'), 'investor');
    assert.equal(areaOf('/dashboard/admin'), 'admin');
    assert.equal(areaOf('/dashboard/admin/manage-plan'), 'admin');
  });

  it("lists the manifest, the entry and the sync chunks of ./routes, beside the manifest's URL", () => {
    assert.deepEqual(remotePreloads('/remotes/marketing/mf-manifest.json', manifest()), [
      { href: '/remotes/marketing/mf-manifest.json', as: 'fetch' },
      { href: '/remotes/marketing/remoteEntry.js', as: 'script' },
      { href: '/remotes/marketing/__federation_expose_routes.2.js', as: 'script' },
      { href: '/remotes/marketing/31.3.js', as: 'script' },
    ]);
  });

  it('keeps the origin of a remote deployed elsewhere, and the page scheme of a protocol-relative one', () => {
    const [, entry] = remotePreloads('https://cdn.example/investor/v2/mf-manifest.json', manifest());
    assert.equal(entry?.href, 'https://cdn.example/investor/v2/remoteEntry.js');
    const [, relativeEntry] = remotePreloads('//cdn.example/investor/mf-manifest.json', manifest());
    assert.equal(relativeEntry?.href, '//cdn.example/investor/remoteEntry.js');
  });

  it('preloads the manifest alone when it is unknown, broken or not built with publicPath auto', () => {
    const url = '/remotes/admin/mf-manifest.json';
    const manifestOnly = [{ href: url, as: 'fetch' }];
    assert.deepEqual(remotePreloads(url, null), manifestOnly);
    assert.deepEqual(remotePreloads(url, '{ broken'), manifestOnly);
    assert.deepEqual(
      remotePreloads(
        url,
        manifest({ metaData: { publicPath: 'https://x.example/', remoteEntry: { name: 'remoteEntry.js' } } }),
      ),
      manifestOnly,
    );
  });

  it('preloads the entry alone when the manifest exposes no ./routes', () => {
    assert.deepEqual(
      remotePreloads('/remotes/admin/mf-manifest.json', manifest({ exposes: [] })).map(
        (preload) => preload.href,
      ),
      ['/remotes/admin/mf-manifest.json', '/remotes/admin/remoteEntry.js'],
    );
  });
});
