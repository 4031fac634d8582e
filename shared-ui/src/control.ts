import { css } from 'styled-components';
import type {} from './styled';

/** Shared look of text-like form controls (input, select, textarea). */
export const controlStyles = css`
  display: block;
  width: 100%;
  min-height: 2.75rem;
  padding: ${({ theme }) => theme.spacing.sm} ${({ theme }) => theme.spacing.md};
  border: 1px solid ${({ theme }) => theme.colors.controlBorder};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.md};
  line-height: 1.4;
  transition: border-color 0.15s ease, box-shadow 0.15s ease;

  &::placeholder {
    color: ${({ theme }) => theme.colors.textMuted};
    opacity: 1;
  }

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 1px;
    border-color: ${({ theme }) => theme.colors.focus};
  }

  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }

  &:disabled {
    cursor: not-allowed;
    opacity: 0.6;
  }

  &[readonly] {
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
`;
