import type { ReactNode } from 'react';
import styled from 'styled-components';
import type {} from './styled';

export interface EmptyStateProps {
  title: ReactNode;
  text?: ReactNode;
  /** Decorative icon or illustration; hidden from assistive technology. */
  icon?: ReactNode;
  /** A button or link, e.g. "New address". */
  action?: ReactNode;
  /** Heading level of the title (default h2). */
  titleAs?: 'h2' | 'h3' | 'h4' | 'p';
  className?: string;
}

const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
  padding: ${({ theme }) => theme.spacing.xl} ${({ theme }) => theme.spacing.md};
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Icon = styled.div`
  font-size: 2.5rem;
  line-height: 1;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: ${({ theme }) => theme.colors.text};
`;

const Text = styled.p`
  margin: 0;
  max-width: 32rem;
`;

const Action = styled.div`
  margin-top: ${({ theme }) => theme.spacing.sm};
`;

/** What a list shows when it has nothing in it ("No transactions available."). */
export function EmptyState({ title, text, icon, action, titleAs = 'h2', className }: EmptyStateProps) {
  return (
    <Wrapper className={className}>
      {icon && <Icon aria-hidden="true">{icon}</Icon>}
      <Title as={titleAs}>{title}</Title>
      {text && <Text>{text}</Text>}
      {action && <Action>{action}</Action>}
    </Wrapper>
  );
}
