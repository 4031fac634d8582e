import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { resetApiConfig } from 'shared-api/client';
import { apiPath } from 'shared-api/testing/fake-api';
import { mswServer } from 'shared-api/testing/msw-server';
import { notify } from 'shared-ui/toast';
import { renderIdentityRoutes, serveIdentity, submittedUser } from '../test/render-identity-routes';

const toast = (text: string) => screen.findByText(text, { selector: '.Toastify__toast, .Toastify__toast *' });
const QUEUE = 'manage-identity-verification';
const REVIEW = 'manage-identity-verification/12';

let created: string[];
let revoked: string[];
beforeEach(() => {
  created = [];
  revoked = [];
  let next = 0;
  URL.createObjectURL = jest.fn(() => {
    const url = `blob:document-${next++}`;
    created.push(url);
    return url;
  });
  URL.revokeObjectURL = jest.fn((url: string) => {
    revoked.push(url);
  });
});
afterEach(() => {
  act(() => notify.dismiss());
  resetApiConfig();
});

// Several screens render and fetch per test: generous on a busy shared machine.
jest.setTimeout(20_000);

describe('IdentityReviewPage', () => {
  it('shows the submitted fields and both images fetched through the admin call, revoked on leaving', async () => {
    const api = serveIdentity([submittedUser()]);
    const view = renderIdentityRoutes([REVIEW]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Identity of grace' })).toBeInTheDocument();
    expect(screen.getByText('AB-123456')).toBeInTheDocument();
    expect(screen.getByText('Programmer')).toBeInTheDocument();
    expect(screen.getByText('$50,000 - $100,000')).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'Front of the document' })).toHaveAttribute(
      'src',
      'blob:document-0',
    );
    expect(await screen.findByRole('img', { name: 'Back of the document' })).toHaveAttribute(
      'src',
      'blob:document-1',
    );
    expect(api.calls).toEqual(['GET identity-document/12/front', 'GET identity-document/12/back']);
    view.unmount();
    expect(revoked.sort()).toEqual(created.sort());
  });

  it('accept asks first, then the view refreshes at level 3 without the decision buttons', async () => {
    const user = userEvent.setup();
    const api = serveIdentity([submittedUser()]);
    renderIdentityRoutes([QUEUE, REVIEW]);
    await user.click(await screen.findByRole('button', { name: 'Accept' }));
    const dialog = screen.getByRole('dialog', { name: 'Accept this identity?' });
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await toast('The identity of grace is verified.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument());
    expect(screen.getByText('Accepted')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Identity of grace' })).toBeInTheDocument();
    expect(api.calls).toContain('POST accept-verified-identity/12');
  });

  it('reject asks first, then goes back to the queue, now empty', async () => {
    const user = userEvent.setup();
    const api = serveIdentity([submittedUser()]);
    renderIdentityRoutes([QUEUE, REVIEW]);
    await user.click(await screen.findByRole('button', { name: 'Reject' }));
    const dialog = screen.getByRole('dialog', { name: 'Reject this identity?' });
    expect(dialog).toHaveTextContent('The documents and the submitted details of grace are erased.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.calls).not.toContain('POST reject-verified-identity/12');

    await user.click(screen.getByRole('button', { name: 'Reject' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    expect(await toast('The identity of grace was rejected and the documents deleted.')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'No users has applied yet.' })).toBeInTheDocument();
  });

  it('offers no decision outside level 2', async () => {
    serveIdentity([submittedUser({ level: 3, identity_status: 'accepted' })]);
    renderIdentityRoutes([REVIEW]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Identity of grace' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reject' })).not.toBeInTheDocument();
    expect(screen.getByText(/accept and reject are offered only at level 2/)).toBeInTheDocument();
  });

  it('a refused decision shows the server’s message and keeps the buttons', async () => {
    const user = userEvent.setup();
    serveIdentity([submittedUser()]);
    mswServer.use(
      http.post(apiPath('accept-verified-identity/12'), () =>
        HttpResponse.json(
          { code: 'own_case', message: 'Another administrator must review your own identity.' },
          { status: 403 },
        ),
      ),
    );
    renderIdentityRoutes([REVIEW]);
    await user.click(await screen.findByRole('button', { name: 'Accept' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    expect(await toast('Another administrator must review your own identity.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Accept' })).toBeInTheDocument();
  });

  it('an unknown user shows the server’s message with the way back', async () => {
    serveIdentity([]);
    renderIdentityRoutes(['manage-identity-verification/99']);
    expect(await screen.findByText('This user does not exist.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the queue' })).toHaveAttribute(
      'href',
      '/dashboard/admin/manage-identity-verification',
    );
  });
});
