/** @jest-environment ../shared-api/test/jsdom-fetch-environment.cjs */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { configureApi, resetApiConfig } from 'shared-api/client';
import { signupBody } from 'shared-api/contract/auth';
import { apiPath, serveFakeApi } from 'shared-api/testing/fake-api';
import { mswServer } from 'shared-api/testing/msw-server';
import { renderInApp } from 'shared-ui/testing/render-in-app';
import MarketingRoutes from '../../../routes';

const PASSWORD = 'Secret#2026';
const REQUIRED = 'Please fill all required fields.';
const CRITERIA = 'Password must meet the required criteria.';
const MISMATCH = 'Passwords do not match.';
const TERMS = 'You must accept the terms and conditions.';
const UNDERAGE = 'You must be at least 18 years old to open an account.';

const renderSignup = async (url = '/signup') => {
  configureApi({ onSetupFailure: jest.fn() });
  const rendered = renderInApp(
    <Routes>
      <Route path="/login" element={<p>Login stand-in</p>} />
      <Route path="/*" element={<MarketingRoutes />} />
    </Routes>,
    { url },
  );
  await screen.findByRole('heading', { level: 1, name: 'Create your account' });
  return rendered;
};

/** YYYY-MM-DD of the UTC day `years` years and `days` days before today. */
const yearsAgo = (years: number, days = 0) => {
  const now = new Date();
  const date = new Date(Date.UTC(now.getUTCFullYear() - years, now.getUTCMonth(), now.getUTCDate() + days));
  return date.toISOString().slice(0, 10);
};

/** The control labelled `label` (its label may end with the required mark). */
const field = (label: string) => screen.getByLabelText(new RegExp(`^${label.replace(/[()]/g, '\\$&')}\\*?$`));
const submitButton = () => screen.getByRole('button', { name: 'Create account' });

interface Filled {
  dateOfBirth?: string;
  password?: string;
  confirmation?: string;
  terms?: boolean;
  username?: string;
}

/** Puts `text` into a field as a paste (one input event: typing ten fields key by key is slow). */
const enter = async (user: ReturnType<typeof userEvent.setup>, label: string, text: string) => {
  await user.click(field(label));
  await user.paste(text);
};

/** Fills every field of a valid sign-up, with the given changes. */
const fillForm = async (user: ReturnType<typeof userEvent.setup>, changes: Filled = {}) => {
  await enter(user, 'First name', 'Ada');
  await enter(user, 'Last name', 'Lovelace');
  await enter(user, 'Username', changes.username ?? 'ada_l');
  await enter(user, 'E-mail address', 'ada@example.com');
  await user.selectOptions(field('Gender'), 'female');
  await enter(user, 'Date of birth', changes.dateOfBirth ?? yearsAgo(30));
  await enter(user, 'Country', 'United Kingdom');
  await enter(user, 'Password', changes.password ?? PASSWORD);
  await enter(user, 'Confirm password', changes.confirmation ?? changes.password ?? PASSWORD);
  if (changes.terms ?? true) await user.click(screen.getByRole('checkbox', { name: /terms and conditions/ }));
};

// Ten fields through real events: more than jest's default 5 s on a busy machine.
jest.setTimeout(30_000);

beforeEach(() => localStorage.clear());
afterEach(() => resetApiConfig());

