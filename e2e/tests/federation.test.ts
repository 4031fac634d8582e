/**
 * Module Federation in the real browser: a remote that cannot be reached is contained by its retry panel,
 * react-dom is downloaded once for the whole platform, and a remote deployed elsewhere is picked up through
 * remotes.json without rebuilding the shell.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { accounts } from '../lib/accounts.ts';
import { signIn, withPage } from '../lib/browser.ts';
import { buildAppInto, fingerprint, readManifest } from '../lib/builds.ts';
import { expectCount, expectPath, expectVisible } from '../lib/expect.ts';
import { type Fetched, recordResponses } from '../lib/network.ts';
import { repoRoot } from '../lib/paths.ts';
import { ensureAppsBuilt } from '../lib/platform.ts';
import { type StaticServer, serveStatic } from '../lib/static-server.ts';
import { useSuite } from '../lib/suite.ts';
import { dashboardGreeting, sideMenu } from '../lib/ui.ts';

const REMOTE_FAILED = 'This part of Vestora could not be loaded';
const remoteNames = ['marketing', 'investor', 'admin'] as const;
const distOf = (workspace: string) => path.join(repoRoot, workspace, 'dist');

/**
 * React DOM's two modules, recognised by their code rather than by file names: `react-dom` defines the
 * internals object the client reads, and `react-dom/client` registers itself with the DevTools hook
 * under its renderer name.
 */
const reactDomModules = {
  'react-dom': /\.__DOM_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE=[^=]/,
  'react-dom/client': /rendererPackageName:"react-dom"/,
} as const;

