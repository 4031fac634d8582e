/** @jest-environment ../shared-api/test/jsdom-fetch-environment.cjs */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { ACCESS_TOKEN_KEY, configureApi, resetApiConfig } from 'shared-api/client';
import { LOGIN_USERNAME_MAX_LENGTH } from 'shared-api/input-rules';
import { profileAtom, profileStateAtom } from 'shared-api/session';
import { apiError, apiPath, deferred, serveFakeApi, validationError } from 'shared-api/testing/fake-api';
import { profileFixture, signedInStore } from 'shared-api/testing/fixtures';
import { mswServer } from 'shared-api/testing/msw-server';
import { i18n } from 'shared-ui/i18n';
import { loadTestCatalogs } from 'shared-ui/testing/i18n';
import { renderInApp } from 'shared-ui/testing/render-in-app';
import MarketingRoutes from '../../../routes';

const PASSWORD = 'Secret#2026';
const USERNAME_REQUIRED = 'Please enter your username.';
const PASSWORD_REQUIRED = 'Please enter your password.';

/** Marketing mounted as the shell mounts it, plus a stand-in dashboard to land on. */
const renderLogin = async () => {
  // A refused connection would send a real page to /login; here it only has to be seen.
  configureApi({ onSetupFailure: jest.fn() });
  const rendered = renderInApp(
    <Routes>
      <Route path="/dashboard" element={<p>Dashboard stand-in</p>} />
      <Route path="/*" element={<MarketingRoutes />} />
    </Routes>,
    { url: '/login' },
  );
  // The page is a chunk of its own.
  await screen.findByRole('heading', { level: 1, name: 'Sign in' });
  return rendered;
};

const usernameField = () => screen.getByRole('textbox', { name: /^Username/ });
const passwordField = () => screen.getByLabelText(/^Password/);
const form = () => screen.getByRole('form', { name: 'Sign in' });

