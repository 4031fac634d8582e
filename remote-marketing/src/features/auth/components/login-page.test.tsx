/** @jest-environment ../shared-api/test/jsdom-fetch-environment.cjs */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { login, me } from 'shared-api/auth-calls';
import { ACCESS_TOKEN_KEY, ApiError } from 'shared-api/client';
import { profileAtom, profileStateAtom } from 'shared-api/session';
import { profileFixture, signedInStore } from 'shared-api/testing/fixtures';
import type { LoginResponse } from 'shared-api/types';
import { i18n } from 'shared-ui/i18n';
import { loadTestCatalogs } from 'shared-ui/testing/i18n';
import { renderInApp } from 'shared-ui/testing/render-in-app';
import MarketingRoutes from '../../../routes';

jest.mock('shared-api/auth-calls');

const USERNAME_REQUIRED = 'Please enter your username.';
const PASSWORD_REQUIRED = 'Please enter your password.';
const loginCall = jest.mocked(login);
const meCall = jest.mocked(me);

const loginResponse: LoginResponse = {
  access_token: 'token-123',
  token_type: 'Bearer',
  expires_at: '2026-12-01T00:00:00Z',
  message: 'Login successful',
};

/** Marketing mounted as the shell mounts it, plus a stand-in dashboard to land on. */
const renderLogin = () =>
  renderInApp(
    <Routes>
      <Route path="/dashboard" element={<p>Dashboard stand-in</p>} />
      <Route path="/*" element={<MarketingRoutes />} />
    </Routes>,
    { url: '/login' },
  );

