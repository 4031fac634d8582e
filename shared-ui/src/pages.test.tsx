import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../testing/render';
import { ErrorPanel } from './error-panel';
import { NotFound } from './not-found';
import { RISK_WARNING_TEXT, RiskWarning } from './risk-warning';

describe('RiskWarning', () => {
  it('is a visible note with the one risk text', () => {
    renderWithTheme(<RiskWarning />);
    const note = screen.getByRole('note', { name: 'Risk warning' });
    expect(note).toBeVisible();
    expect(note).toHaveTextContent(RISK_WARNING_TEXT);
    expect(RISK_WARNING_TEXT).toMatch(/volatile and high risk/);
    expect(RISK_WARNING_TEXT).toMatch(/not guaranteed by any public scheme/);
  });

  it('has a compact form with the same text', () => {
    renderWithTheme(<RiskWarning compact />);
    expect(screen.getByRole('note', { name: 'Risk warning' })).toHaveTextContent(RISK_WARNING_TEXT);
  });
});

describe('NotFound', () => {
  it('names the browser tab after itself, not after the page the address was meant for', () => {
    document.title = 'Dashboard · Vestora';
    const { rerender } = renderWithTheme(<NotFound homeHref="/" />);
    expect(document.title).toBe('Page not found · Vestora');
    rerender(<NotFound homeHref="/" title="Plan not found" />);
    expect(document.title).toBe('Plan not found · Vestora');
  });

  it('has a heading, a short text and a link home', () => {
    renderWithTheme(<NotFound homeHref="/dashboard" homeLabel="Back to dashboard" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Page not found' })).toHaveTextContent(/does not exist/);
    expect(screen.getByRole('link', { name: 'Back to dashboard' })).toHaveAttribute('href', '/dashboard');
  });

  it('takes a router link instead', () => {
    renderWithTheme(<NotFound homeHref="/" action={<a href="/#router">Home</a>} />);
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/#router');
    expect(screen.queryByRole('link', { name: 'Back to home' })).not.toBeInTheDocument();
  });
});

describe('ErrorPanel', () => {
  it('shows a friendly message and retries', async () => {
    const onRetry = jest.fn();
    renderWithTheme(<ErrorPanel onRetry={onRetry} />);
    const panel = screen.getByRole('alert');
    expect(panel).toHaveTextContent('Something went wrong');
    expect(panel).toHaveTextContent(/try again/);
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('takes its own words and may have no button', () => {
    renderWithTheme(<ErrorPanel title="Admin area unavailable" message="Please try later." />);
    expect(screen.getByRole('heading', { name: 'Admin area unavailable' })).toBeInTheDocument();
    expect(screen.getByText('Please try later.')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
