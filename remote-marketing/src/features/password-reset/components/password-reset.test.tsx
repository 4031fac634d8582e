/** @jest-environment ../shared-api/test/jsdom-fetch-environment.cjs */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { configureApi, resetApiConfig } from 'shared-api/client';
import { apiPath, serveFakeApi } from 'shared-api/testing/fake-api';
import { mswServer } from 'shared-api/testing/msw-server';
import { renderInApp } from 'shared-ui/testing/render-in-app';
import MarketingRoutes from '../../../routes';
import { RESET_EMAIL_KEY } from '../utils/reset-email';

const NEW_PASSWORD = 'Fresh#2027';
const SENT = 'If an account uses this e-mail address, we sent it a 6-digit code.';
const RATE_LIMITED = 'Too many attempts. Please wait a minute and try again.';

const renderAt = (url: string) => {
  configureApi({ onSetupFailure: jest.fn() });
  return renderInApp(
    <Routes>
      <Route path="/login" element={<p>Login stand-in</p>} />
      <Route path="/*" element={<MarketingRoutes />} />
    </Routes>,
    { url },
  );
};

/** The control labelled `label` (its label may end with the required mark). */
const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}\\*?$`));

const rateLimited = () => HttpResponse.json({ code: 'rate_limited', message: RATE_LIMITED }, { status: 429 });

jest.setTimeout(30_000);

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => resetApiConfig());

describe('/forgot-password', () => {
  it('sends a code, keeps the address in session storage and goes on to /reset-user-password', async () => {
    const api = serveFakeApi();
    mswServer.use(http.post(apiPath('send-otp'), () => HttpResponse.json({ message: 'sent' })));
    renderAt('/forgot-password');
    await screen.findByRole('heading', { level: 1, name: 'Forgot your password?' });
    const user = userEvent.setup();
    await user.type(field('E-mail address'), ' ada@example.com ');
    await user.click(screen.getByRole('button', { name: 'Send the code' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Reset your password' })).toBeInTheDocument();
    expect(await screen.findByText(SENT)).toBeInTheDocument();
    expect(sessionStorage.getItem(RESET_EMAIL_KEY)).toBe('ada@example.com');
    expect(api.calls('POST send-otp')[0]?.body).toEqual({ email: 'ada@example.com' });
    expect(screen.getByText(/sent to ada@example\.com/)).toBeInTheDocument();
  });

  it('asks for the address before sending anything', async () => {
    const api = serveFakeApi();
    renderAt('/forgot-password');
    await screen.findByRole('heading', { level: 1, name: 'Forgot your password?' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Send the code' }));
    expect(await screen.findByText('Please enter your e-mail address.')).toBeInTheDocument();
    expect(api.calls('POST send-otp')).toHaveLength(0);
  });

  it('shows the rate limit clearly and stays', async () => {
    serveFakeApi();
    mswServer.use(http.post(apiPath('send-otp'), rateLimited));
    renderAt('/forgot-password');
    await screen.findByRole('heading', { level: 1, name: 'Forgot your password?' });
    const user = userEvent.setup();
    await user.type(field('E-mail address'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send the code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(RATE_LIMITED);
    expect(field('E-mail address')).toHaveValue('ada@example.com');
    expect(sessionStorage.getItem(RESET_EMAIL_KEY)).toBeNull();
  });
});

describe('/reset-user-password', () => {
  it('sends a visitor without a stored address back to /forgot-password', async () => {
    serveFakeApi();
    renderAt('/reset-user-password');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Forgot your password?' }),
    ).toBeInTheDocument();
  });

  it('opened from the e-mail link: fills in the code, keeps the address, resets, clears it and goes to /login', async () => {
    const api = serveFakeApi();
    mswServer.use(
      http.post(apiPath('verify-otp-and-reset-password'), () =>
        HttpResponse.json({ message: 'Your password was reset. Sign in with your new password.' }),
      ),
    );
    renderAt('/reset-user-password?code=123456&email=ada%40example.com');
    await screen.findByRole('heading', { level: 1, name: 'Reset your password' });
    expect(field('6-digit code')).toHaveValue('123456');
    expect(sessionStorage.getItem(RESET_EMAIL_KEY)).toBe('ada@example.com');
    expect(screen.getByRole('list', { name: 'Password requirements' })).toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(field('New password'), NEW_PASSWORD);
    await user.type(field('Confirm new password'), NEW_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText('Login stand-in')).toBeInTheDocument();
    expect(
      await screen.findByText('Your password was reset. Sign in with your new password.'),
    ).toBeInTheDocument();
    expect(sessionStorage.getItem(RESET_EMAIL_KEY)).toBeNull();
    expect(api.calls('POST verify-otp-and-reset-password')[0]?.body).toEqual({
      email: 'ada@example.com',
      otp: '123456',
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
    });
  });

  it('checks the code, the password rules and the confirmation before sending', async () => {
    const api = serveFakeApi();
    sessionStorage.setItem(RESET_EMAIL_KEY, 'ada@example.com');
    renderAt('/reset-user-password');
    await screen.findByRole('heading', { level: 1, name: 'Reset your password' });
    const user = userEvent.setup();
    await user.type(field('6-digit code'), '12a');
    await user.type(field('New password'), 'weak');
    await user.type(field('Confirm new password'), 'other');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText('Enter the 6-digit code.')).toBeInTheDocument();
    expect(screen.getByText('Password must meet the required criteria.')).toBeInTheDocument();
    expect(screen.getByText('Passwords do not match.')).toBeInTheDocument();
    expect(api.calls('POST verify-otp-and-reset-password')).toHaveLength(0);
  });

  it('shows the server’s message for a wrong code and keeps the address', async () => {
    serveFakeApi();
    sessionStorage.setItem(RESET_EMAIL_KEY, 'ada@example.com');
    mswServer.use(
      http.post(apiPath('verify-otp-and-reset-password'), () =>
        HttpResponse.json(
          { code: 'invalid_code', message: 'This code is not valid. Check it, or ask for a new code.' },
          { status: 400 },
        ),
      ),
    );
    renderAt('/reset-user-password');
    await screen.findByRole('heading', { level: 1, name: 'Reset your password' });
    const user = userEvent.setup();
    await user.type(field('6-digit code'), '000000');
    await user.type(field('New password'), NEW_PASSWORD);
    await user.type(field('Confirm new password'), NEW_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This code is not valid. Check it, or ask for a new code.',
    );
    expect(sessionStorage.getItem(RESET_EMAIL_KEY)).toBe('ada@example.com');
  });

  it('sends a new code, and shows the rate limit when the server refuses', async () => {
    const api = serveFakeApi();
    sessionStorage.setItem(RESET_EMAIL_KEY, 'ada@example.com');
    mswServer.use(http.post(apiPath('send-otp'), () => HttpResponse.json({ message: 'sent' })));
    renderAt('/reset-user-password');
    await screen.findByRole('heading', { level: 1, name: 'Reset your password' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Send a new code' }));
    expect(
      await screen.findByText('If an account uses ada@example.com, we sent it a new code.'),
    ).toBeInTheDocument();
    expect(api.calls('POST send-otp')[0]?.body).toEqual({ email: 'ada@example.com' });

    mswServer.use(http.post(apiPath('send-otp'), rateLimited));
    await user.click(screen.getByRole('button', { name: 'Send a new code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(RATE_LIMITED);
  });
});
