import { act, fireEvent, screen, waitForElementToBeRemoved, within } from '@testing-library/react';
import { renderWithTheme } from '../testing/render';
import { notify, TOAST_LIMIT, ToastHost } from './toast';

/** The toast (role=alert) holding `text`, and its auto-close timer (not drawn, but it still times the toast). */
const toastWith = async (text: string) => {
  const body = await screen.findByText(text);
  const toast = body.closest('.Toastify__toast') as HTMLElement;
  const timer = toast.querySelector<HTMLElement>('.Toastify__progress-bar--animated');
  return { toast, timer };
};

afterEach(() => {
  act(() => notify.dismiss());
});

// First in the file: the library loads once per page, so later tests start with it loaded.
it('loads nothing and renders no container until the first toast', async () => {
  const { container } = renderWithTheme(<ToastHost theme="light" />);
  act(() => notify.dismiss());
  expect(container).toBeEmptyDOMElement();
  act(() => {
    notify.info('First message');
  });
  expect(await screen.findByText('First message')).toBeInTheDocument();
  expect(container.querySelector('.Toastify')).not.toBeNull();
});

it('labels the close button in the active language and draws no timer bar (its label is fixed English)', async () => {
  renderWithTheme(<ToastHost theme="light" />);
  act(() => {
    notify.info('Saved');
  });
  const { toast } = await toastWith('Saved');
  expect(within(toast).getByRole('button', { name: 'Close notification' })).toBeInTheDocument();
  expect(toast.querySelector('.Toastify__progress-bar--wrp')).toHaveAttribute('data-hidden', 'true');
});

it('notify.success shows the message and closes after 2 s', async () => {
  renderWithTheme(<ToastHost theme="light" />);
  act(() => {
    notify.success('Plan created');
  });
  const { toast, timer } = await toastWith('Plan created');
  expect(toast).toHaveAttribute('role', 'alert');
  expect(toast).toHaveClass('Toastify__toast--success');
  expect(timer).toHaveStyle({ animationDuration: '2000ms' });
});

it.each([
  ['error', 'Insufficient balance', 'Toastify__toast--error'],
  ['info', 'Code sent', 'Toastify__toast--info'],
] as const)('notify.%s stays 4 s', async (kind, message, className) => {
  renderWithTheme(<ToastHost theme="dark" />);
  act(() => {
    notify[kind](message);
  });
  const { toast, timer } = await toastWith(message);
  expect(toast).toHaveClass(className);
  expect(toast).toHaveClass('Toastify__toast-theme--dark');
  expect(timer).toHaveStyle({ animationDuration: '4000ms' });
});

it('a loading toast stays until updated, then closes on the normal timing', async () => {
  renderWithTheme(<ToastHost theme="light" />);
  let id: string | number = '';
  act(() => {
    id = notify.loading('Logging out...');
  });
  const loading = await toastWith('Logging out...');
  // No running timer: it stays until updated.
  expect(loading.toast.querySelector('.Toastify__progress-bar--animated')).toBeNull();

  act(() => notify.update(id, { type: 'success', message: 'Logout successful!' }));
  const done = await toastWith('Logout successful!');
  expect(screen.queryByText('Logging out...')).not.toBeInTheDocument();
  expect(done.toast).toHaveClass('Toastify__toast--success');
  expect(done.timer).toHaveStyle({ animationDuration: '2000ms' });
});

it('dismiss closes a toast by id', async () => {
  renderWithTheme(<ToastHost theme="light" />);
  let id: string | number = '';
  act(() => {
    id = notify.error('Session expired');
  });
  const { toast } = await toastWith('Session expired');
  await act(async () => notify.dismiss(id));
  expect(toast).toHaveAttribute('data-in', 'false'); // leaving
  // The exit animation ends the toast; jsdom does not run animations, so end it by hand.
  fireEvent.animationEnd(toast);
  await waitForElementToBeRemoved(() => screen.queryByText('Session expired'));
});

it(`shows at most ${TOAST_LIMIT} toasts at once`, async () => {
  renderWithTheme(<ToastHost theme="light" />);
  act(() => {
    for (let i = 1; i <= TOAST_LIMIT + 5; i += 1) notify.info(`Message ${i}`);
  });
  await screen.findByText('Message 1');
  expect(document.querySelectorAll('.Toastify__toast')).toHaveLength(TOAST_LIMIT);
  expect(screen.queryByText(`Message ${TOAST_LIMIT + 1}`)).not.toBeInTheDocument();
});
