/** The layout both password-reset screens share: one narrow card, like the sign-in page. */
import styled from 'styled-components';

export const Page = styled.section`
  max-width: 28rem;
  margin: 0 auto;
  padding: ${({ theme }) => theme.spacing.xl} ${({ theme }) => theme.spacing.md};
`;

export const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.md};
`;

export const Title = styled.h1`
  margin: 0 0 ${({ theme }) => theme.spacing.xs};
  font-size: ${({ theme }) => theme.fontSizes.xxl};
`;

export const Intro = styled.p`
  margin: 0 0 ${({ theme }) => theme.spacing.lg};
  color: ${({ theme }) => theme.colors.textMuted};
  overflow-wrap: anywhere;
`;

export const Aside = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
