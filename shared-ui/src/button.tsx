import {
  type ComponentPropsWithRef,
  type ElementType,
  type MouseEvent,
  type ReactNode,
  useSyncExternalStore,
} from 'react';
import styled, { css, type DefaultTheme } from 'styled-components';
import { Spinner } from './spinner';
import type {} from './styled';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

interface ButtonOwnProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Disables the button and shows a spinner; the label stays, so the accessible name does not change. */
  loading?: boolean;
  fullWidth?: boolean;
  /** Native `disabled` on a button; `aria-disabled` plus a blocked click on a link. */
  disabled?: boolean;
  /** Element or component to render instead of `<button>`, e.g. `as="a"` or `as={Link}`. */
  as?: ElementType;
  children?: ReactNode;
}

/** Own props plus every prop of the rendered element (`button` by default, or whatever `as` names). */
export type ButtonProps<C extends ElementType = 'button'> = ButtonOwnProps &
  Omit<ComponentPropsWithRef<C>, keyof ButtonOwnProps> & { as?: C };

const variantStyles = (variant: ButtonVariant, theme: DefaultTheme) => {
  const c = theme.colors;
  switch (variant) {
    case 'primary':
      return css`
        background: ${c.primary};
        color: ${c.primaryText};
        &:hover:not(:disabled):not([aria-disabled='true']) {
          background: ${c.primaryHover};
        }
      `;
    case 'danger':
      return css`
        background: ${c.danger};
        color: ${c.dangerText};
        &:hover:not(:disabled):not([aria-disabled='true']) {
          background: ${c.dangerHover};
        }
      `;
    case 'secondary':
      return css`
        background: ${c.surface};
        color: ${c.text};
        border-color: ${c.controlBorder};
        &:hover:not(:disabled):not([aria-disabled='true']) {
          background: ${c.surfaceAlt};
        }
      `;
    case 'ghost':
      return css`
        background: transparent;
        color: ${c.primary};
        &:hover:not(:disabled):not([aria-disabled='true']) {
          background: ${c.surfaceAlt};
        }
      `;
  }
};

const sizeStyles = {
  sm: css`
    min-height: 2rem;
    padding: 0 ${({ theme }) => theme.spacing.sm};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  `,
  md: css`
    min-height: 2.5rem;
    padding: 0 ${({ theme }) => theme.spacing.md};
    font-size: ${({ theme }) => theme.fontSizes.md};
  `,
  lg: css`
    min-height: 3rem;
    padding: 0 ${({ theme }) => theme.spacing.lg};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  `,
};

const StyledButton = styled.button<{ $variant: ButtonVariant; $size: ButtonSize; $fullWidth: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.spacing.sm};
  width: ${({ $fullWidth }) => ($fullWidth ? '100%' : 'auto')};
  max-width: 100%;
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radii.md};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  line-height: 1.2;
  text-align: center;
  text-decoration: none;
  cursor: pointer;
  user-select: none;
  transition: background-color 0.15s ease, border-color 0.15s ease, opacity 0.15s ease;
  ${({ $size }) => sizeStyles[$size]}
  ${({ $variant, theme }) => variantStyles($variant, theme)}

  &:disabled,
  &[aria-disabled='true'] {
    cursor: not-allowed;
    opacity: 0.6;
  }

  &[aria-busy='true'] {
    cursor: progress;
  }
`;

const subscribeToNothing = () => () => undefined;
/**
 * False in the server's markup and while React hydrates it, true once the page's code runs (at once when it
 * renders in the browser without server markup).
 */
const useHydrated = (): boolean =>
  useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );

/**
 * The kit's button. A submit button is disabled until the page is hydrated: a form of the server's markup
 * submitted before its code runs would be sent by the browser itself (a sign-in form as a GET, with the
 * password in the address).
 * Renders `<button type="button">` unless told otherwise; pass `as="a"` (with `href`)
 * or `as={Link}` (with `to`) for a link that looks like a button.
 */
export function Button<C extends ElementType = 'button'>(props: ButtonProps<C>) {
  const {
    variant = 'primary',
    size = 'md',
    loading = false,
    fullWidth = false,
    as,
    children,
    disabled,
    ...rest
  } = props as ButtonProps<'button'>;
  const isNativeButton = as === undefined || as === 'button';
  const hydrated = useHydrated();
  const inertSubmit = rest.type === 'submit' && !hydrated;
  const nativeProps = isNativeButton
    ? { type: rest.type ?? 'button', disabled: Boolean(disabled) || loading || inertSubmit }
    : disabled || loading
      ? { 'aria-disabled': true, onClick: (event: MouseEvent) => event.preventDefault() }
      : {};
  return (
    <StyledButton
      {...rest}
      {...nativeProps}
      as={as}
      $variant={variant}
      $size={size}
      $fullWidth={fullWidth}
      aria-busy={loading || undefined}
    >
      {loading && <Spinner size="sm" />}
      {children}
    </StyledButton>
  );
}
