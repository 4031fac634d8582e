import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../testing/render';
import { type StandaloneSessionPort, StandaloneShell, type StandaloneShellState } from './standalone-shell';

/** A hand-driven session: tests set its state and watch the calls. */
const fakeSession = (initial: StandaloneShellState) => {
  let state = initial;
  const listeners = new Set<() => void>();
  const session: StandaloneSessionPort & { set(next: StandaloneShellState): void } = {
    getState: () => state,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    toggleTheme: jest.fn(),
    signIn: jest.fn(async () => {}),
    signOut: jest.fn(async () => ({ ok: true, message: 'Logout successful!' })),
    set(next) {
      state = next;
      for (const listener of listeners) listener();
    },
  };
  return session;
};

const renderShell = (state: StandaloneShellState) => {
  const session = fakeSession(state);
  renderWithTheme(
    <StandaloneShell name="remote-test" session={session}>
      <p>Area content</p>
    </StandaloneShell>,
  );
  return session;
};

describe('StandaloneShell', () => {
  it('renders the area when the gate is open, with a theme toggle', async () => {
    const session = renderShell({ mode: 'light', gate: { status: 'open' }, signedInAs: null });
    expect(screen.getByText('Area content')).toBeInTheDocument();
    expect(screen.getByRole('note', { name: 'Standalone page' })).toHaveTextContent('remote-test');
    expect(screen.queryByRole('button', { name: 'Sign out' })).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Dark theme' }));
    expect(session.toggleTheme).toHaveBeenCalled();
  });

  it('asks a signed-out developer to sign in, and shows why sign-in failed', async () => {
    const session = renderShell({
      mode: 'light',
      gate: { status: 'signed-out', error: null },
      signedInAs: null,
    });
    expect(screen.queryByText('Area content')).not.toBeInTheDocument();
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Enter a username and a password.');
    expect(session.signIn).not.toHaveBeenCalled();

    // What shared-api's client rejects with: the server's `error` text beside its generic message.
    jest.mocked(session.signIn).mockRejectedValueOnce(
      Object.assign(new Error('Unauthorized'), {
        kind: 'http',
        code: 'invalid_credentials',
        error: 'Invalid username or password.',
      }),
    );
    await user.type(screen.getByLabelText('Username'), 'ada');
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(session.signIn).toHaveBeenCalledWith('ada', 'wrong');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid username or password.');
  });

  it('tells a non-admin that the area is for admins, and offers sign-out', () => {
    renderShell({ mode: 'dark', gate: { status: 'forbidden', username: 'ada' }, signedInAs: 'ada' });
    expect(screen.getByText(/signed in as ada, who is not an admin/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
    expect(screen.queryByText('Area content')).not.toBeInTheDocument();
  });

  it('shows a loading status while the profile loads', () => {
    renderShell({ mode: 'light', gate: { status: 'loading' }, signedInAs: null });
    expect(screen.getByRole('status', { name: 'Loading your account' })).toBeInTheDocument();
  });
});
