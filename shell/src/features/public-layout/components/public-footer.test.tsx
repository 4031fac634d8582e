/** @jest-environment ../shared-api/test/jsdom-fetch-environment.cjs */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LANGUAGE_STORAGE_KEY } from 'shared-api/language';
import { profile, renderShell, setupShellTests } from '../../../test/render-shell';

setupShellTests();

const footer = () => screen.getByRole('contentinfo');

describe('public footer', () => {
  it('links the four public pages', async () => {
    renderShell({ path: '/about-us' });
    await screen.findByText('marketing area at /about-us');
    const links = within(footer()).getByRole('navigation', { name: 'Links' });
    expect(
      within(links)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Home', '/'],
      ['About us', '/about-us'],
      ['Terms and conditions', '/terms-and-conditions'],
      ['Privacy policy', '/privacy-policy'],
    ]);
  });

  it('goes to a page from its link', async () => {
    const { location } = renderShell({ path: '/' });
    await screen.findByText('marketing area at /');
    await userEvent.click(within(footer()).getByRole('link', { name: 'Terms and conditions' }));
    expect(await screen.findByText('marketing area at /terms-and-conditions')).toBeInTheDocument();
    expect(location()).toBe('/terms-and-conditions');
  });

  it('gives the support e-mail, a UK phone number and the London office', async () => {
    renderShell({ path: '/' });
    await screen.findByText('marketing area at /');
    const contact = within(footer()).getByRole('region', { name: 'Contact' });
    const email = within(contact).getByRole('link', { name: /^support@/ });
    expect(email.getAttribute('href')).toBe(`mailto:${email.textContent}`);
    const phone = within(contact).getByRole('link', { name: /^\+44 / });
    expect(phone.getAttribute('href')).toBe(`tel:${phone.textContent?.replace(/\s/g, '')}`);
    expect(contact).toHaveTextContent(/London .*United Kingdom/);
  });

  it('shows the risk warning and the copyright with the current year', async () => {
    renderShell({ path: '/privacy-policy' });
    await screen.findByText('marketing area at /privacy-policy');
    expect(within(footer()).getByRole('note', { name: 'Risk warning' })).toHaveTextContent(
      'Crypto-assets are volatile and high risk. Your capital and returns are not guaranteed by any public scheme.',
    );
    const year = new Date().getFullYear();
    expect(within(footer()).getByText(`© ${year} Vestora. All rights reserved.`)).toBeInTheDocument();
  });

  it('speaks the active language', async () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'fr');
    renderShell({ path: '/' });
    await screen.findByText('marketing area at /');
    expect(await within(footer()).findByRole('navigation', { name: 'Liens' })).toBeInTheDocument();
    expect(within(footer()).getByText(/Tous droits réservés/)).toBeInTheDocument();
    expect(within(footer()).getByText(/Londres/)).toBeInTheDocument();
  });

  it('is not part of the dashboard, which search engines are told to leave out', async () => {
    renderShell({ path: '/dashboard', user: profile() });
    await screen.findByText('investor area at /dashboard');
    expect(screen.queryByRole('link', { name: /^support@/ })).not.toBeInTheDocument();
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute(
      'content',
      'noindex, nofollow',
    );
  });
});
