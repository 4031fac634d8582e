/** @jest-environment ../shared-api/test/jsdom-fetch-environment.cjs */
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { signedInStore } from 'shared-api/testing/fixtures';
import { COMING_SOON_TEXT } from 'shared-ui/coming-soon';
import { renderInApp, type TestStore } from 'shared-ui/testing/render-in-app';
import MarketingRoutes from './routes';

/** The public area where the shell mounts it. */
const renderAt = (url: string, store?: TestStore) =>
  renderInApp(
    <Routes>
      <Route path="/*" element={<MarketingRoutes />} />
    </Routes>,
    { url, ...(store ? { store } : {}) },
  );

beforeEach(() => localStorage.clear());

describe('marketing routes', () => {
  it('shows the not-found page for an unknown path, under its own title', () => {
    document.title = 'Vestora';
    renderAt('/no-such-page');
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    expect(document.title).toBe('Page not found · Vestora');
  });

  it.each([
    ['/about-us', 'About us'],
    ['/terms-and-conditions', 'Terms and conditions'],
    ['/privacy-policy', 'Privacy policy'],
  ])('%s shows its document, loaded on demand', async (url, title) => {
    renderAt(url);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.queryByText(COMING_SOON_TEXT)).not.toBeInTheDocument();
    expect(document.title).toBe(`${title} · Vestora`);
  });

  it('redirects /terms to /terms-and-conditions (decisions §4)', async () => {
    renderAt('/terms');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Terms and conditions' }),
    ).toBeInTheDocument();
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      'http://localhost/terms-and-conditions',
    );
  });

  it.each([
    ['/', 'Daily fixed returns from crypto · Vestora', /^Choose a crypto investment plan/],
    ['/login', 'Sign in · Vestora', /^Sign in to Vestora/],
  ])(
    '%s has its own title, description, canonical URL and Open Graph tags',
    async (url, title, description) => {
      renderAt(url);
      await screen.findByRole('heading', { level: 1 });
      const meta = (selector: string, attribute = 'content') =>
        document.head.querySelector(selector)?.getAttribute(attribute);
      expect(document.title).toBe(title);
      expect(meta('meta[name="description"]')).toMatch(description);
      expect(meta('meta[property="og:description"]')).toMatch(description);
      expect(meta('meta[property="og:title"]')).toBe(title);
      expect(meta('link[rel="canonical"]', 'href')).toBe(`http://localhost${url}`);
      expect(meta('meta[property="og:url"]')).toBe(`http://localhost${url}`);
    },
  );

  it('shows the not-found page for an unknown sub-path of a known page', () => {
    renderAt('/login/extra');
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });

  it('home: the hero sends a visitor to /signup', () => {
    renderAt('/');
    expect(screen.getByRole('heading', { level: 1, name: /Vestora/ })).toBeInTheDocument();
    expect(screen.getByText(/withdraw your earnings at any time/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Get started' })).toHaveAttribute('href', '/signup');
    expect(screen.queryByText(COMING_SOON_TEXT)).not.toBeInTheDocument();
  });

  it('home: the hero sends a signed-in user to /dashboard', () => {
    renderAt('/', signedInStore());
    expect(screen.getByRole('link', { name: 'Get started' })).toHaveAttribute('href', '/dashboard');
  });
});
