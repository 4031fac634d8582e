import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../testing/render';
import { Alert } from './alert';
import { Badge, toneForStatus } from './badge';
import { Card, CardTitle } from './card';
import { EmptyState } from './empty-state';
import { Logo, PRODUCT_NAME } from './logo';
import { ProgressBar } from './progress-bar';
import { SkeletonText } from './skeleton-text';
import { Spinner } from './spinner';
import { Container, Grid, Stack } from './stack';
import { StatCard } from './stat-card';
import { VisuallyHidden } from './visually-hidden';

describe('Badge', () => {
  it('shows its text with a tone', () => {
    renderWithTheme(
      <>
        <Badge tone="success">confirmed</Badge>
        <Badge>Sample</Badge>
      </>,
    );
    expect(screen.getByText('confirmed')).toHaveAttribute('data-tone', 'success');
    expect(screen.getByText('Sample')).toHaveAttribute('data-tone', 'neutral');
  });

  it.each([
    ['pending', 'warning'],
    ['confirmed', 'success'],
    ['failed', 'danger'],
    ['Active', 'success'],
    ['Inactive', 'neutral'],
    ['something else', 'neutral'],
  ])('toneForStatus(%s) → %s', (status, tone) => {
    expect(toneForStatus(status)).toBe(tone);
  });
});

describe('EmptyState', () => {
  it('shows title, text, a decorative icon and an action', async () => {
    const onClick = jest.fn();
    renderWithTheme(
      <EmptyState
        icon="📭"
        title="No addresses have been added yet."
        text="Note the most recent address is the one users will use for payment."
        action={
          <button type="button" onClick={onClick}>
            New address
          </button>
        }
      />,
    );
    expect(
      screen.getByRole('heading', { level: 2, name: 'No addresses have been added yet.' }),
    ).toBeVisible();
    expect(screen.getByText(/most recent address/)).toBeInTheDocument();
    expect(screen.getByText('📭')).toHaveAttribute('aria-hidden', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'New address' }));
    expect(onClick).toHaveBeenCalled();
  });

  it('can render the title at another level, without optional parts', () => {
    renderWithTheme(<EmptyState title="No transactions available." titleAs="h3" />);
    expect(screen.getByRole('heading', { level: 3, name: 'No transactions available.' })).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});

describe('ProgressBar', () => {
  it('exposes its value', () => {
    renderWithTheme(
      <ProgressBar label="Days left" value={12} max={30} valueText="12 of 30 days left" showValue />,
    );
    const bar = screen.getByRole('progressbar', { name: 'Days left' });
    expect(bar).toHaveAttribute('aria-valuenow', '12');
    expect(bar).toHaveAttribute('aria-valuemin', '0');
    expect(bar).toHaveAttribute('aria-valuemax', '30');
    expect(bar).toHaveAttribute('aria-valuetext', '12 of 30 days left');
    expect(screen.getByText('40%')).toBeInTheDocument();
    expect(bar.firstElementChild).toHaveStyle({ width: '40%' });
  });

  it('clamps out-of-range values', () => {
    renderWithTheme(
      <>
        <ProgressBar label="Over" value={140} />
        <ProgressBar label="Under" value={-3} />
      </>,
    );
    expect(screen.getByRole('progressbar', { name: 'Over' })).toHaveAttribute('aria-valuenow', '100');
    expect(screen.getByRole('progressbar', { name: 'Under' })).toHaveAttribute('aria-valuenow', '0');
  });
});

describe('StatCard', () => {
  it('pairs the label with the value', () => {
    renderWithTheme(<StatCard label="Total deposits" value="$1,250.00" hint="3 deposits" icon="💰" />);
    const term = screen.getByRole('term');
    expect(term).toHaveTextContent('Total deposits');
    const [value, hint] = screen.getAllByRole('definition');
    expect(value).toHaveTextContent('$1,250.00');
    expect(hint).toHaveTextContent('3 deposits');
    expect(screen.getByText('💰')).toHaveAttribute('aria-hidden', 'true');
  });
});

describe('Alert', () => {
  it('announces errors at once and other tones politely', () => {
    renderWithTheme(
      <>
        <Alert tone="error" title="Withdrawal refused">
          Insufficient balance
        </Alert>
        <Alert tone="info">Your identity verification is pending.</Alert>
      </>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Withdrawal refusedInsufficient balance');
    expect(screen.getByRole('status')).toHaveTextContent('Your identity verification is pending.');
  });

  it('can be a quiet note and be dismissed', async () => {
    const onDismiss = jest.fn();
    renderWithTheme(
      <Alert tone="warning" role="note" onDismiss={onDismiss} dismissLabel="Hide message">
        Scheduled maintenance on Sunday.
      </Alert>,
    );
    const note = screen.getByRole('note');
    await userEvent.click(within(note).getByRole('button', { name: 'Hide message' }));
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });
});

describe('Spinner', () => {
  it('is decorative without a label', () => {
    const { container } = renderWithTheme(<Spinner />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true');
  });

  it('is a named status with a label', () => {
    renderWithTheme(<Spinner label="Loading plans" />);
    expect(screen.getByRole('status', { name: 'Loading plans' })).toHaveTextContent('Loading plans');
  });
});

describe('Logo', () => {
  it('shows the product name beside a decorative mark', () => {
    const { container } = renderWithTheme(<Logo />);
    expect(PRODUCT_NAME).toBe('Vestora');
    expect(screen.getByText('Vestora')).toBeVisible();
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it('keeps the name for screen readers when only the mark is shown', () => {
    renderWithTheme(
      <a href="/">
        <Logo showName={false} />
      </a>,
    );
    expect(screen.getByRole('link', { name: 'Vestora' })).toBeInTheDocument();
  });

  it('gives each gradient its own id', () => {
    const { container } = renderWithTheme(
      <>
        <Logo />
        <Logo />
      </>,
    );
    const ids = Array.from(container.querySelectorAll('linearGradient')).map((g) => g.id);
    expect(new Set(ids).size).toBe(2);
  });
});

describe('layout helpers', () => {
  it('Stack renders children in the element asked for', () => {
    renderWithTheme(
      <Stack as="ul" direction="row" gap="sm" aria-label="Coins">
        <li>Bitcoin</li>
        <li>Ethereum</li>
      </Stack>,
    );
    expect(within(screen.getByRole('list', { name: 'Coins' })).getAllByRole('listitem')).toHaveLength(2);
  });

  it('Card, CardTitle, Container and Grid render their content', () => {
    renderWithTheme(
      <Container>
        <Grid $min="12rem">
          <Card as="section" aria-labelledby="t">
            <CardTitle id="t">Account level</CardTitle>
            Level 2
          </Card>
        </Grid>
      </Container>,
    );
    expect(screen.getByRole('region', { name: 'Account level' })).toHaveTextContent('Level 2');
  });

  it('VisuallyHidden keeps text available', () => {
    renderWithTheme(
      <button type="button">
        <span aria-hidden="true">×</span>
        <VisuallyHidden>Close menu</VisuallyHidden>
      </button>,
    );
    expect(screen.getByRole('button', { name: 'Close menu' })).toBeInTheDocument();
  });

  it('SkeletonText draws the asked number of lines, hidden from assistive technology', () => {
    const { container } = renderWithTheme(<SkeletonText lines={4} />);
    const root = container.firstElementChild as HTMLElement;
    expect(root).toHaveAttribute('aria-hidden', 'true');
    expect(root.children).toHaveLength(4);
  });
});
