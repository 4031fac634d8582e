/** @jest-environment ../shared-api/test/jsdom-fetch-environment.cjs */
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { THEME_STORAGE_KEY } from 'shared-api/theme';
import { renderShell, setupShellTests } from '../../../test/render-shell';

setupShellTests();

const root = document.documentElement;

describe('theme', () => {
  it('starts from the stored theme and puts the dark class on <html>', async () => {
    localStorage.setItem(THEME_STORAGE_KEY, 'dark');
    renderShell({ path: '/' });
    await screen.findByText('marketing area at /');
    expect(root).toHaveClass('dark');
    expect(screen.getByRole('button', { name: 'Switch to light theme' })).toBeInTheDocument();
  });

  it('flips the dark class and persists the choice', async () => {
    renderShell({ path: '/' });
    await screen.findByText('marketing area at /');
    expect(root).not.toHaveClass('dark');

    await userEvent.click(screen.getByRole('button', { name: 'Switch to dark theme' }));
    expect(root).toHaveClass('dark');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');

    await userEvent.click(screen.getByRole('button', { name: 'Switch to light theme' }));
    expect(root).not.toHaveClass('dark');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('light');
  });

  it('follows a theme changed in another tab', async () => {
    renderShell({ path: '/' });
    await screen.findByText('marketing area at /');
    localStorage.setItem(THEME_STORAGE_KEY, 'dark');
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: THEME_STORAGE_KEY, newValue: 'dark' }));
    });
    expect(root).toHaveClass('dark');
    expect(screen.getByRole('button', { name: 'Switch to light theme' })).toBeInTheDocument();
  });
});
