import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { resetApiConfig } from 'shared-api/client';
import { MAX_DOCUMENT_BYTES } from 'shared-api/identity-options';
import { apiPath } from 'shared-api/testing/fake-api';
import { mswServer } from 'shared-api/testing/msw-server';
import { notify } from 'shared-ui/toast';
import { currentLocation, renderProfileRoutes } from '../test/render-profile-routes';

const toast = (text: string) => screen.findByText(text, { selector: '.Toastify__toast, .Toastify__toast *' });
const png = (name: string, bytes = 64) => new File([new Uint8Array(bytes)], name, { type: 'image/png' });
const front = () => screen.getByLabelText('Driving licence, front');
const back = () => screen.getByLabelText('Driving licence, back');
const findForm = () => screen.findByRole('form', { name: 'Verify your identity' });

// The machine is shared: typing through whole forms takes a few seconds.
jest.setTimeout(20_000);

beforeEach(() => {
  localStorage.clear();
  // jsdom has no object URLs: the previews get a stand-in address.
  URL.createObjectURL = jest.fn(() => 'blob:preview');
  URL.revokeObjectURL = jest.fn();
});
afterEach(() => {
  act(() => notify.dismiss());
  resetApiConfig();
});

/** What the multipart form carried (installed after the render, in front of the fake API's answer): text fields as text, files by name. */
const captureSubmission = () => {
  const sent: Record<string, string>[] = [];
  mswServer.use(
    http.post(apiPath('verify-identity'), async ({ request }) => {
      const form = await request.formData();
      const entry: Record<string, string> = {};
      form.forEach((value, key) => {
        entry[key] = typeof value === 'string' ? value : `file:${value.name}`;
      });
      sent.push(entry);
      return HttpResponse.json({
        message: 'Your documents were received. An administrator will review them shortly.',
      });
    }),
  );
  return sent;
};

describe('VerifyIdentityPage', () => {
  it('offers the 68 occupations ending in Others and the five salary ranges, and says the size limit', async () => {
    renderProfileRoutes('/dashboard/profile/verify-identity');
    await findForm();
    const occupations = within(screen.getByRole('combobox', { name: 'Occupation' }))
      .getAllByRole('option')
      .filter((option) => option.getAttribute('value') !== '');
    expect(occupations).toHaveLength(68);
    expect(occupations.at(-1)).toHaveTextContent('Others');
    const salaries = within(screen.getByRole('combobox', { name: 'Yearly income' }))
      .getAllByRole('option')
      .filter((option) => option.getAttribute('value') !== '')
      .map((option) => option.textContent);
    expect(salaries).toEqual([
      'Less than $50,000 a year',
      '$50,000 - $100,000',
      '$100,000 - $150,000',
      '$150,000 - $200,000',
      'More than $200,000 a year',
    ]);
    expect(front()).toHaveAccessibleDescription('PNG, JPEG or WebP image, at most 5 MB.');
    expect(front()).toHaveAttribute('accept', 'image/png,image/jpeg,image/webp');
  });

  it('refuses a file that is not an image, and one over the limit, before any upload', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderProfileRoutes('/dashboard/profile/verify-identity');
    const sent = captureSubmission();
    await findForm();

    await user.upload(front(), new File(['%PDF-1.7'], 'licence.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('Choose an image: PNG, JPEG or WebP.')).toBeInTheDocument();
    expect(front()).toHaveAccessibleDescription(/Choose an image: PNG, JPEG or WebP\./);

    await user.upload(back(), png('huge.png', MAX_DOCUMENT_BYTES + 1));
    expect(await screen.findByText('This picture is 5 MB; the limit is 5 MB.')).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Submit for review' }));
    expect(await screen.findAllByText('Add a picture of this side.')).toHaveLength(2);
    expect(sent).toHaveLength(0);
  });

  it('previews both sides, sends the form and shows Pending verification on the profile', async () => {
    const user = userEvent.setup();
    const { api } = renderProfileRoutes('/dashboard/profile/verify-identity');
    const sent = captureSubmission();
    await findForm();
    await user.type(screen.getByRole('textbox', { name: 'National ID number (SSN)' }), 'AB 123456');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Occupation' }), 'Engineer');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Yearly income' }), '$50,000 - $100,000');
    await user.upload(front(), png('front.png'));
    await user.upload(back(), png('back.png'));
    expect(screen.getByRole('img', { name: 'Preview of the front of your licence' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Preview of the back of your licence' })).toBeInTheDocument();

    // The profile the user lands on has what the server now holds.
    mswServer.use(
      http.post(apiPath('me'), () =>
        HttpResponse.json({
          user: { ...api.data.user, identity_status: 'pending', salary: '$50,000 - $100,000' },
        }),
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Submit for review' }));
    expect(
      await toast('Your documents were received. An administrator will review them shortly.'),
    ).toBeInTheDocument();
    expect(sent).toEqual([
      {
        ssn: 'AB 123456',
        occupation: 'Engineer',
        salary: '$50,000 - $100,000',
        dl_front: 'file:front.png',
        dl_back: 'file:back.png',
      },
    ]);
    await waitFor(() => expect(currentLocation()).toBe('/dashboard/profile'));
    const level = within(await screen.findByRole('region', { name: 'Account level' }));
    expect(level.getByText('Pending verification')).toBeInTheDocument();
  });

  it("shows the server's refusal and keeps the form", async () => {
    const user = userEvent.setup();
    renderProfileRoutes('/dashboard/profile/verify-identity');
    mswServer.use(
      http.post(apiPath('verify-identity'), () =>
        HttpResponse.json(
          {
            code: 'image_invalid',
            message: 'The front picture is not a PNG, JPEG or WebP image. Upload a photo or scan.',
          },
          { status: 400 },
        ),
      ),
    );
    await findForm();
    await user.type(screen.getByRole('textbox', { name: 'National ID number (SSN)' }), 'AB 123456');
    await user.upload(front(), png('front.png'));
    await user.upload(back(), png('back.png'));
    await user.click(screen.getByRole('button', { name: 'Submit for review' }));
    expect(
      await toast('The front picture is not a PNG, JPEG or WebP image. Upload a photo or scan.'),
    ).toBeInTheDocument();
    expect(currentLocation()).toBe('/dashboard/profile/verify-identity');
    expect(screen.getByRole('textbox', { name: 'National ID number (SSN)' })).toHaveValue('AB 123456');
  });

  it('is not offered before the e-mail is verified, nor while documents wait for review', async () => {
    const first = renderProfileRoutes('/dashboard/profile/verify-identity', { level: 1, email_verified: 0 });
    expect(await screen.findByRole('link', { name: 'Verify e-mail address' })).toHaveAttribute(
      'href',
      '/dashboard/profile/verify-email-address',
    );
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    first.unmount();

    renderProfileRoutes('/dashboard/profile/verify-identity', { level: 2, identity_status: 'pending' });
    expect(await screen.findByText('Pending verification')).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });
});
