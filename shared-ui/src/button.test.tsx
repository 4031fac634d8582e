import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { ThemeProvider } from 'styled-components';
import { renderWithTheme } from '../testing/render';
import { Button } from './button';
import { themes } from './theme';

it('is a type="button" by default and reacts to clicks', async () => {
  const onClick = jest.fn();
  renderWithTheme(<Button onClick={onClick}>Save</Button>);
  const button = screen.getByRole('button', { name: 'Save' });
  expect(button).toHaveAttribute('type', 'button');
  await userEvent.click(button);
  expect(onClick).toHaveBeenCalledTimes(1);
});

it('keeps a submit type when asked', () => {
  renderWithTheme(<Button type="submit">Send</Button>);
  expect(screen.getByRole('button', { name: 'Send' })).toHaveAttribute('type', 'submit');
});

it('while loading: disabled, busy, same accessible name, no clicks', async () => {
  const onClick = jest.fn();
  const { rerender } = renderWithTheme(
    <Button loading onClick={onClick}>
      Confirm
    </Button>,
  );
  const button = screen.getByRole('button', { name: 'Confirm' });
  expect(button).toBeDisabled();
  expect(button).toHaveAttribute('aria-busy', 'true');
  await userEvent.click(button);
  expect(onClick).not.toHaveBeenCalled();

  rerender(<Button onClick={onClick}>Confirm</Button>);
  expect(screen.getByRole('button', { name: 'Confirm' })).toBeEnabled();
  expect(screen.getByRole('button', { name: 'Confirm' })).not.toHaveAttribute('aria-busy');
});

it('renders as a link with `as`', () => {
  renderWithTheme(
    <Button as="a" href="/signup" variant="secondary">
      Get started
    </Button>,
  );
  const link = screen.getByRole('link', { name: 'Get started' });
  expect(link).toHaveAttribute('href', '/signup');
  expect(link).not.toHaveAttribute('type');
  expect(screen.queryByRole('button')).not.toBeInTheDocument();
});

it('a disabled link is marked and does not navigate', async () => {
  renderWithTheme(
    <Button as="a" href="#next" disabled>
      Next
    </Button>,
  );
  const link = screen.getByRole('link', { name: 'Next' });
  expect(link).toHaveAttribute('aria-disabled', 'true');
  let prevented: boolean | undefined;
  const spy = (event: Event) => {
    prevented = event.defaultPrevented;
  };
  document.addEventListener('click', spy); // runs after React's root listener
  await userEvent.click(link);
  document.removeEventListener('click', spy);
  expect(prevented).toBe(true);
});

it('forwards refs to the element', () => {
  const ref = { current: null as HTMLButtonElement | null };
  renderWithTheme(<Button ref={ref}>Ref</Button>);
  expect(ref.current).toBe(screen.getByRole('button', { name: 'Ref' }));
});

function RouterLink({ to, ...rest }: { to: string } & React.ComponentPropsWithoutRef<'a'>) {
  return <a href={`#${to}`} {...rest} />;
}

it('renders as a router link component with its own props', () => {
  renderWithTheme(
    <Button as={RouterLink} to="/dashboard" size="lg" fullWidth>
      Dashboard
    </Button>,
  );
  expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '#/dashboard');
});

it("is disabled as a submit button in the server's markup, and only there", () => {
  const markup = renderToString(
    <ThemeProvider theme={themes.light}>
      <Button type="submit">Send</Button>
      <Button>Other</Button>
    </ThemeProvider>,
  );
  expect(markup).toMatch(/<button[^>]*type="submit"[^>]*disabled=""/);
  expect(markup).not.toMatch(/<button[^>]*type="button"[^>]*disabled/);
  renderWithTheme(<Button type="submit">Send</Button>);
  expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
});
