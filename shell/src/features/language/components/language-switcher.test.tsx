/** @jest-environment ../shared-api/test/jsdom-fetch-environment.cjs */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LANGUAGE_STORAGE_KEY } from 'shared-api/language';
import { i18n } from 'shared-ui/i18n';
import { json, profile, renderShell, setupShellTests } from '../../../test/render-shell';

setupShellTests();
jest.setTimeout(20000);
afterEach(() => {
  document.documentElement.lang = '';
});

const switcherIn = (container: HTMLElement, name: string | RegExp = 'Language') =>
  within(container).getByRole('combobox', { name });

/** The bar's own switcher shows from the tablet width up (jsdom applies no media query): the mobile menu's. */
const openMobileMenu = async (name = 'Open menu', menuName = 'Mobile') => {
  await userEvent.click(screen.getByRole('button', { name }));
  return screen.getByRole('navigation', { name: menuName });
};

describe('language switcher', () => {
  it('sits in the public top bar with the eight languages, each named in itself', async () => {
    renderShell({ path: '/about-us' });
    await screen.findByText('marketing area at /about-us');
    const select = within(screen.getByRole('banner')).getByRole('combobox', {
      name: 'Language',
      hidden: true,
    });
    expect(select).toHaveValue('en');
    expect(
      within(select)
        .getAllByRole('option', { hidden: true })
        .map((option) => option.textContent),
    ).toEqual(['English', 'Français', 'Italiano', 'Español', 'Deutsch', 'Nederlands', 'Polski', '简体中文']);
    expect(within(select).getByRole('option', { name: 'Français', hidden: true })).toHaveAttribute(
      'lang',
      'fr',
    );
  });

  it('is in the mobile menu too', async () => {
    renderShell({ path: '/' });
    await screen.findByText('marketing area at /');
    expect(switcherIn(await openMobileMenu())).toHaveValue('en');
  });

  it('switches every text of the chrome, keeps the choice and sets <html lang>', async () => {
    renderShell({ path: '/about-us' });
    await screen.findByText('marketing area at /about-us');
    const bar = screen.getByRole('banner');

    await userEvent.selectOptions(switcherIn(await openMobileMenu()), 'fr');

    expect(await within(bar).findByRole('link', { name: 'Se connecter' })).toHaveAttribute('href', '/login');
    const menu = screen.getByRole('navigation', { name: 'Mobile' });
    expect(within(menu).getByRole('link', { name: 'À propos' })).toBeInTheDocument();
    expect(switcherIn(menu, 'Langue')).toHaveValue('fr');
    expect(document.documentElement.lang).toBe('fr');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('fr');
    expect(screen.getByRole('note', { name: 'Avertissement sur les risques' })).toHaveTextContent(
      'Les crypto-actifs sont volatils et à haut risque.',
    );

    await userEvent.selectOptions(switcherIn(menu, 'Langue'), 'zh-CN');
    expect(await within(bar).findByRole('link', { name: '登录' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('zh-CN');
  });

  it('does not call the server for a visitor', async () => {
    const updateLanguage = jest.fn(() => json({ message: 'Language updated.' }));
    renderShell({ path: '/', api: { 'POST update-language': updateLanguage } });
    await screen.findByText('marketing area at /');
    await userEvent.selectOptions(switcherIn(await openMobileMenu()), 'de');
    await screen.findByRole('link', { name: 'Anmelden' });
    expect(updateLanguage).not.toHaveBeenCalled();
  });

  it('follows a choice made in another tab', async () => {
    renderShell({ path: '/' });
    await screen.findByText('marketing area at /');
    act(() => {
      localStorage.setItem(LANGUAGE_STORAGE_KEY, 'es');
      window.dispatchEvent(new StorageEvent('storage', { key: LANGUAGE_STORAGE_KEY, newValue: 'es' }));
    });
    expect(await screen.findByRole('link', { name: 'Iniciar sesión' })).toBeInTheDocument();
    expect(switcherIn(await openMobileMenu('Abrir el menú', 'Móvil'), 'Idioma')).toHaveValue('es');
    expect(document.documentElement.lang).toBe('es');
  });
});

/** The side menu: a drawer below the desktop width (jsdom applies no media query). */
const openSideMenu = async () => {
  await userEvent.click(await screen.findByRole('button', { name: 'Open menu' }));
  return screen.getByRole('navigation', { name: 'Main menu' }).parentElement as HTMLElement;
};

describe('a signed-in user', () => {
  it('finds the switcher in the side menu and saves the choice on the profile', async () => {
    const bodies: unknown[] = [];
    renderShell({
      path: '/dashboard',
      user: profile(),
      api: {
        'POST update-language': async (request) => {
          bodies.push(await request.json());
          return json({ message: 'Language updated.' });
        },
      },
    });
    const side = await openSideMenu();
    await userEvent.selectOptions(switcherIn(side), 'pl');
    expect(await screen.findByRole('navigation', { name: 'Menu główne' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toHaveTextContent(`Zalogowano jako ${profile().username}`);
    await waitFor(() => expect(bodies).toEqual([{ language: 'pl' }]));
  });

  it('says so in the chosen language when the server refuses the choice', async () => {
    renderShell({
      path: '/dashboard',
      user: profile(),
      api: {
        'POST update-language': () =>
          json(
            { code: 'rate_limited', message: 'Too many attempts. Please wait a minute and try again.' },
            429,
          ),
      },
    });
    await userEvent.selectOptions(switcherIn(await openSideMenu()), 'it');
    expect(await screen.findByText('Troppi tentativi. Attendi un minuto e riprova.')).toBeInTheDocument();
    // The choice still applies in this browser.
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('it');
  });

  it("gets the profile's language after sign-in when this browser has no choice of its own", async () => {
    renderShell({ path: '/dashboard', user: profile({ language: 'nl' }) });
    expect(await screen.findByRole('button', { name: 'Menu openen' })).toBeInTheDocument();
    expect(i18n.language).toBe('nl');
  });

  it("keeps this browser's own choice over the profile's", async () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'de');
    renderShell({ path: '/dashboard', user: profile({ language: 'nl' }) });
    expect(await screen.findByRole('button', { name: 'Menü öffnen' })).toBeInTheDocument();
    expect(i18n.language).toBe('de');
  });
});