const fillAndSubmit = async (username: string, password: string) => {
  const user = userEvent.setup();
  if (username) await user.type(screen.getByLabelText(/^Username/), username);
  if (password) await user.type(screen.getByLabelText(/^Password/), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  return user;
};

beforeEach(() => {
  localStorage.clear();
  loginCall.mockReset();
  meCall.mockReset();
});

describe('/login', () => {
  it('shows the form with a password toggle and links to password reset and sign-up', async () => {
    renderLogin();
    expect(screen.getByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    const password = screen.getByLabelText(/^Password/);
    expect(password).toHaveAttribute('type', 'password');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    expect(screen.queryByRole('list', { name: /password requirements/i })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/signup');
  });

  it('signs in: stores the token, loads the profile, toasts success and goes to /dashboard', async () => {
    loginCall.mockResolvedValue(loginResponse);
    meCall.mockResolvedValue({ user: profileFixture({ username: 'ada' }) });
    const { store } = renderLogin();

    await fillAndSubmit('  ada ', 'Secret#2026');

    expect(await screen.findByText('Dashboard stand-in')).toBeInTheDocument();
    expect(loginCall).toHaveBeenCalledWith({ username: 'ada', password: 'Secret#2026' });
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBe('token-123');
    expect(store.get(profileAtom)?.username).toBe('ada');
    const toast = await screen.findByText('Login successful');
    expect(toast.closest('.Toastify__toast')).toHaveClass('Toastify__toast--success');
  });

  it('sends admins to /dashboard too', async () => {
    loginCall.mockResolvedValue(loginResponse);
    meCall.mockResolvedValue({ user: profileFixture({ role: 'admin' }) });
    renderLogin();
    await fillAndSubmit('admin', 'Admin#2026');
    expect(await screen.findByText('Dashboard stand-in')).toBeInTheDocument();
  });

  it("announces the server's error text once, beside the form (no toast), and stays on /login", async () => {
    loginCall.mockRejectedValue(
      new ApiError('Unauthorized', {
        status: 401,
        body: { message: 'Unauthorized', error: 'Invalid username or password.' },
      }),
    );
    renderLogin();

    await fillAndSubmit('ada', 'wrong-password');

    const form = screen.getByRole('form', { name: 'Sign in' });
    expect(await within(form).findByRole('alert')).toHaveTextContent('Invalid username or password.');
    expect(screen.getAllByText('Invalid username or password.')).toHaveLength(1);
    expect(document.querySelector('.Toastify__toast')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.queryByText('Dashboard stand-in')).not.toBeInTheDocument();
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBeNull();
    expect(meCall).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  });

  it('falls back to the error message when the body has no error field', async () => {
    loginCall.mockRejectedValue(new ApiError('Too many attempts. Try again in a minute.', { status: 429 }));
    renderLogin();
    await fillAndSubmit('ada', 'whatever');
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts. Try again in a minute.');
    expect(screen.getAllByText('Too many attempts. Try again in a minute.')).toHaveLength(1);
  });

  it('stays on the form when the profile cannot be loaded after sign-in', async () => {
    loginCall.mockResolvedValue(loginResponse);
    meCall.mockRejectedValue(new ApiError('Account suspended.', { status: 403 }));
    const { store } = renderLogin();
    await fillAndSubmit('ada', 'Secret#2026');
    expect(await screen.findByRole('alert')).toHaveTextContent('Account suspended.');
    expect(screen.queryByText('Dashboard stand-in')).not.toBeInTheDocument();
    expect(store.get(profileStateAtom).status).toBe('failed');
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBeNull();
  });

  it('asks for empty fields without calling the server', async () => {
    renderLogin();
    await fillAndSubmit('', '');

    expect(screen.getByText(USERNAME_REQUIRED)).toBeInTheDocument();
    expect(screen.getByText(PASSWORD_REQUIRED)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Username/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/^Username/)).toHaveFocus();
    expect(loginCall).not.toHaveBeenCalled();
  });

  it('asks for the password alone when only the username is given', async () => {
    renderLogin();
    await fillAndSubmit('ada', '');
    expect(screen.queryByText(USERNAME_REQUIRED)).not.toBeInTheDocument();
    expect(screen.getByText(PASSWORD_REQUIRED)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Password/)).toHaveFocus();
    expect(loginCall).not.toHaveBeenCalled();
  });

  it('sends a signed-in user straight to /dashboard', () => {
    renderInApp(
      <Routes>
        <Route path="/dashboard" element={<p>Dashboard stand-in</p>} />
        <Route path="/*" element={<MarketingRoutes />} />
      </Routes>,
      { url: '/login', store: signedInStore() },
    );
    expect(screen.getByText('Dashboard stand-in')).toBeInTheDocument();
  });

  it('speaks German: the form, its field messages and the link to sign-up', async () => {
    await loadTestCatalogs('de');
    renderLogin();
    expect(screen.getByRole('heading', { level: 1, name: 'Anmelden' })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Anmelden' }));
    expect(screen.getByText('Bitte geben Sie Ihren Benutzernamen ein.')).toBeInTheDocument();
    expect(screen.getByText('Bitte geben Sie Ihr Passwort ein.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Konto erstellen' })).toHaveAttribute('href', '/signup');
    expect(document.title).toBe('Anmelden · Vestora');
    expect(loginCall).not.toHaveBeenCalled();
  });

  it("in another language, a known error code shows the catalog's text; an unknown one the server's words", async () => {
    await loadTestCatalogs('fr');
    const refused = (code?: string) =>
      new ApiError('Unauthorized', {
        status: 401,
        body: { message: 'Unauthorized', error: 'Invalid username or password.', ...(code ? { code } : {}) },
      });
    loginCall.mockRejectedValueOnce(refused('invalid_credentials')).mockRejectedValueOnce(refused());
    renderLogin();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Nom d'utilisateur/), 'ada');
    await user.type(screen.getByLabelText(/^Mot de passe/), 'wrong-password');

    await user.click(screen.getByRole('button', { name: 'Se connecter' }));
    const catalogText = i18n.t('errors.invalid_credentials', { ns: 'ui' });
    expect(await screen.findByRole('alert')).toHaveTextContent(catalogText);

    await user.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(await screen.findByText('Invalid username or password.')).toBeInTheDocument();
  });
});
