import { useId } from 'react';
import styled from 'styled-components';
import type {} from './styled';
import { VisuallyHidden } from './visually-hidden';

/** The product name, used in the logo, page titles and e-mails. */
export const PRODUCT_NAME = 'Vestora';

const sizes = { sm: 24, md: 32, lg: 56 } as const;

const Wrapper = styled.span<{ $size: keyof typeof sizes }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  font-size: ${({ $size }) => ($size === 'lg' ? '1.75rem' : $size === 'md' ? '1.25rem' : '1rem')};
  letter-spacing: -0.01em;
  white-space: nowrap;
`;

export interface LogoProps {
  size?: keyof typeof sizes;
  /** Show the product name beside the mark (default). Without it the name is still read by screen readers. */
  showName?: boolean;
  className?: string;
}

/** The Vestora mark (an inline SVG, no request) with the product name. */
export function Logo({ size = 'md', showName = true, className }: LogoProps) {
  const gradientId = `logo-gradient-${useId().replace(/:/g, '')}`;
  const px = sizes[size];
  return (
    <Wrapper $size={size} className={className}>
      <svg width={px} height={px} viewBox="0 0 32 32" focusable="false" aria-hidden="true">
        <defs>
          <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#3b82f6" />
            <stop offset="1" stopColor="#10b981" />
          </linearGradient>
        </defs>
        <rect width="32" height="32" rx="8" fill={`url(#${gradientId})`} />
        <path
          d="M8 9.5 L16 23 L24 9.5"
          fill="none"
          stroke="#ffffff"
          strokeWidth="3.2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <circle cx="24" cy="9.5" r="2.2" fill="#ffffff" />
      </svg>
      {showName ? <span>{PRODUCT_NAME}</span> : <VisuallyHidden>{PRODUCT_NAME}</VisuallyHidden>}
    </Wrapper>
  );
}
