import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { readAccessToken, resetApiConfig } from 'shared-api/client';
import { apiError, apiPath } from 'shared-api/testing/fake-api';
import { mswServer } from 'shared-api/testing/msw-server';
import { notify } from 'shared-ui/toast';
import { CURRENT_PASSWORD, currentLocation, renderProfileRoutes } from '../test/render-profile-routes';

const toast = (text: string) => screen.findByText(text, { selector: '.Toastify__toast, .Toastify__toast *' });
const card = (name: string) => screen.getByRole('region', { name });
const findPage = () => screen.findByRole('heading', { level: 1, name: 'Profile' });

// The machine is shared: typing through whole forms takes a few seconds.
jest.setTimeout(20_000);

beforeEach(() => localStorage.clear());
afterEach(() => {
  act(() => notify.dismiss());
  resetApiConfig();
});

describe('ProfilePage', () => {
  it('shows the profile, contact and level cards and the Security card', async () => {
    renderProfileRoutes('/dashboard/profile', { phone: '+44 20 7946 0000', address: null });
    await findPage();
    const profile = within(card('Profile'));
    expect(profile.getByText('Ada Lovelace')).toBeInTheDocument();
    expect(profile.getByText('ada@example.test')).toBeInTheDocument();
    expect(profile.getByText('Female')).toBeInTheDocument();
    expect(profile.getByText('1 Jan 1990')).toBeInTheDocument();
    expect(profile.getByRole('link', { name: 'Edit profile' })).toHaveAttribute(
      'href',
      '/dashboard/profile/edit-profile',
    );
    const contact = within(card('Contact information'));
    expect(contact.getByText('+44 20 7946 0000')).toBeInTheDocument();
    expect(contact.getByText('Not set')).toBeInTheDocument();
    expect(contact.getByRole('link', { name: 'Edit contact information' })).toHaveAttribute(
      'href',
      '/dashboard/profile/edit-contact-information',
    );
    expect(card('Security')).toBeInTheDocument();
  });

  describe('the account level card', () => {
    it('level 1 links to e-mail verification', async () => {
      renderProfileRoutes('/dashboard/profile', { level: 1, email_verified: 0 });
      await findPage();
      const level = within(card('Account level'));
      expect(level.getByText('Level 1')).toBeInTheDocument();
      expect(level.getByRole('link', { name: 'Verify e-mail address' })).toHaveAttribute(
        'href',
        '/dashboard/profile/verify-email-address',
      );
      expect(level.queryByRole('link', { name: 'Verify identity' })).not.toBeInTheDocument();
    });

    it('level 2 links to identity verification, also after a rejection', async () => {
      renderProfileRoutes('/dashboard/profile', { level: 2, identity_status: 'rejected' });
      await findPage();
      const level = within(card('Account level'));
      expect(level.getByText('Level 2')).toBeInTheDocument();
      expect(level.getByText(/were not accepted/)).toBeInTheDocument();
      expect(level.getByRole('link', { name: 'Verify identity' })).toHaveAttribute(
        'href',
        '/dashboard/profile/verify-identity',
      );
    });

    it("level 2 with documents waiting says 'Pending verification', without a link", async () => {
      renderProfileRoutes('/dashboard/profile', { level: 2, identity_status: 'pending', salary: 'x' });
      await findPage();
      const level = within(card('Account level'));
      expect(level.getByText('Pending verification')).toBeInTheDocument();
      expect(level.queryByRole('link')).not.toBeInTheDocument();
    });

    it("level 3 is 'Max level'", async () => {
      renderProfileRoutes('/dashboard/profile', { level: 3, identity_status: 'accepted' });
      await findPage();
      const level = within(card('Account level'));
      expect(level.getByText('Level 3')).toBeInTheDocument();
      expect(level.getByText('Max level')).toBeInTheDocument();
      expect(level.queryByRole('link')).not.toBeInTheDocument();
    });
  });

  describe('change password', () => {
    const fields = () => ({
      current: screen.getByLabelText(/^Current password/),
      next: screen.getByLabelText(/^New password/),
      confirmation: screen.getByLabelText(/^Confirm new password/),
    });
    const submit = () => screen.getByRole('button', { name: 'Change password' });
    const rule = (name: string) =>
      within(screen.getByRole('list', { name: 'The new password needs' })).getByText(name);

    it('ticks the rules as the new password is typed', async () => {
      const user = userEvent.setup();
      renderProfileRoutes('/dashboard/profile');
      await findPage();
      const met = (name: string) => rule(name).closest('li')?.getAttribute('data-met');
      expect(met('At least 8 characters')).toBe('false');
      await user.type(fields().next, 'abcdefgH1');
      expect(met('At least 8 characters')).toBe('true');
      expect(met('One uppercase letter')).toBe('true');
      expect(met('One number')).toBe('true');
      expect(met('One special character')).toBe('false');
    });

    it('refuses a weak or unmatched new password without calling the server', async () => {
      const user = userEvent.setup();
      const { api } = renderProfileRoutes('/dashboard/profile');
      await findPage();
      await user.type(fields().current, CURRENT_PASSWORD);
      await user.type(fields().next, 'weak');
      await user.type(fields().confirmation, 'other');
      await user.click(submit());
      expect(await screen.findByText('Password must meet the required criteria.')).toBeInTheDocument();
      expect(screen.getByText('Passwords do not match.')).toBeInTheDocument();
      expect(api.calls('POST change-password')).toHaveLength(0);
    });

    it("shows the server's refusal beside the current password, and keeps what was typed", async () => {
      const user = userEvent.setup();
      const { api } = renderProfileRoutes('/dashboard/profile');
      await findPage();
      await user.type(fields().current, 'Wrong#2026');
      await user.type(fields().next, 'N3w-Secret!');
      await user.type(fields().confirmation, 'N3w-Secret!');
      await user.click(submit());
      await waitFor(() =>
        expect(fields().current).toHaveAccessibleDescription('Your current password is not correct.'),
      );
      expect(fields().current).toHaveFocus();
      expect(fields().next).toHaveValue('N3w-Secret!');
      expect(api.calls('POST change-password')).toHaveLength(1);
    });

    it('changes it, says so and empties the form', async () => {
      const user = userEvent.setup();
      const { api } = renderProfileRoutes('/dashboard/profile');
      await findPage();
      await user.type(fields().current, CURRENT_PASSWORD);
      await user.type(fields().next, 'N3w-Secret!');
      await user.type(fields().confirmation, 'N3w-Secret!');
      await user.click(submit());
      expect(
        await toast('Your password was changed. Your other sessions were signed out.'),
      ).toBeInTheDocument();
      expect(api.calls('POST change-password').map((request) => request.body)).toEqual([
        { current_password: CURRENT_PASSWORD, password: 'N3w-Secret!', password_confirmation: 'N3w-Secret!' },
      ]);
      await waitFor(() => expect(fields().next).toHaveValue(''));
      expect(fields().current).toHaveValue('');
    });
  });

  describe('sign out of every session', () => {
    it('asks first, then signs out everywhere and goes to sign in', async () => {
      const user = userEvent.setup();
      const { api } = renderProfileRoutes('/dashboard/profile');
      await findPage();
      await user.click(screen.getByRole('button', { name: 'Sign out of every session' }));
      const dialog = screen.getByRole('dialog', { name: 'Sign out of every session?' });
      await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      expect(api.calls('POST logout-all')).toHaveLength(0);

      await user.click(screen.getByRole('button', { name: 'Sign out of every session' }));
      await user.click(screen.getByRole('button', { name: 'Sign out everywhere' }));
      expect(await toast('You were signed out of every session.')).toBeInTheDocument();
      expect(api.calls('POST logout-all')).toHaveLength(1);
      await waitFor(() => expect(currentLocation()).toBe('/login'));
      expect(readAccessToken()).toBeNull();
    });

    it('stays signed in and says why when the server could not do it', async () => {
      const user = userEvent.setup();
      renderProfileRoutes('/dashboard/profile');
      mswServer.use(http.post(apiPath('logout-all'), () => apiError(503, 'The service is busy. Try again.')));
      await findPage();
      await user.click(screen.getByRole('button', { name: 'Sign out of every session' }));
      await user.click(screen.getByRole('button', { name: 'Sign out everywhere' }));
      expect(await toast('The service is busy. Try again.')).toBeInTheDocument();
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(currentLocation()).toBe('/dashboard/profile');
      expect(readAccessToken()).toBe('test-token');
    });
  });
});
