import { act, screen } from '@testing-library/react';
import { mockMatchMedia, renderWithTheme } from 'shared-ui/testing/render';
import { TYPING } from '../hooks/use-typed-text';
import { TypedHeadline } from './typed-headline';

const HEADLINES = ['Daily Fixed ROI', 'Secure Investing', 'Grow Wealth'];
const typed = () => screen.getByTestId('typed-headline').textContent;
/** Time passing in 10 ms steps, each rendered: every typed letter schedules the next one from an effect. */
const advance = (ms: number) => {
  for (let passed = 0; passed < ms; passed += 10) {
    act(() => {
      jest.advanceTimersByTime(10);
    });
  }
};

let restore: () => void = () => {};

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  restore();
  jest.useRealTimers();
});

describe('TypedHeadline', () => {
  it('types each headline, erases it after a pause and moves on to the next', () => {
    restore = mockMatchMedia(() => false);
    renderWithTheme(<TypedHeadline headlines={HEADLINES} />);
    expect(typed()).toBe('');
    advance(TYPING.startDelay + 5 * TYPING.typeSpeed);
    expect(typed()).toBe('Daily');
    advance(10 * TYPING.typeSpeed);
    expect(typed()).toBe('Daily Fixed ROI');
    advance(TYPING.backDelay + 6 * TYPING.backSpeed);
    expect(typed()).toBe('Daily Fix');
    advance(9 * TYPING.backSpeed + 5 * TYPING.typeSpeed);
    expect(typed()).toBe('Secu');
  });

  it('stands still on the first headline, whole, when reduced motion is asked for', () => {
    restore = mockMatchMedia((query) => query === '(prefers-reduced-motion: reduce)');
    renderWithTheme(<TypedHeadline headlines={HEADLINES} />);
    expect(typed()).toBe('Daily Fixed ROI');
    advance(60_000);
    expect(typed()).toBe('Daily Fixed ROI');
  });

  it('gives screen readers every headline as plain text, not the moving letters', () => {
    restore = mockMatchMedia(() => false);
    renderWithTheme(<TypedHeadline headlines={HEADLINES} />);
    expect(screen.getByTestId('typed-headline')).toHaveAttribute('aria-hidden', 'true');
    for (const headline of HEADLINES) expect(screen.getByText(headline)).toBeInTheDocument();
  });
});
