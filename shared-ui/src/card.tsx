import styled from 'styled-components';
import type {} from './styled';

/** A surface with border, radius and shadow. Use `as="section"`, `as="article"` or `as="li"` as needed. */
export const Card = styled.div`
  min-width: 0;
  padding: ${({ theme }) => theme.spacing.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadows.sm};

  @media (max-width: 480px) {
    padding: ${({ theme }) => theme.spacing.md};
  }
`;

/** Heading inside a card; `h2` by default, change the level with `as="h3"`. */
export const CardTitle = styled.h2`
  margin: 0 0 ${({ theme }) => theme.spacing.md};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;