const fillAndSubmit = async (username: string, password: string) => {
  const user = userEvent.setup();
  if (username) await user.type(usernameField(), username);
  if (password) await user.type(passwordField(), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  return user;
};

/** The element `aria-describedby` of `control` points at last (the field's error comes after its hint). */
const describedBy = (control: HTMLElement) => {
  const ids = control.getAttribute('aria-describedby')?.split(' ') ?? [];
  return document.getElementById(ids.at(-1) ?? '');
};

beforeEach(() => localStorage.clear());
afterEach(() => resetApiConfig());

describe('/login', () => {
  it('shows the form with a password toggle and links to password reset and sign-up', async () => {
    serveFakeApi();
    await renderLogin();
    const password = passwordField();
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
    const api = serveFakeApi({ user: profileFixture({ username: 'ada' }), password: PASSWORD });
    const { store } = await renderLogin();

    await fillAndSubmit('  ada ', PASSWORD);

    expect(await screen.findByText('Dashboard stand-in')).toBeInTheDocument();
    expect(api.calls('POST login').map((request) => request.body)).toEqual([
      { username: 'ada', password: PASSWORD },
    ]);
    expect(api.calls('POST me')).toHaveLength(1);
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBe('fake-api-token');
    expect(store.get(profileAtom)?.username).toBe('ada');
    const toast = await screen.findByText('Login successful');
    expect(toast.closest('.Toastify__toast')).toHaveClass('Toastify__toast--success');
  });

  it('sends admins to /dashboard too', async () => {
    serveFakeApi({ user: profileFixture({ username: 'admin', role: 'admin' }), password: 'Admin#2026' });
    await renderLogin();
    await fillAndSubmit('admin', 'Admin#2026');
    expect(await screen.findByText('Dashboard stand-in')).toBeInTheDocument();
  });

  it("announces the server's error text once, beside the form (no toast), keeps the values and stays", async () => {
    const api = serveFakeApi({ user: profileFixture({ username: 'ada' }), password: PASSWORD });
    await renderLogin();

    await fillAndSubmit('ada', 'wrong-password');

    expect(await within(form()).findByRole('alert')).toHaveTextContent('Invalid username or password.');
    expect(screen.getAllByText('Invalid username or password.')).toHaveLength(1);
    expect(document.querySelector('.Toastify__toast')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.queryByText('Dashboard stand-in')).not.toBeInTheDocument();
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBeNull();
    expect(api.calls('POST me')).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
    // Nothing typed is lost: the user corrects the password only.
    expect(usernameField()).toHaveValue('ada');
    expect(passwordField()).toHaveValue('wrong-password');
    // The message is about the whole sign-in, not one field.
    expect(usernameField()).not.toHaveAttribute('aria-invalid');
    expect(passwordField()).not.toHaveAttribute('aria-invalid');
  });

  it('falls back to the error message when the body has no error field', async () => {
    serveFakeApi();
    mswServer.use(
      http.post(apiPath('login'), () => apiError(429, 'Too many attempts. Try again in a minute.')),
    );
    await renderLogin();
    await fillAndSubmit('ada', 'whatever');
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts. Try again in a minute.');
    expect(screen.getAllByText('Too many attempts. Try again in a minute.')).toHaveLength(1);
  });

  it('shows a field the server refuses beside that field, focused, and clears it once changed', async () => {
    const api = serveFakeApi();
    await renderLogin();
    const tooLong = 'a'.repeat(LOGIN_USERNAME_MAX_LENGTH + 1);

    const user = userEvent.setup();
    await user.click(usernameField());
    await user.paste(tooLong);
    await user.type(passwordField(), PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    // The fake API checks with the contract's schema and answers as the server does.
    const username = usernameField();
    await screen.findByText('Username is too long');
    expect(username).toHaveAttribute('aria-invalid', 'true');
    expect(username).toHaveAccessibleDescription('Username is too long');
    expect(describedBy(username)).toHaveTextContent('Username is too long');
    expect(username).toHaveFocus();
    expect(passwordField()).not.toHaveAttribute('aria-invalid');
    // Announced once: on its field, not again above the form.
    expect(within(form()).queryByRole('alert')).not.toBeInTheDocument();
    expect(username).toHaveValue(tooLong);
    expect(passwordField()).toHaveValue(PASSWORD);
    expect(api.calls('POST login')).toHaveLength(1);

    await user.type(username, '{Backspace}');
    expect(username).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('Username is too long')).not.toBeInTheDocument();
  });

  it('maps every field the server names, and leaves unknown ones to the message', async () => {
    serveFakeApi();
    mswServer.use(
      http.post(apiPath('login'), () =>
        validationError({ password: 'Password is too long', remember: 'Not a field here' }),
      ),
    );
    await renderLogin();
    await fillAndSubmit('ada', PASSWORD);

    expect(await screen.findByText('Password is too long')).toBeInTheDocument();
    expect(passwordField()).toHaveAccessibleDescription('Password is too long');
    expect(passwordField()).toHaveFocus();
    expect(screen.queryByText('Not a field here')).not.toBeInTheDocument();
  });

  it('stays on the form when the profile cannot be loaded after sign-in', async () => {
    serveFakeApi({ user: profileFixture({ username: 'ada' }), password: PASSWORD });
    mswServer.use(http.post(apiPath('me'), () => apiError(403, 'Account suspended.')));
    const { store } = await renderLogin();
    await fillAndSubmit('ada', PASSWORD);
    expect(await screen.findByRole('alert')).toHaveTextContent('Account suspended.');
    expect(screen.queryByText('Dashboard stand-in')).not.toBeInTheDocument();
    expect(store.get(profileStateAtom).status).toBe('failed');
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBeNull();
    expect(usernameField()).toHaveValue('ada');
  });

  it('asks for empty fields without calling the server, each message tied to its field', async () => {
    const api = serveFakeApi();
    await renderLogin();
    await fillAndSubmit('', '');

    const username = usernameField();
    expect(username).toHaveAttribute('aria-invalid', 'true');
    expect(username).toHaveAccessibleDescription(USERNAME_REQUIRED);
    expect(describedBy(username)).toHaveTextContent(USERNAME_REQUIRED);
    expect(passwordField()).toHaveAttribute('aria-invalid', 'true');
    expect(describedBy(passwordField())).toHaveTextContent(PASSWORD_REQUIRED);
    expect(username).toHaveFocus();
    expect(api.calls('POST login')).toHaveLength(0);
  });

  it('takes white space for an empty username, by the rule the server checks with', async () => {
    const api = serveFakeApi();
    await renderLogin();
    await fillAndSubmit('   ', PASSWORD);
    expect(usernameField()).toHaveAccessibleDescription(USERNAME_REQUIRED);
    expect(usernameField()).toHaveFocus();
    expect(api.calls('POST login')).toHaveLength(0);
  });

  it('asks for the password alone when only the username is given, then clears it as one is typed', async () => {
    const api = serveFakeApi();
    await renderLogin();
    const user = await fillAndSubmit('ada', '');
    expect(screen.queryByText(USERNAME_REQUIRED)).not.toBeInTheDocument();
    expect(screen.getByText(PASSWORD_REQUIRED)).toBeInTheDocument();
    expect(passwordField()).toHaveFocus();
    expect(api.calls('POST login')).toHaveLength(0);

    await user.type(passwordField(), 'x');
    expect(screen.queryByText(PASSWORD_REQUIRED)).not.toBeInTheDocument();
    expect(passwordField()).not.toHaveAttribute('aria-invalid');
  });

  it('sends once while a sign-in is on its way', async () => {
    const api = serveFakeApi({ user: profileFixture({ username: 'ada' }), password: PASSWORD });
    const held = deferred<void>();
    mswServer.use(
      http.post(apiPath('login'), async () => {
        await held.promise;
        return HttpResponse.json({ message: 'Invalid username or password.' }, { status: 401 });
      }),
    );
    await renderLogin();
    const user = await fillAndSubmit('ada', PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(api.calls('POST login')).toHaveLength(1);
    held.resolve();
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid username or password.');
  });

  it('sends a signed-in user straight to /dashboard', async () => {
    renderInApp(
      <Routes>
        <Route path="/dashboard" element={<p>Dashboard stand-in</p>} />
        <Route path="/*" element={<MarketingRoutes />} />
      </Routes>,
      { url: '/login', store: signedInStore() },
    );
    expect(await screen.findByText('Dashboard stand-in')).toBeInTheDocument();
  });

  it('speaks German: the form, its field messages and the link to sign-up', async () => {
    const api = serveFakeApi();
    await loadTestCatalogs('de');
    configureApi({ onSetupFailure: jest.fn() });
    renderInApp(<MarketingRoutes />, { url: '/login' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Anmelden' })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Anmelden' }));
    expect(await screen.findByText('Bitte geben Sie Ihren Benutzernamen ein.')).toBeInTheDocument();
    expect(screen.getByText('Bitte geben Sie Ihr Passwort ein.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Konto erstellen' })).toHaveAttribute('href', '/signup');
    expect(document.title).toBe('Anmelden · Vestora');
    expect(api.calls('POST login')).toHaveLength(0);
  });

  it("in another language, a known error code shows the catalog's text; an unknown one the server's words", async () => {
    serveFakeApi();
    const refusal = (code?: string) =>
      HttpResponse.json(
        {
          message: 'Invalid username or password.',
          error: 'Invalid username or password.',
          ...(code ? { code } : {}),
        },
        { status: 401 },
      );
    mswServer.use(
      http.post(apiPath('login'), () => refusal('invalid_credentials'), { once: true }),
      http.post(apiPath('login'), () => refusal(), { once: true }),
    );
    await loadTestCatalogs('fr');
    configureApi({ onSetupFailure: jest.fn() });
    renderInApp(<MarketingRoutes />, { url: '/login' });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Nom d'utilisateur/), 'ada');
    await user.type(screen.getByLabelText(/^Mot de passe/), 'wrong-password');

    await user.click(screen.getByRole('button', { name: 'Se connecter' }));
    const catalogText = i18n.t('errors.invalid_credentials', { ns: 'ui' });
    expect(catalogText).not.toBe('Invalid username or password.');
    expect(await screen.findByRole('alert')).toHaveTextContent(catalogText);

    await user.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(await screen.findByText('Invalid username or password.')).toBeInTheDocument();
  });
});
