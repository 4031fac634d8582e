import { useAtomValue } from 'jotai';
import { type ReactNode, useLayoutEffect } from 'react';
import { applyThemeClass, themeAtom } from 'shared-api/theme';
import { GlobalStyle } from 'shared-ui/global-style';
import { themes } from 'shared-ui/theme';
import { ThemeProvider } from 'styled-components';

/**
 * Turns the shared theme atom into the styled-components theme for every area, and mirrors it as the
 * `dark` class on <html>. Other tabs follow through the atom's `storage` subscription.
 */
export function ThemeBridge({ children }: { children: ReactNode }) {
  const mode = useAtomValue(themeAtom);
  useLayoutEffect(() => {
    applyThemeClass(mode);
  }, [mode]);
  return (
    <ThemeProvider theme={themes[mode]}>
      <GlobalStyle />
      {children}
    </ThemeProvider>
  );
}
