import { act, screen } from '@testing-library/react';
import { mockMatchMedia, renderWithTheme } from '../testing/render';
import { LOADING_TEXT, LoadingScreen, TYPING_INTERVAL_MS } from './loading-screen';

/** CSS text styled-components injected for the element's classes (jsdom does not apply media queries). */
const cssOf = (element: Element): string => {
  const css = Array.from(document.querySelectorAll('style'))
    .map((s) => s.textContent ?? '')
    .join('\n');
  return Array.from(element.classList)
    .flatMap((cls) => css.split('}').filter((rule) => rule.includes(`.${cls}`)))
    .join('}\n');
};

afterEach(() => {
  jest.useRealTimers();
});

it('is a named status region with the logo and a spinner', () => {
  renderWithTheme(<LoadingScreen />);
  const status = screen.getByRole('status', { name: 'Loading' });
  expect(status).toHaveTextContent('Vestora');
  // The full sentence is available to screen readers at once, not letter by letter.
  expect(status).toHaveTextContent(LOADING_TEXT);
});

it('types "Please be patient..." one character at a time', () => {
  jest.useFakeTimers();
  const { container } = renderWithTheme(<LoadingScreen />);
  const typed = container.querySelector('[data-typed]') as HTMLElement;
  expect(typed).toHaveAttribute('aria-hidden', 'true');
  expect(typed.textContent).toBe('');

  act(() => {
    jest.advanceTimersByTime(TYPING_INTERVAL_MS * 6);
  });
  expect(typed.textContent).toBe('Please');

  act(() => {
    jest.advanceTimersByTime(TYPING_INTERVAL_MS * LOADING_TEXT.length);
  });
  expect(typed.textContent).toBe(LOADING_TEXT);
  expect(jest.getTimerCount()).toBe(0);
});

it('shows the whole text at once when the user prefers reduced motion', () => {
  const restore = mockMatchMedia((query) => query === '(prefers-reduced-motion: reduce)');
  try {
    const { container } = renderWithTheme(<LoadingScreen />);
    expect(container.querySelector('[data-typed]')?.textContent).toBe(LOADING_TEXT);
  } finally {
    restore();
  }
});

it('leaves room for the side menu on wide screens only, when asked', () => {
  const { rerender } = renderWithTheme(<LoadingScreen />);
  expect(cssOf(screen.getByRole('status'))).not.toMatch(/left:\s*16rem/);

  rerender(<LoadingScreen withSideMenu />);
  const css = cssOf(screen.getByRole('status'));
  expect(css).toMatch(/@media \(min-width: 1024px\)\{[^}]*left:\s*16rem/);
  expect(css).toMatch(/position:\s*fixed/);
});
