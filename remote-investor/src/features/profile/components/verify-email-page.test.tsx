import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { resetApiConfig } from 'shared-api/client';
import { apiPath } from 'shared-api/testing/fake-api';
import { mswServer } from 'shared-api/testing/msw-server';
import { notify } from 'shared-ui/toast';
import { currentLocation, GOOD_CODE, renderProfileRoutes } from '../test/render-profile-routes';
import { codeFromLink } from './confirm-code-page';

const toast = (text: string | RegExp) =>
  screen.findByText(text, { selector: '.Toastify__toast, .Toastify__toast *' });
const unverified = { level: 1, email_verified: 0 as const };
/** The form's own alert (a toast is an alert too). */
const inlineAlert = () =>
  waitFor(() => {
    const alert = screen.getAllByRole('alert').find((element) => !element.closest('.Toastify'));
    if (!alert) throw new Error('no alert in the form yet');
    return alert;
  });
const codeField = () => screen.getByRole('textbox', { name: /^Verification code/ });

// The machine is shared: typing through whole forms takes a few seconds.
jest.setTimeout(20_000);

beforeEach(() => localStorage.clear());
afterEach(() => {
  act(() => notify.dismiss());
  resetApiConfig();
});

describe('VerifyEmailPage', () => {
  it("sends the code to the account's address and goes to the code screen", async () => {
    const user = userEvent.setup();
    const { api } = renderProfileRoutes('/dashboard/profile/verify-email-address', unverified);
    await screen.findByRole('heading', { level: 1, name: 'Verify your e-mail address' });
    expect(screen.getByText(/ada@example\.test/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await toast(/We sent a 6-digit code to ada@example.test/)).toBeInTheDocument();
    expect(api.calls('POST verify-email').map((request) => request.body)).toEqual([
      { email: 'ada@example.test' },
    ]);
    await waitFor(() =>
      expect(currentLocation()).toBe('/dashboard/profile/verify-email-address/confirm-code'),
    );
  });

  it("shows the server's refusal (too many codes) and stays", async () => {
    const user = userEvent.setup();
    renderProfileRoutes('/dashboard/profile/verify-email-address', unverified);
    mswServer.use(
      http.post(apiPath('verify-email'), () =>
        HttpResponse.json(
          {
            code: 'too_many_codes',
            message: 'You asked for too many codes. Wait 10 minutes, then ask again.',
          },
          { status: 429 },
        ),
      ),
    );
    await user.click(await screen.findByRole('button', { name: 'Send code' }));
    expect(await inlineAlert()).toHaveTextContent(
      'You asked for too many codes. Wait 10 minutes, then ask again.',
    );
    expect(currentLocation()).toBe('/dashboard/profile/verify-email-address');
  });

  it('says so when the address is verified already', async () => {
    renderProfileRoutes('/dashboard/profile/verify-email-address', { level: 2, email_verified: 1 });
    expect(await screen.findByText('Your e-mail address is verified.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send code' })).not.toBeInTheDocument();
  });
});

describe('ConfirmCodePage', () => {
  it('takes only a 6-digit code from the link', () => {
    expect(codeFromLink('123456')).toBe('123456');
    expect(codeFromLink(' 123456 ')).toBe('123456');
    expect(codeFromLink('12345')).toBe('');
    expect(codeFromLink('12345a')).toBe('');
    expect(codeFromLink(null)).toBe('');
  });

  it('fills in the code from the link, verifies it, reloads the profile and lands on it at level 2', async () => {
    const user = userEvent.setup();
    const { api } = renderProfileRoutes(
      `/dashboard/profile/verify-email-address/confirm-code?code=${GOOD_CODE}`,
      unverified,
    );
    await screen.findByRole('heading', { level: 1, name: 'Enter your code' });
    expect(codeField()).toHaveValue(GOOD_CODE);
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await toast('Your e-mail address is verified.')).toBeInTheDocument();
    expect(api.calls('POST verify-email-code').map((request) => request.body)).toEqual([
      { email: 'ada@example.test', otp: GOOD_CODE },
    ]);
    await waitFor(() => expect(currentLocation()).toBe('/dashboard/profile'));
    const level = within(await screen.findByRole('region', { name: 'Account level' }));
    expect(level.getByText('Level 2')).toBeInTheDocument();
    expect(level.getByRole('link', { name: 'Verify identity' })).toBeInTheDocument();
  });

  it('asks for six digits before sending, and shows why a wrong code was refused', async () => {
    const user = userEvent.setup();
    const { api } = renderProfileRoutes('/dashboard/profile/verify-email-address/confirm-code', unverified);
    await screen.findByRole('heading', { level: 1, name: 'Enter your code' });
    expect(codeField()).toHaveValue('');
    await user.type(codeField(), '12');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Enter the 6-digit code')).toBeInTheDocument();
    expect(api.calls('POST verify-email-code')).toHaveLength(0);

    await user.clear(codeField());
    await user.type(codeField(), '999999');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await inlineAlert()).toHaveTextContent('This code is not correct. 4 attempts left.');
    expect(currentLocation()).toBe('/dashboard/profile/verify-email-address/confirm-code');
    expect(codeField()).toHaveValue('999999');
  });

  it('sends a new code on request', async () => {
    const user = userEvent.setup();
    const { api } = renderProfileRoutes('/dashboard/profile/verify-email-address/confirm-code', unverified);
    await user.click(await screen.findByRole('button', { name: 'Send a new code' }));
    expect(await toast(/We sent a 6-digit code/)).toBeInTheDocument();
    expect(api.calls('POST verify-email')).toHaveLength(1);
  });
});
