/** @jest-environment ../shared-api/test/jsdom-fetch-environment.cjs */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderShell, setupShellTests } from '../../../test/render-shell';

setupShellTests();

const menuToggle = () => screen.getByRole('button', { name: /menu$/ });

const openMobileMenu = async () => {
  await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
  return screen.getByRole('navigation', { name: 'Mobile' });
};

describe('public top bar', () => {
  it('has the logo and name linking home, Sign in and Register for a visitor', async () => {
    renderShell({ path: '/about-us' });
    await screen.findByText('marketing area at /about-us');
    const bar = screen.getByRole('banner');
    expect(within(bar).getByRole('link', { name: 'Vestora home' })).toHaveAttribute('href', '/');
    expect(within(bar).getByText('Vestora')).toBeInTheDocument();
    expect(within(bar).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    expect(within(bar).getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/signup');
    expect(within(bar).queryByRole('link', { name: 'Dashboard' })).not.toBeInTheDocument();
  });

  it('opens a mobile menu with the four public links', async () => {
    renderShell({ path: '/' });
    await screen.findByText('marketing area at /');
    expect(menuToggle()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument();

    const menu = await openMobileMenu();
    expect(menuToggle()).toHaveAttribute('aria-expanded', 'true');
    expect(menuToggle()).toHaveAttribute('aria-controls', menu.id);
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Home', 'About us', 'Terms and conditions', 'Privacy policy']);
    expect(within(menu).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
  });

  it('closes the mobile menu on a link click and goes there', async () => {
    const { location } = renderShell({ path: '/' });
    await screen.findByText('marketing area at /');
    const menu = await openMobileMenu();
    await userEvent.click(within(menu).getByRole('link', { name: 'Privacy policy' }));
    expect(await screen.findByText('marketing area at /privacy-policy')).toBeInTheDocument();
    expect(location()).toBe('/privacy-policy');
    expect(menuToggle()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument();
  });

  it('closes the mobile menu on a link to the page already shown', async () => {
    renderShell({ path: '/about-us' });
    await screen.findByText('marketing area at /about-us');
    const menu = await openMobileMenu();
    await userEvent.click(within(menu).getByRole('link', { name: 'About us' }));
    expect(menuToggle()).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes the mobile menu on an outside click, not on a click inside it', async () => {
    renderShell({ path: '/' });
    await screen.findByText('marketing area at /');
    const menu = await openMobileMenu();
    await userEvent.click(menu);
    expect(menuToggle()).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(screen.getByText('marketing area at /'));
    expect(menuToggle()).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes the mobile menu on Escape and returns focus to the toggle', async () => {
    renderShell({ path: '/' });
    await screen.findByText('marketing area at /');
    await openMobileMenu();
    await userEvent.keyboard('{Escape}');
    expect(menuToggle()).toHaveAttribute('aria-expanded', 'false');
    expect(menuToggle()).toHaveFocus();
  });

  it('toggles the mobile menu from its button', async () => {
    renderShell({ path: '/' });
    await screen.findByText('marketing area at /');
    await openMobileMenu();
    await userEvent.click(screen.getByRole('button', { name: 'Close menu' }));
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument();
  });
});
