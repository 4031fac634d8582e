import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetApiConfig } from 'shared-api/client';
import { notify } from 'shared-ui/toast';
import { currentLocation, renderProfileRoutes } from '../test/render-profile-routes';
import { matchDialCodes, namedDialCodes } from './dial-code-select';
import { dialCodes } from './dial-codes';
import { splitPhone } from './phone-number';

const toast = (text: string) => screen.findByText(text, { selector: '.Toastify__toast, .Toastify__toast *' });
const dialSelect = () => screen.getByRole('combobox', { name: 'Country code' });
const search = () => screen.getByRole('searchbox', { name: 'Search country codes' });
const selectedLabel = () => (dialSelect() as HTMLSelectElement).selectedOptions[0]?.textContent;

// The machine is shared: typing through whole forms takes a few seconds.
jest.setTimeout(20_000);

beforeEach(() => localStorage.clear());
afterEach(() => {
  act(() => notify.dismiss());
  resetApiConfig();
});

describe('dial codes', () => {
  it('lists about 200 regions, each once, with a plus code', () => {
    expect(dialCodes.length).toBeGreaterThanOrEqual(195);
    expect(new Set(dialCodes.map((entry) => entry.region)).size).toBe(dialCodes.length);
    for (const entry of dialCodes) expect(entry.code).toMatch(/^\+\d{1,4}$/);
  });

  it('finds a country by its name in the language shown, without accents, or by its code', () => {
    const english = namedDialCodes('en');
    expect(matchDialCodes(english, 'reunion').map((entry) => entry.region)).toEqual(['RE']);
    expect(matchDialCodes(english, '+33').map((entry) => entry.region)).toEqual(['FR']);
    expect(matchDialCodes(english, 'zzz')).toEqual([]);
    const german = namedDialCodes('de');
    expect(matchDialCodes(german, 'deutsch').map((entry) => entry.region)).toEqual(['DE']);
  });

  it('takes a stored phone apart, +1 being the United States', () => {
    expect(splitPhone('+33 6 12 34 56 78')).toEqual({ region: 'FR', number: '6 12 34 56 78' });
    expect(splitPhone('+1 555 0100')).toEqual({ region: 'US', number: '555 0100' });
    expect(splitPhone('020 7946 0000')).toEqual({ region: 'US', number: '020 7946 0000' });
    expect(splitPhone(null)).toEqual({ region: 'US', number: '' });
  });
});

describe('EditContactPage', () => {
  it('starts on +1, narrows the codes as a country is typed, and saves code and number together', async () => {
    const user = userEvent.setup();
    const { api } = renderProfileRoutes('/dashboard/profile/edit-contact-information');
    await screen.findByRole('heading', { level: 1, name: 'Edit contact information' });
    expect(dialSelect()).toHaveValue('US');
    expect(selectedLabel()).toBe('United States (+1)');

    await user.type(search(), 'fran');
    expect(dialSelect()).toHaveValue('FR');
    expect(screen.getByRole('status')).toHaveTextContent('1 country matches');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['France (+33)']);
    await user.clear(search());
    await user.type(search(), '+44');
    expect(dialSelect()).toHaveValue('GB');
    expect(screen.getAllByRole('option').map((option) => option.getAttribute('value'))).toEqual(
      expect.arrayContaining(['GB', 'GG', 'IM', 'JE']),
    );
    await user.clear(search());
    await user.selectOptions(dialSelect(), 'FR');
    expect(dialSelect()).toHaveValue('FR');

    await user.type(screen.getByRole('textbox', { name: 'Phone number' }), '6 12 34 56 78');
    await user.type(screen.getByRole('textbox', { name: 'Address' }), '1 rue de Rivoli, Paris');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await toast('Your contact information was updated.')).toBeInTheDocument();
    expect(api.calls('POST update-contact').map((request) => request.body)).toEqual([
      { phone: '+33 6 12 34 56 78', address: '1 rue de Rivoli, Paris' },
    ]);
    await waitFor(() => expect(currentLocation()).toBe('/dashboard/profile'));
    expect(await screen.findByText('+33 6 12 34 56 78')).toBeInTheDocument();
  });

  it('says when no country matches and keeps the chosen code', async () => {
    const user = userEvent.setup();
    renderProfileRoutes('/dashboard/profile/edit-contact-information', { phone: '+44 20 7946 0000' });
    await screen.findByRole('heading', { level: 1, name: 'Edit contact information' });
    expect(dialSelect()).toHaveValue('GB');
    expect(screen.getByRole('textbox', { name: 'Phone number' })).toHaveValue('20 7946 0000');
    // Pasted at once: typed letter by letter, "a" alone would already move to the first country with an "a".
    await user.click(search());
    await user.paste('atlantis');
    expect(screen.getByRole('status')).toHaveTextContent('No country matches your search.');
    expect(dialSelect()).toHaveValue('GB');
    expect(screen.getAllByRole('option')).toHaveLength(1);
  });

  it("shows the server's refusal beside the phone and stays", async () => {
    const user = userEvent.setup();
    renderProfileRoutes('/dashboard/profile/edit-contact-information');
    await screen.findByRole('heading', { level: 1, name: 'Edit contact information' });
    await user.type(screen.getByRole('textbox', { name: 'Phone number' }), 'call me');
    await user.type(screen.getByRole('textbox', { name: 'Address' }), 'Somewhere');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Phone number' })).toHaveAccessibleDescription(
        'Enter a valid phone number',
      ),
    );
    expect(screen.getByRole('textbox', { name: 'Phone number' })).toHaveValue('call me');
    expect(currentLocation()).toBe('/dashboard/profile/edit-contact-information');
  });
});
