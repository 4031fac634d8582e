import styled, { keyframes } from 'styled-components';
import type {} from './styled';
import { VisuallyHidden } from './visually-hidden';

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

const sizes = { sm: '1rem', md: '1.75rem', lg: '3rem' } as const;
export type SpinnerSize = keyof typeof sizes;

const Ring = styled.span<{ $size: SpinnerSize }>`
  display: inline-block;
  flex: none;
  width: ${({ $size }) => sizes[$size]};
  height: ${({ $size }) => sizes[$size]};
  border-radius: 50%;
  border: ${({ $size }) => ($size === 'lg' ? '4px' : '2px')} solid currentColor;
  border-right-color: transparent;
  opacity: 0.85;
  animation: ${spin} 0.75s linear infinite;

  @media (prefers-reduced-motion: reduce) {
    animation-duration: 2.5s !important;
    animation-iteration-count: infinite !important;
  }
`;

export interface SpinnerProps {
  size?: SpinnerSize;
  /**
   * When given, the spinner is a `role="status"` region named by this text (e.g. "Loading plans").
   * Without it the spinner is decorative and hidden from assistive technology.
   */
  label?: string;
  className?: string;
}

export function Spinner({ size = 'md', label, className }: SpinnerProps) {
  if (!label) return <Ring $size={size} className={className} aria-hidden="true" />;
  return (
    <span role="status" aria-label={label} className={className}>
      <Ring $size={size} aria-hidden="true" />
      <VisuallyHidden>{label}</VisuallyHidden>
    </span>
  );
}