describe('/signup', () => {
  it('labels every field, links the terms to /terms and shows the live password checklist', async () => {
    serveFakeApi();
    await renderSignup();
    for (const label of [
      'First name',
      'Last name',
      'Username',
      'E-mail address',
      'Gender',
      'Date of birth',
      'Country',
      'Password',
      'Confirm password',
      'Referral ID (optional)',
    ]) {
      expect(field(label)).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: 'terms and conditions' })).toHaveAttribute('href', '/terms');
    expect(field('Referral ID (optional)')).not.toHaveAttribute('readonly');
    const checklist = screen.getByRole('list', { name: 'Password requirements' });
    expect(checklist.querySelectorAll('[data-met="true"]')).toHaveLength(0);
    await userEvent.setup().type(field('Password'), 'Abcdefg1');
    expect(checklist.querySelectorAll('[data-met="true"]')).toHaveLength(3);
    // ~195 countries, named through Intl.DisplayNames.
    const options = document.querySelectorAll('datalist option');
    expect(options.length).toBe(195);
    expect([...options].map((option) => option.getAttribute('value'))).toContain('Côte d’Ivoire');
  });

  it('says "Please fill all required fields." when sent empty, and sends nothing', async () => {
    const api = serveFakeApi();
    await renderSignup();
    await userEvent.setup().click(submitButton());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(REQUIRED);
    expect(alert).toHaveTextContent(TERMS);
    expect(field('First name')).toHaveAttribute('aria-invalid', 'true');
    expect(field('First name')).toHaveFocus();
    expect(api.calls('POST signup')).toHaveLength(0);
  });

  it('says the password must meet the criteria', async () => {
    const api = serveFakeApi();
    await renderSignup();
    const user = userEvent.setup();
    await fillForm(user, { password: 'weakpassword' });
    await user.click(submitButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(CRITERIA);
    expect(screen.getByRole('alert')).not.toHaveTextContent(REQUIRED);
    expect(api.calls('POST signup')).toHaveLength(0);
  });

  it('says the passwords do not match', async () => {
    const api = serveFakeApi();
    await renderSignup();
    const user = userEvent.setup();
    await fillForm(user, { confirmation: 'Secret#2027' });
    await user.click(submitButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(MISMATCH);
    expect(field('Confirm password')).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls('POST signup')).toHaveLength(0);
  });

  it('says the terms must be accepted', async () => {
    const api = serveFakeApi();
    await renderSignup();
    const user = userEvent.setup();
    await fillForm(user, { terms: false });
    await user.click(submitButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(TERMS);
    expect(api.calls('POST signup')).toHaveLength(0);
  });

  it('refuses a visitor who turns 18 tomorrow', async () => {
    const api = serveFakeApi();
    await renderSignup();
    const user = userEvent.setup();
    await fillForm(user, { dateOfBirth: yearsAgo(18, 1) });
    await user.click(submitButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(UNDERAGE);
    expect(api.calls('POST signup')).toHaveLength(0);
  });

  it('accepts a visitor who turns 18 today: sends the contract body, toasts and goes to /login', async () => {
    const api = serveFakeApi();
    mswServer.use(
      http.post(apiPath('signup'), () =>
        HttpResponse.json({ message: 'Your account was created. You can sign in now.' }),
      ),
    );
    await renderSignup();
    const user = userEvent.setup();
    await fillForm(user, { dateOfBirth: yearsAgo(18) });
    await user.click(submitButton());
    expect(await screen.findByText('Login stand-in')).toBeInTheDocument();
    expect(await screen.findByText('Your account was created. You can sign in now.')).toBeInTheDocument();
    const [call] = api.calls('POST signup');
    expect(call?.body).toEqual({
      firstname: 'Ada',
      lastname: 'Lovelace',
      username: 'ada_l',
      email: 'ada@example.com',
      gender: 'female',
      country: 'United Kingdom',
      age: yearsAgo(18),
      password: PASSWORD,
      password_confirmation: PASSWORD,
      referred_by: null,
      language: 'en',
    });
    // What the form sends is what the server's own schema accepts.
    expect(signupBody.safeParse(call?.body).success).toBe(true);
  });

  it('shows the server’s message on failure and keeps every value', async () => {
    serveFakeApi();
    mswServer.use(
      http.post(apiPath('signup'), () =>
        HttpResponse.json(
          { code: 'username_taken', message: 'This username is already taken. Choose another one.' },
          { status: 409 },
        ),
      ),
    );
    await renderSignup();
    const user = userEvent.setup();
    await fillForm(user);
    await user.click(submitButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This username is already taken. Choose another one.',
    );
    expect(field('Username')).toHaveValue('ada_l');
    expect(field('Country')).toHaveValue('United Kingdom');
    expect(field('Password')).toHaveValue(PASSWORD);
    expect(screen.getByRole('checkbox', { name: /terms and conditions/ })).toBeChecked();
  });

  it('says "An error occurred during signup." when the server gives no message', async () => {
    serveFakeApi();
    mswServer.use(http.post(apiPath('signup'), () => HttpResponse.json({}, { status: 500 })));
    await renderSignup();
    const user = userEvent.setup();
    await fillForm(user);
    await user.click(submitButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred during signup.');
  });

  it('shows a field the server refused beside that field', async () => {
    serveFakeApi();
    mswServer.use(
      http.post(apiPath('signup'), () =>
        HttpResponse.json(
          {
            code: 'validation_failed',
            message: 'Enter a valid e-mail address',
            fields: { email: 'Enter a valid e-mail address' },
          },
          { status: 400 },
        ),
      ),
    );
    await renderSignup();
    const user = userEvent.setup();
    await fillForm(user);
    await user.click(submitButton());
    expect(await screen.findByText('Enter a valid e-mail address')).toBeInTheDocument();
    expect(field('E-mail address')).toHaveAttribute('aria-invalid', 'true');
  });

  it('refuses a country not in the list', async () => {
    const api = serveFakeApi();
    await renderSignup();
    const user = userEvent.setup();
    await fillForm(user);
    await user.clear(field('Country'));
    await user.type(field('Country'), 'Atlantis');
    await user.click(submitButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Choose a country from the list.');
    expect(api.calls('POST signup')).toHaveLength(0);
  });

  it('on a referral link: the referral ID is filled in, read-only, and sent', async () => {
    const api = serveFakeApi();
    mswServer.use(http.post(apiPath('signup'), () => HttpResponse.json({ message: 'ok' })));
    await renderSignup('/signup/REF12345');
    const referral = field('Referral ID (optional)');
    expect(referral).toHaveValue('REF12345');
    expect(referral).toHaveAttribute('readonly');
    const user = userEvent.setup();
    await user.type(referral, 'xyz');
    expect(referral).toHaveValue('REF12345');
    await fillForm(user);
    await user.click(submitButton());
    expect(await screen.findByText('Login stand-in')).toBeInTheDocument();
    expect(api.calls('POST signup')[0]?.body).toMatchObject({ referred_by: 'REF12345' });
  });
});
