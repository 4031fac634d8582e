import { screen } from '@testing-library/react';
import { renderWithTheme } from 'shared-ui/testing/render';
import { AppErrorBoundary } from './app-error-boundary';

function Broken(): never {
  throw new Error('boom');
}

describe('AppErrorBoundary', () => {
  it('shows a reload panel instead of a blank page when anything below it throws', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithTheme(
      <AppErrorBoundary>
        <Broken />
      </AppErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    jest.restoreAllMocks();
  });

  it('renders its children when nothing throws', () => {
    renderWithTheme(
      <AppErrorBoundary>
        <p>content</p>
      </AppErrorBoundary>,
    );
    expect(screen.getByText('content')).toBeInTheDocument();
  });
});
