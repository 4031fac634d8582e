import { renderHook } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { ServerStyleSheet, ThemeProvider } from 'styled-components';
import { mockMatchMedia } from '../testing/render';
import { GlobalStyle } from './global-style';
import { usePrefersReducedMotion } from './reduced-motion';
import { darkTheme, lightTheme, type Theme } from './theme';

/**
 * The CSS GlobalStyle produces under a theme. Jest loads styled-components' Node build, which injects
 * global styles only through a server style sheet, so render to a string and read the sheet.
 */
const globalCss = (theme: Theme): string => {
  const sheet = new ServerStyleSheet();
  try {
    renderToString(
      sheet.collectStyles(
        <ThemeProvider theme={theme}>
          <GlobalStyle />
        </ThemeProvider>,
      ),
    );
    return sheet.getStyleTags();
  } finally {
    sheet.seal();
  }
};

it.each([lightTheme, darkTheme])('paints the page from the $name theme', (theme) => {
  const css = globalCss(theme);
  expect(css).toMatch(new RegExp(`body{[^}]*background:${theme.colors.bg};[^}]*color:${theme.colors.text};`));
  expect(css).toContain(`color-scheme:${theme.name}`);
  expect(css).toContain(`:focus-visible{outline:3px solid ${theme.colors.focus}`);
});

it('sets box-sizing and honours reduced motion', () => {
  const css = globalCss(lightTheme);
  expect(css).toMatch(/\*,\*::before,\*::after\{box-sizing:border-box;\}/);
  expect(css).toMatch(
    /@media \(prefers-reduced-motion: reduce\)\{[^}]*animation-duration:0\.01ms ?!important/,
  );
});

describe('usePrefersReducedMotion', () => {
  it('is false without matchMedia (jsdom) or when not asked', () => {
    expect(renderHook(() => usePrefersReducedMotion()).result.current).toBe(false);
    const restore = mockMatchMedia(() => false);
    try {
      expect(renderHook(() => usePrefersReducedMotion()).result.current).toBe(false);
    } finally {
      restore();
    }
  });

  it('is true when the system asks for reduced motion', () => {
    const restore = mockMatchMedia((q) => q === '(prefers-reduced-motion: reduce)');
    try {
      expect(renderHook(() => usePrefersReducedMotion()).result.current).toBe(true);
    } finally {
      restore();
    }
  });
});
