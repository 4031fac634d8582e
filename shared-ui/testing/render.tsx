/** Test helpers for the kit and the apps (shared-ui's `testing` entry: never in a bundle or the share scope). */
import { type RenderOptions, type RenderResult, render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { darkTheme, lightTheme, type Theme, type ThemeName } from '../src/theme';

export interface RenderWithThemeOptions extends Omit<RenderOptions, 'wrapper'> {
  /** 'light' (default), 'dark' or a theme object. */
  theme?: ThemeName | Theme;
  /** Extra providers inside the theme (router, store...). */
  wrapper?: (props: { children: ReactNode }) => ReactElement;
}

/** Testing Library's `render`, inside the kit's ThemeProvider. */
export function renderWithTheme(
  ui: ReactElement,
  { theme = 'light', wrapper: Inner, ...options }: RenderWithThemeOptions = {},
): RenderResult {
  const value = typeof theme === 'string' ? (theme === 'dark' ? darkTheme : lightTheme) : theme;
  // A wrapper (not a wrapped `ui`) so that `rerender` keeps the providers.
  // biome-ignore lint/correctness/noComponentHookFactories: one stable wrapper per render call, as Testing Library expects.
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <ThemeProvider theme={value}>{Inner ? <Inner>{children}</Inner> : children}</ThemeProvider>
  );
  return render(ui, { ...options, wrapper: Wrapper });
}

/**
 * jsdom has no `matchMedia`. Installs one whose queries match when `matches(query)` says so, e.g.
 * `mockMatchMedia((q) => q.includes('prefers-reduced-motion'))`. Returns a function that removes it.
 */
export function mockMatchMedia(matches: (query: string) => boolean = () => false): () => void {
  const previous = window.matchMedia;
  window.matchMedia = (query: string): MediaQueryList => ({
    matches: matches(query),
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  });
  return () => {
    window.matchMedia = previous;
  };
}
