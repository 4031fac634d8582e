import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../testing/render';
import { COPY_CONFIRMATION_MS, CopyButton } from './copy-button';

const writeText = jest.fn<Promise<void>, [string]>();

/** userEvent.setup() installs its own clipboard stub, so ours goes in after it. */
const setup = () => {
  const u = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  return u;
};

/** Lets the clipboard promise and React's render run, without moving the clock. */
const settle = () =>
  act(async () => {
    await jest.advanceTimersByTimeAsync(0);
  });

beforeEach(() => {
  jest.useFakeTimers();
  writeText.mockReset().mockResolvedValue(undefined);
});

afterEach(() => {
  jest.useRealTimers();
});

it('copies the text and confirms for 2 seconds', async () => {
  const user = setup();
  renderWithTheme(<CopyButton text="https://vestora.example/signup/ABC123" label="Copy link" />);
  await user.click(screen.getByRole('button', { name: 'Copy link' }));
  expect(writeText).toHaveBeenCalledWith('https://vestora.example/signup/ABC123');
  await settle();
  expect(screen.getByRole('button', { name: 'Copied!' })).toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent('Copied!');

  act(() => {
    jest.advanceTimersByTime(COPY_CONFIRMATION_MS - 1);
  });
  expect(screen.getByRole('button', { name: 'Copied!' })).toBeInTheDocument();

  act(() => {
    jest.advanceTimersByTime(1);
  });
  expect(screen.getByRole('button', { name: 'Copy link' })).toBeInTheDocument();
  expect(screen.getByRole('status')).toBeEmptyDOMElement();
  expect(COPY_CONFIRMATION_MS).toBe(2000);
});

it('a second click restarts the 2 seconds', async () => {
  const user = setup();
  renderWithTheme(<CopyButton text="abc" />);
  await user.click(screen.getByRole('button', { name: 'Copy' }));
  await settle();
  expect(screen.getByRole('button', { name: 'Copied!' })).toBeInTheDocument();
  act(() => {
    jest.advanceTimersByTime(1500);
  });
  await user.click(screen.getByRole('button', { name: 'Copied!' }));
  await settle();
  act(() => {
    jest.advanceTimersByTime(1500);
  });
  expect(screen.getByRole('button', { name: 'Copied!' })).toBeInTheDocument();
  act(() => {
    jest.advanceTimersByTime(500);
  });
  expect(screen.getByRole('button', { name: 'Copy' })).toBeInTheDocument();
});

it('says so when the clipboard refuses', async () => {
  writeText.mockRejectedValue(new Error('denied'));
  const onCopied = jest.fn();
  const user = setup();
  renderWithTheme(<CopyButton text="abc" onCopied={onCopied} />);
  await user.click(screen.getByRole('button', { name: 'Copy' }));
  expect(await screen.findByRole('button', { name: 'Copy failed' })).toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent('Copy failed');
  expect(onCopied).not.toHaveBeenCalled();
});
