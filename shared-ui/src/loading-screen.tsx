import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Logo } from './logo';
import { usePrefersReducedMotion } from './reduced-motion';
import { Spinner } from './spinner';
import type {} from './styled';
import { mediaUp } from './theme';
import { VisuallyHidden } from './visually-hidden';

/** English; the screen shows the `ui` catalog's `loading.text` unless given a text. */
export const LOADING_TEXT = 'Please be patient...';
/** Delay between typed characters. */
export const TYPING_INTERVAL_MS = 70;

export interface LoadingScreenProps {
  /** Leave room for the side menu (dashboard paths); applies on wide screens only, where the menu is docked. */
  withSideMenu?: boolean;
  /** Fill the viewport (default) or only the surrounding box. */
  fullScreen?: boolean;
  /** Accessible name of the status region. */
  label?: string;
  text?: string;
  className?: string;
}

const Screen = styled.div<{ $withSideMenu: boolean; $fullScreen: boolean }>`
  ${({ $fullScreen, theme }) =>
    $fullScreen
      ? `position: fixed; inset: 0; z-index: ${theme.zIndex.loading};`
      : 'position: relative; min-height: 60vh;'}
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.spacing.lg};
  padding: ${({ theme }) => theme.spacing.md};
  background: ${({ theme }) => theme.colors.bg};
  color: ${({ theme }) => theme.colors.text};
  text-align: center;

  ${mediaUp('desktop')} {
    ${({ $withSideMenu, $fullScreen, theme }) =>
      $withSideMenu && $fullScreen ? `left: ${theme.layout.sideMenuWidth};` : ''}
  }
`;

const Typed = styled.p`
  margin: 0;
  min-height: 1.5em;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: ${({ theme }) => theme.colors.textMuted};
  font-family: ${({ theme }) => theme.fonts.mono};
`;

const Caret = styled.span`
  display: inline-block;
  width: 0.6ch;
  margin-left: 1px;
  border-bottom: 2px solid currentColor;
`;

const Accent = styled.span`
  color: ${({ theme }) => theme.colors.primary};
`;

/** Types `text` one character at a time; shows it whole when motion is reduced. */
const useTyped = (text: string, instant: boolean): string => {
  const [count, setCount] = useState(0);
  useEffect(() => {
    if (instant) return;
    setCount(0);
    const id = setInterval(() => {
      setCount((n) => {
        if (n + 1 >= text.length) clearInterval(id);
        return Math.min(n + 1, text.length);
      });
    }, TYPING_INTERVAL_MS);
    return () => clearInterval(id);
  }, [text, instant]);
  return instant ? text : text.slice(0, count);
};

/**
 * The full-screen loading view: logo, typed "Please be patient..." and a spinner, as a `role="status"`
 * region. Show it while code or data is really loading, never as an artificial delay.
 */
export function LoadingScreen({
  withSideMenu = false,
  fullScreen = true,
  label: labelProp,
  text: textProp,
  className,
}: LoadingScreenProps) {
  const { t } = useTranslation('ui');
  const label = labelProp ?? t('loading.label');
  const text = textProp ?? t('loading.text');
  const reducedMotion = usePrefersReducedMotion();
  const typed = useTyped(text, reducedMotion);
  return (
    <Screen
      role="status"
      aria-label={label}
      $withSideMenu={withSideMenu}
      $fullScreen={fullScreen}
      className={className}
    >
      <Logo size="lg" />
      <Typed aria-hidden="true" data-typed="">
        {typed}
        {typed.length < text.length && <Caret />}
      </Typed>
      <VisuallyHidden>{text}</VisuallyHidden>
      <Accent>
        <Spinner size="lg" />
      </Accent>
    </Screen>
  );
}
