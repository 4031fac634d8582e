import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetApiConfig } from 'shared-api/client';
import { notify } from 'shared-ui/toast';
import { currentLocation, renderProfileRoutes } from '../test/render-profile-routes';

const toast = (text: string) => screen.findByText(text, { selector: '.Toastify__toast, .Toastify__toast *' });
const textbox = (name: string) => screen.getByRole('textbox', { name });

// The machine is shared: typing through whole forms takes a few seconds.
jest.setTimeout(20_000);

beforeEach(() => localStorage.clear());
afterEach(() => {
  act(() => notify.dismiss());
  resetApiConfig();
});

describe('EditProfilePage', () => {
  it('starts from the profile, saves the four fields and goes back to the refreshed profile', async () => {
    const user = userEvent.setup();
    const { api } = renderProfileRoutes('/dashboard/profile/edit-profile');
    await screen.findByRole('heading', { level: 1, name: 'Edit profile' });
    expect(textbox('First name')).toHaveValue('Ada');
    expect(textbox('Last name')).toHaveValue('Lovelace');
    expect(textbox('Username')).toHaveValue('ada');
    expect(screen.getByRole('combobox', { name: 'Gender' })).toHaveValue('female');

    await user.clear(textbox('First name'));
    await user.type(textbox('First name'), 'Augusta');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Gender' }), 'Male');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await toast('Your profile was updated.')).toBeInTheDocument();
    expect(api.calls('POST update-profile').map((request) => request.body)).toEqual([
      { firstname: 'Augusta', lastname: 'Lovelace', username: 'ada', gender: 'male' },
    ]);
    await waitFor(() => expect(currentLocation()).toBe('/dashboard/profile'));
    expect(await screen.findByText('Augusta Lovelace')).toBeInTheDocument();
    expect(api.calls('POST me').length).toBeGreaterThan(0);
  });

  it("shows the server's refusal beside its field and keeps the typed values", async () => {
    const user = userEvent.setup();
    const { api } = renderProfileRoutes('/dashboard/profile/edit-profile');
    await screen.findByRole('heading', { level: 1, name: 'Edit profile' });
    await user.clear(textbox('Username'));
    await user.type(textbox('Username'), 'taken');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    await waitFor(() =>
      expect(textbox('Username')).toHaveAccessibleDescription('This username is already taken.'),
    );
    expect(textbox('Username')).toHaveFocus();
    expect(textbox('Username')).toHaveValue('taken');
    expect(currentLocation()).toBe('/dashboard/profile/edit-profile');
    expect(api.data.user?.username).toBe('ada');
  });
});
