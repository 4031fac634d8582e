/**
 * Module Federation in the real browser: a remote that cannot be reached is contained by its retry panel,
 * react-dom and the kit are downloaded once for the whole platform, a remote deployed elsewhere is picked
 * up through remotes.json without rebuilding the shell, a remote built against another kit brings its own
 * copy of the modules that differ, and the marketing remote answers every path outside /dashboard.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { remoteApps } from '../../build/apps.ts';
import { accounts } from '../lib/accounts.ts';
import { signIn } from '../lib/browser.ts';
import { buildAppInto, checkoutFor, fingerprint, readManifest, sharedAssets } from '../lib/builds.ts';
import { type Fetched, recordResponses } from '../lib/network.ts';
import { repoRoot } from '../lib/paths.ts';
import { ensureAppsBuilt, type Platform, startPlatform } from '../lib/platform.ts';
import { type StaticServer, serveStatic } from '../lib/static-server.ts';
import { expect, expectPath, test } from '../lib/test.ts';
import { dashboardGreeting, sideMenu } from '../lib/ui.ts';

const REMOTE_FAILED = 'This part of Vestora could not be loaded';
const remoteNames = remoteApps.map((app) => app.name);
const distOf = (workspace: string) => path.join(repoRoot, workspace, 'dist');
/** The workspace packages' modules in the share scope. */
const isKitModule = (name: string) => /^shared-(ui|api)\//.test(name);

/**
 * React DOM's two modules, recognised by their code rather than by file names: `react-dom` defines the
 * internals object the client reads, and `react-dom/client` registers itself with the DevTools hook
 * under its renderer name.
 */
const reactDomModules = {
  'react-dom': /\.__DOM_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE=[^=]/,
  'react-dom/client': /rendererPackageName:"react-dom"/,
} as const;

