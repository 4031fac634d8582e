import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { resetApiConfig } from 'shared-api/client';
import { apiPath } from 'shared-api/testing/fake-api';
import { mswServer } from 'shared-api/testing/msw-server';
import { renderIdentityRoutes, serveIdentity, submittedUser } from '../test/render-identity-routes';

afterEach(() => resetApiConfig());

// Several screens render and fetch per test: generous on a busy shared machine.
jest.setTimeout(20_000);

describe('IdentityQueuePage', () => {
  it('lists only users at level 2 with an ssn, each with a link to the review', async () => {
    serveIdentity([
      submittedUser(),
      submittedUser({ id: 13, username: 'linus', level: 3, identity_status: 'accepted' }),
      submittedUser({ id: 14, username: 'ken', ssn: null, identity_status: 'none' }),
      submittedUser({ id: 15, username: 'barbara', level: 1 }),
    ]);
    renderIdentityRoutes(['manage-identity-verification']);
    expect(screen.getByRole('heading', { level: 1, name: 'Identity verification' })).toBeInTheDocument();
    expect(await screen.findByText('1 submission')).toBeInTheDocument();
    const rows = screen.getAllByRole('listitem');
    expect(rows).toHaveLength(1);
    const grace = within(rows[0] as HTMLElement);
    expect(grace.getByText('Grace Hopper')).toBeInTheDocument();
    expect(grace.getByText('Pending')).toBeInTheDocument();
    expect(grace.getByRole('link', { name: 'Review grace' })).toHaveAttribute(
      'href',
      '/dashboard/admin/manage-identity-verification/12',
    );
  });

  it('says the spec’s message when nobody has applied', async () => {
    serveIdentity([submittedUser({ ssn: null, identity_status: 'none' })]);
    renderIdentityRoutes(['manage-identity-verification']);
    expect(await screen.findByRole('heading', { name: 'No users has applied yet.' })).toBeInTheDocument();
  });

  it('shows the server’s message with a retry when the users cannot be loaded', async () => {
    mswServer.use(
      http.get(apiPath('users'), () =>
        HttpResponse.json({ message: 'Database unavailable.' }, { status: 503 }),
      ),
    );
    renderIdentityRoutes(['manage-identity-verification']);
    expect(await screen.findByText('Database unavailable.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