describe('federation: a remote that cannot be loaded, and react-dom shared once', () => {
  const suite = useSuite();

  it('shows the retry panel for an unreachable admin remote while the rest works; Retry loads it', async (t) => {
    await withPage(
      suite.browser,
      t,
      suite.url,
      async ({ page }) => {
        await signIn(page, accounts.admin.username, accounts.admin.password);
        await expectVisible(dashboardGreeting(page));

        const blocked = '**/remotes/admin/**';
        await page.route(blocked, (route) => route.abort());
        await sideMenu(page).getByRole('link', { name: 'Manage plans' }).click();
        await expectPath(page, '/dashboard/admin/manage-plan');
        const panel = page.getByRole('alert').filter({ hasText: 'could not be loaded' });
        await expectVisible(page.getByRole('heading', { name: REMOTE_FAILED }), 30_000);
        await expectVisible(panel.getByRole('button', { name: 'Retry' }));

        // The chrome and the investor area keep working.
        await expectVisible(page.getByText(`Signed in as ${accounts.admin.username}`));
        await sideMenu(page).getByRole('link', { name: 'Dashboard' }).click();
        await expectPath(page, '/dashboard');
        await expectVisible(dashboardGreeting(page));
        await expectCount(page.getByRole('heading', { name: REMOTE_FAILED }), 0);

        await sideMenu(page).getByRole('link', { name: 'Manage plans' }).click();
        await expectVisible(page.getByRole('heading', { name: REMOTE_FAILED }), 30_000);

        await page.unroute(blocked);
        await page.getByRole('button', { name: 'Retry' }).click();
        await expectVisible(page.getByRole('heading', { level: 1, name: 'Manage plans' }));
        await expectCount(page.getByRole('heading', { name: REMOTE_FAILED }), 0);
        await expectVisible(page.getByRole('status').filter({ hasText: /^\d+ plans?$/ }));
      },
      {
        // The aborted requests, the runtime's and the shell's reports of them: all name the blocked remote.
        allowConsoleErrors: [/\/remotes\/admin\//],
      },
    );
  });

  it('downloads react-dom once over marketing, login, dashboard and admin', async (t) => {
    await withPage(suite.browser, t, suite.url, async ({ page }) => {
      const recording = recordResponses(page);
      await page.goto('/');
      await expectVisible(page.getByRole('heading', { level: 1, name: /daily fixed returns/ }));
      await page.getByRole('link', { name: 'Sign in' }).click();
      await expectPath(page, '/login');
      await page.getByRole('textbox', { name: 'Username' }).fill(accounts.admin.username);
      await page.getByRole('textbox', { name: 'Password', exact: true }).fill(accounts.admin.password);
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
      await expectVisible(dashboardGreeting(page));
      await sideMenu(page).getByRole('link', { name: 'Manage plans' }).click();
      await expectVisible(page.getByRole('heading', { level: 1, name: 'Manage plans' }));
      await page.waitForLoadState('networkidle');
      const fetched = await recording.settled();

      const scripts = fetched.filter((response) => response.body);
      assert.ok(
        scripts.some((response) => response.url.includes('/remotes/admin/')),
        'the admin remote was loaded',
      );
      for (const [module, signature] of Object.entries(reactDomModules)) {
        const copies = scripts.filter((response) => signature.test(response.body));
        assert.deepEqual(
          copies.map((response) => new URL(response.url).pathname.split('/').slice(0, -1).join('/') || '/'),
          ['/'],
          `${module} is downloaded exactly once, from the shell; it came from ${copies.map((r) => r.url).join(', ') || 'nowhere'}`,
        );
      }

      // Cross-check with the manifests: no remote's own react-dom chunks were fetched.
      const remoteReactDom = remoteNames.flatMap((name) =>
        readManifest(distOf(`remote-${name}`))
          .shared.filter((shared) => shared.name in reactDomModules)
          .flatMap((shared) => [...shared.assets.js.sync, ...shared.assets.js.async])
          .map((file) => `${suite.url}/remotes/${name}/${file}`),
      );
      assert.ok(remoteReactDom.length > 0, 'the remotes declare react-dom as shared');
      const fetchedUrls = new Set(fetched.map((response: Fetched) => response.url));
      assert.deepEqual(
        remoteReactDom.filter((url) => fetchedUrls.has(url)),
        [],
        "no remote's react-dom chunk was downloaded",
      );
    });
  });
});

describe('federation: a remote deployed elsewhere is picked up through remotes.json', () => {
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'vestora-e2e-remote-'));
  const elsewhere = path.join(scratch, 'investor');
  const remotesFile = path.join(scratch, 'remotes.json');
  let shellBefore = new Map<string, string>();
  let cdn: StaticServer | undefined;

  const suite = useSuite(async () => {
    await ensureAppsBuilt();
    shellBefore = fingerprint(distOf('shell'));
    buildAppInto('remote-investor', elsewhere);
    cdn = await serveStatic(elsewhere);
    const remotes: Record<string, string> = Object.fromEntries(
      remoteNames.map((name) => [name, `/remotes/${name}/mf-manifest.json`]),
    );
    remotes.investor = `${cdn.url}/mf-manifest.json`;
    writeFileSync(remotesFile, JSON.stringify(remotes, null, 2));
    return { remotesFile };
  });

  after(async () => {
    await cdn?.close();
    rmSync(scratch, { recursive: true, force: true });
  });

  it('loads the investor remote from the other origin, with the shell unchanged', async (t) => {
    await withPage(suite.browser, t, suite.url, async ({ page }) => {
      const recording = recordResponses(page);
      await signIn(page, accounts.investor.username, accounts.investor.password);
      await expectVisible(dashboardGreeting(page));
      await expectVisible(page.getByRole('region', { name: 'Wallet balance' }));
      await page.waitForLoadState('networkidle');
      const fetched = await recording.settled();
      const server = cdn;
      assert.ok(server, 'the other origin is up');

      const fromElsewhere = fetched.filter((response) => response.url.startsWith(`${server.url}/`));
      const paths = fromElsewhere.map((response) => new URL(response.url).pathname);
      assert.ok(paths.includes('/mf-manifest.json'), `the manifest came from ${server.url}`);
      assert.ok(
        paths.some((file) => file.endsWith('.js')),
        `the investor code came from ${server.url}: ${paths.join(', ')}`,
      );
      assert.ok(fromElsewhere.every((response) => response.status === 200));
      assert.deepEqual(
        fetched.filter((response) => response.url.includes('/remotes/investor/')).map((r) => r.url),
        [],
        'nothing was fetched from the usual investor path',
      );
      // Every file served for it is a file of the build made elsewhere.
      for (const file of paths) {
        assert.ok(
          readFileSync(path.join(elsewhere, file)).length > 0,
          `${file} belongs to the build made elsewhere`,
        );
      }

      // The shell is the one built before: same files, same hashes, and that is what the page ran.
      assert.ok(shellBefore.size > 0);
      assert.deepEqual(fingerprint(distOf('shell')), shellBefore, 'the shell was not rebuilt');
      const shellPage = await (await fetch(`${suite.url}/`)).text();
      assert.equal(shellPage, readFileSync(path.join(distOf('shell'), 'index.html'), 'utf8'));
      const shellScripts = fetched.filter(
        (response) =>
          response.url.startsWith(`${suite.url}/`) &&
          !response.url.includes('/remotes/') &&
          !response.url.includes('/api/') &&
          response.url.endsWith('.js'),
      );
      assert.ok(shellScripts.length > 0, 'the shell code was loaded');
      for (const script of shellScripts) {
        const file = new URL(script.url).pathname.slice(1);
        assert.ok(shellBefore.has(file), `${file} is a file of the shell build`);
      }
    });
  });
});