test.describe('federation: a remote that cannot be loaded', () => {
  // The aborted requests, the runtime's and the shell's reports of them: all name the blocked remote.
  test.use({ allowConsoleErrors: [/\/remotes\/admin\//] });

  test('shows the retry panel for an unreachable admin remote while the rest works; Retry loads it', async ({
    page,
  }) => {
    await signIn(page, accounts.admin.username, accounts.admin.password);
    await expect(dashboardGreeting(page)).toBeVisible();

    const blocked = '**/remotes/admin/**';
    await page.route(blocked, (route) => route.abort());
    await sideMenu(page).getByRole('link', { name: 'Manage plans' }).click();
    await expectPath(page, '/dashboard/admin/manage-plan');
    const panel = page.getByRole('alert').filter({ hasText: 'could not be loaded' });
    await expect(page.getByRole('heading', { name: REMOTE_FAILED })).toBeVisible({ timeout: 30_000 });
    await expect(panel.getByRole('button', { name: 'Retry' })).toBeVisible();

    // The chrome and the investor area keep working.
    await expect(page.getByText(`Signed in as ${accounts.admin.username}`)).toBeVisible();
    await sideMenu(page).getByRole('link', { name: 'Dashboard' }).click();
    await expectPath(page, '/dashboard');
    await expect(dashboardGreeting(page)).toBeVisible();
    await expect(page.getByRole('heading', { name: REMOTE_FAILED })).toHaveCount(0);

    await sideMenu(page).getByRole('link', { name: 'Manage plans' }).click();
    await expect(page.getByRole('heading', { name: REMOTE_FAILED })).toBeVisible({ timeout: 30_000 });

    await page.unroute(blocked);
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Manage plans' })).toBeVisible();
    await expect(page.getByRole('heading', { name: REMOTE_FAILED })).toHaveCount(0);
    await expect(page.getByRole('status').filter({ hasText: /^\d+ plans?$/ })).toBeVisible();
  });
});

test.describe('federation: a CDN that never answers', () => {
  // The shell and the runtime report the remote they gave up on.
  test.use({ allowConsoleErrors: [/remotes\.json|mf-manifest\.json|did not answer|could not be loaded/i] });
  /** Well under the browser's own wait (minutes): the deadlines are 3 s, a manifest gets one more try. */
  const PANEL_WITHIN_MS = 10_000;

  test('shows the retry panel within seconds when remotes.json never answers', async ({ page }) => {
    // Taken and never answered: the request stays open, as with a CDN that went quiet.
    await page.route('**/remotes.json', () => undefined);
    const started = Date.now();
    await page.goto('/');
    await expect(page.getByRole('heading', { name: REMOTE_FAILED })).toBeVisible({
      timeout: PANEL_WITHIN_MS,
    });
    expect(Date.now() - started).toBeLessThan(PANEL_WITHIN_MS);
    await page.unroute('**/remotes.json');
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('heading', { level: 1, name: /daily fixed returns/ })).toBeVisible();
  });

  test("shows the retry panel within seconds when a remote's manifest never answers", async ({ page }) => {
    await signIn(page, accounts.admin.username, accounts.admin.password);
    await expect(dashboardGreeting(page)).toBeVisible();
    await page.route('**/remotes/admin/mf-manifest.json', () => undefined);
    const started = Date.now();
    await sideMenu(page).getByRole('link', { name: 'Manage plans' }).click();
    await expect(page.getByRole('heading', { name: REMOTE_FAILED })).toBeVisible({
      timeout: PANEL_WITHIN_MS,
    });
    expect(Date.now() - started).toBeLessThan(PANEL_WITHIN_MS);
    // The rest of the platform is not held up by it.
    await sideMenu(page).getByRole('link', { name: 'Dashboard' }).click();
    await expect(dashboardGreeting(page)).toBeVisible();
  });
});

test.describe('federation: react-dom shared once', () => {
  test('downloads react-dom once over marketing, login, dashboard and admin', async ({ page, baseURL }) => {
    const recording = recordResponses(page);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: /daily fixed returns/ })).toBeVisible();
    await page.getByRole('link', { name: 'Sign in' }).click();
    await expectPath(page, '/login');
    await page.getByRole('textbox', { name: 'Username' }).fill(accounts.admin.username);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(accounts.admin.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(dashboardGreeting(page)).toBeVisible();
    await sideMenu(page).getByRole('link', { name: 'Manage plans' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Manage plans' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const fetched = await recording.settled();

    const scripts = fetched.filter((response) => response.body);
    expect(
      scripts.some((response) => response.url.includes('/remotes/admin/')),
      'the admin remote was loaded',
    ).toBe(true);
    for (const [module, signature] of Object.entries(reactDomModules)) {
      const copies = scripts.filter((response) => signature.test(response.body));
      expect(
        copies.map((response) => new URL(response.url).pathname.split('/').slice(0, -1).join('/') || '/'),
        `${module} is downloaded exactly once, from the shell`,
      ).toEqual(['/']);
    }

    // Cross-check with the manifests: no remote's own react-dom chunks were fetched.
    const remoteReactDom = remoteNames.flatMap((name) =>
      readManifest(distOf(`remote-${name}`))
        .shared.filter((shared) => shared.name in reactDomModules)
        .flatMap((shared) => [...shared.assets.js.sync, ...shared.assets.js.async])
        .map((file) => `${baseURL}/remotes/${name}/${file}`),
    );
    expect(remoteReactDom.length, 'the remotes declare react-dom as shared').toBeGreaterThan(0);
    const fetchedUrls = new Set(fetched.map((response: Fetched) => response.url));
    expect(
      remoteReactDom.filter((url) => fetchedUrls.has(url)),
      "no remote's react-dom chunk was downloaded",
    ).toEqual([]);

    // Built from the same kit, every shared-ui and shared-api module has the shell's version: the shell's
    // copy serves every remote, and no remote's own copy is downloaded.
    const remoteKit = remoteNames.flatMap((name) =>
      sharedAssets(readManifest(distOf(`remote-${name}`)), isKitModule).map(
        (file) => `${baseURL}/remotes/${name}/${file}`,
      ),
    );
    expect(remoteKit.length, 'the remotes declare the kit as shared').toBeGreaterThan(0);
    expect(
      remoteKit.filter((url) => fetchedUrls.has(url)),
      "no remote's copy of a shared-ui or shared-api module was downloaded",
    ).toEqual([]);
  });
});

test.describe('federation: each remote runs alone on its standalone page', () => {
  test('the marketing page mounts at its paths, under hash URLs when served as a file', async ({ page }) => {
    await page.goto('/remotes/marketing/standalone.html');
    await expect(page.getByRole('note', { name: 'Standalone page' })).toContainText('remote-marketing');
    await expect(page.getByRole('heading', { level: 1, name: /daily fixed returns/ })).toBeVisible();
    await page.goto('/remotes/marketing/standalone.html#/no-such-page');
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  });

  test('the admin page asks for a sign-in, then opens its area where the shell mounts it', async ({
    page,
  }) => {
    await page.goto('/remotes/admin/standalone.html');
    await expect(page.getByRole('note', { name: 'Standalone page' })).toContainText('remote-admin');
    await page.getByRole('textbox', { name: 'Username' }).fill(accounts.admin.username);
    await page.getByLabel('Password', { exact: true }).fill(accounts.admin.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Manage plans' })).toBeVisible();
    await expect(page).toHaveURL(/standalone\.html#\/dashboard\/admin\/manage-plan$/);
  });
});

test.describe('federation: the marketing remote answers every public path', () => {
  test("an unknown address is the marketing remote's not-found page, under its own title", async ({
    page,
  }) => {
    const recording = recordResponses(page);
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(page).toHaveTitle('Page not found · Vestora');
    await expect(page.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    await page.waitForLoadState('networkidle');
    const fetched = await recording.settled();
    expect(
      fetched.some(
        (response) => response.url.includes('/remotes/marketing/') && response.url.endsWith('.js'),
      ),
      'the page came from the marketing remote',
    ).toBe(true);
  });

  test('/terms is redirected by the marketing remote', async ({ page }) => {
    await page.goto('/terms');
    await expectPath(page, '/terms-and-conditions');
    await expect(page.getByRole('heading', { level: 1, name: 'Terms and conditions' })).toBeVisible();
  });
});

interface Elsewhere {
  /** The remote's build made into another folder and served from another origin. */
  dist: string;
  cdn: StaticServer;
  /** A platform of its own whose remotes.json points there (it must close gracefully too). */
  platform: Platform;
  /** The shell's dist/ fingerprint taken before anything else happened. */
  shellBefore: Map<string, string>;
}

/**
 * Builds `remote` with `build` (into a folder of its own), serves it from another origin, and starts a
 * platform whose remotes.json points there, beside the shell and other remotes as built.
 */
const deployedElsewhere = async (
  remote: (typeof remoteNames)[number],
  build: (dist: string, scratch: string) => void,
  use: (elsewhere: Elsewhere) => Promise<void>,
): Promise<void> => {
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'vestora-e2e-remote-'));
  const dist = path.join(scratch, remote);
  const remotesFile = path.join(scratch, 'remotes.json');
  let cdn: StaticServer | undefined;
  try {
    await ensureAppsBuilt();
    const shellBefore = fingerprint(distOf('shell'));
    build(dist, scratch);
    cdn = await serveStatic(dist);
    const remotes: Record<string, string> = Object.fromEntries(
      remoteNames.map((name) => [name, `/remotes/${name}/mf-manifest.json`]),
    );
    remotes[remote] = `${cdn.url}/mf-manifest.json`;
    writeFileSync(remotesFile, JSON.stringify(remotes, null, 2));
    const platform = await startPlatform({ remotesFile });
    try {
      await use({ dist, cdn, platform, shellBefore });
    } finally {
      await platform.stop();
    }
  } finally {
    await cdn?.close();
    rmSync(scratch, { recursive: true, force: true });
  }
};

const elsewhereTest = test.extend<Record<never, never>, { elsewhere: Elsewhere }>({
  elsewhere: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
    async ({}, use) => deployedElsewhere('investor', (dist) => buildAppInto('remote-investor', dist), use),
    // A production build of the remote, then a server start with its migrations and seed.
    { scope: 'worker', timeout: 240_000 },
  ],
  baseURL: async ({ elsewhere }, use) => use(elsewhere.platform.url),
});

elsewhereTest.describe('federation: a remote deployed elsewhere is picked up through remotes.json', () => {
  elsewhereTest(
    'loads the investor remote from the other origin, with the shell unchanged',
    async ({ page, baseURL, elsewhere }) => {
      const { cdn, dist, shellBefore } = elsewhere;
      const recording = recordResponses(page);
      await signIn(page, accounts.investor.username, accounts.investor.password);
      await expect(dashboardGreeting(page)).toBeVisible();
      await expect(page.getByRole('region', { name: 'Wallet balance' })).toBeVisible();
      await page.waitForLoadState('networkidle');
      const fetched = await recording.settled();
      const origin = cdn.url;

      const fromElsewhere = fetched.filter((response) => response.url.startsWith(`${origin}/`));
      const paths = fromElsewhere.map((response) => new URL(response.url).pathname);
      expect(paths, `the manifest came from ${origin}`).toContain('/mf-manifest.json');
      expect(
        paths.some((file) => file.endsWith('.js')),
        `the investor code came from ${origin}: ${paths.join(', ')}`,
      ).toBe(true);
      expect(fromElsewhere.map((response) => response.status)).toEqual(fromElsewhere.map(() => 200));
      expect(
        fetched.filter((response) => response.url.includes('/remotes/investor/')).map((r) => r.url),
        'nothing was fetched from the usual investor path',
      ).toEqual([]);
      // Every file served for it is a file of the build made elsewhere.
      for (const file of paths) {
        expect(
          readFileSync(path.join(dist, file)).length,
          `${file} of the build made elsewhere`,
        ).toBeGreaterThan(0);
      }

      // The shell is the one built before: same files, same hashes, and that is what the page ran.
      expect(shellBefore.size).toBeGreaterThan(0);
      expect(fingerprint(distOf('shell')), 'the shell was not rebuilt').toEqual(shellBefore);
      // The dashboard's page (a public one is rendered on the server into this same page).
      const shellPage = await (await fetch(`${baseURL}/dashboard`)).text();
      expect(shellPage).toBe(readFileSync(path.join(distOf('shell'), 'index.html'), 'utf8'));
      const shellScripts = fetched.filter(
        (response) =>
          response.url.startsWith(`${baseURL}/`) &&
          !response.url.includes('/remotes/') &&
          !response.url.includes('/api/') &&
          response.url.endsWith('.js'),
      );
      expect(shellScripts.length, 'the shell code was loaded').toBeGreaterThan(0);
      for (const script of shellScripts) {
        const file = new URL(script.url).pathname.slice(1);
        expect(shellBefore.has(file), `${file} is a file of the shell build`).toBe(true);
      }

      // Deployed separately but built from the same kit: its shared-ui and shared-api modules came from
      // the shell, not from its own build.
      const ownKit = sharedAssets(readManifest(dist), isKitModule);
      expect(ownKit.length, 'the remote declares the kit as shared').toBeGreaterThan(0);
      expect(
        ownKit.filter((file) => paths.includes(`/${file}`)),
        'no copy of a kit module was downloaded from the other origin',
      ).toEqual([]);
    },
  );
});

/**
 * Builds marketing into `dist` from a checkout of its own under `scratch` in which one file of the shared
 * code reads differently (`from` replaced by `to`): a team that deployed ahead of the shell.
 */
const buildMarketingWithEdit = (
  dist: string,
  scratch: string,
  edit: { file: string; from: string; to: string },
): void => {
  const checkout = path.join(scratch, 'checkout');
  checkoutFor('remote-marketing', checkout);
  const file = path.join(checkout, edit.file);
  const source = readFileSync(file, 'utf8');
  const edited = source.replace(edit.from, edit.to);
  if (edited === source) throw new Error(`${edit.file} no longer contains ${JSON.stringify(edit.from)}`);
  writeFileSync(file, edited);
  buildAppInto('remote-marketing', dist, checkout);
};

/** What the edited kit calls the product (shared-ui/logo's PRODUCT_NAME, read by marketing's home page). */
const NEWER_NAME = 'Vestora Next';

const newerKitTest = test.extend<Record<never, never>, { newerKit: Elsewhere }>({
  newerKit: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
    async ({}, use) =>
      deployedElsewhere(
        'marketing',
        // A kit ahead of the shell's: shared-ui/logo names the product differently; all else is the same.
        (dist, scratch) =>
          buildMarketingWithEdit(dist, scratch, {
            file: 'shared-ui/src/logo.tsx',
            from: "PRODUCT_NAME = 'Vestora'",
            to: `PRODUCT_NAME = '${NEWER_NAME}'`,
          }),
        use,
      ),
    { scope: 'worker', timeout: 240_000 },
  ],
  baseURL: async ({ newerKit }, use) => use(newerKit.platform.url),
});

newerKitTest.describe('federation: a remote built against a newer kit than the shell', () => {
  newerKitTest(
    'loads its own copy of the kit modules that differ, shares the rest, and the shell keeps its own',
    async ({ page, newerKit }) => {
      const { cdn, dist } = newerKit;
      const recording = recordResponses(page);
      await page.goto('/');
      // The remote's page runs on its own shared-ui/logo…
      await expect(
        page.getByRole('heading', { level: 1, name: `${NEWER_NAME}: daily fixed returns from crypto` }),
      ).toBeVisible();
      // …while the shell's chrome runs on the shell's.
      const home = page.getByRole('banner').getByRole('link', { name: 'Vestora home' });
      await expect(home).toHaveText('Vestora');
      await page.waitForLoadState('networkidle');
      const fetched = await recording.settled();

      const manifest = readManifest(dist);
      const asBuilt = new Map(
        readManifest(distOf('remote-marketing')).shared.map((s) => [s.name, s.version]),
      );
      const changed = manifest.shared
        .filter((shared) => isKitModule(shared.name) && asBuilt.get(shared.name) !== shared.version)
        .map((shared) => shared.name);
      // The content versions follow the edit: logo and the modules that import it, nothing else.
      expect(changed).toContain('shared-ui/logo');
      expect(changed).not.toContain('shared-ui/theme');
      expect(changed).not.toContain('shared-api/session');

      const fromCdn = new Set(
        fetched
          .filter((response) => response.url.startsWith(`${cdn.url}/`))
          .map((response) => new URL(response.url).pathname.slice(1)),
      );
      const ownLogo = sharedAssets(manifest, (name) => name === 'shared-ui/logo');
      expect(
        ownLogo.some((file) => fromCdn.has(file)),
        "the remote's own shared-ui/logo was downloaded from its origin",
      ).toBe(true);
      const changedFiles = new Set(sharedAssets(manifest, (name) => changed.includes(name)));
      const unchanged = sharedAssets(manifest, (name) => isKitModule(name) && !changed.includes(name)).filter(
        (file) => !changedFiles.has(file),
      );
      expect(unchanged.length).toBeGreaterThan(0);
      expect(
        unchanged.filter((file) => fromCdn.has(file)),
        'the kit modules with the same content came from the shell',
      ).toEqual([]);
    },
  );
});

const otherRouterTest = test.extend<Record<never, never>, { otherRouter: Elsewhere }>({
  otherRouter: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
    async ({}, use) =>
      deployedElsewhere(
        'marketing',
        // The marketing team added a name to the router subset; the shell still shares the old one.
        (dist, scratch) =>
          buildMarketingWithEdit(dist, scratch, {
            file: 'build/react-router-subset.mjs',
            from: '  useHref,\n',
            to: '  useHref,\n  useInRouterContext,\n',
          }),
        use,
      ),
    { scope: 'worker', timeout: 240_000 },
  ],
  baseURL: async ({ otherRouter }, use) => use(otherRouter.platform.url),
});

otherRouterTest.describe('federation: a remote built against another router subset', () => {
  // The runtime's refusal names both router versions; the shell reports the remote it could not load.
  otherRouterTest.use({ allowConsoleErrors: [/react-router-dom|could not be loaded|marketing/i] });

  otherRouterTest(
    "is refused with the retry panel instead of running on the shell's router",
    async ({ page, otherRouter, consoleErrors }) => {
      const required = readManifest(otherRouter.dist).shared.find((s) => s.name === 'react-router-dom');
      const shellOwn = readManifest(distOf('remote-marketing')).shared.find(
        (s) => s.name === 'react-router-dom',
      );
      expect(required?.version, 'the subset version follows the export list').not.toBe(shellOwn?.version);

      await page.goto('/');
      await expect(page.getByRole('heading', { name: REMOTE_FAILED })).toBeVisible({ timeout: 30_000 });
      await expect(page.getByRole('heading', { level: 1, name: /daily fixed returns/ })).toHaveCount(0);
      // The shell's own chrome still works.
      await expect(page.getByRole('banner').getByRole('link', { name: 'Vestora home' })).toBeVisible();
      expect(consoleErrors.join('\n')).toContain(required?.version);
    },
  );
});
