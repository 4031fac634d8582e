import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from './button';
import type {} from './styled';

export interface ErrorPanelProps {
  title?: string;
  message?: ReactNode;
  /** Shows a Retry button that calls this (e.g. an error boundary's reset). */
  onRetry?: () => void;
  retryLabel?: string;
  className?: string;
}

const Panel = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.md};
  max-width: 32rem;
  margin: ${({ theme }) => theme.spacing.xl} auto;
  padding: ${({ theme }) => theme.spacing.xl} ${({ theme }) => theme.spacing.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  text-align: center;
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

const Message = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** A friendly "something went wrong" panel with a Retry button, for error boundaries and failed loads. */
export function ErrorPanel({
  title: titleProp,
  message: messageProp,
  onRetry,
  retryLabel: retryLabelProp,
  className,
}: ErrorPanelProps) {
  const { t } = useTranslation('ui');
  const title = titleProp ?? t('errorPanel.title');
  const message = messageProp ?? t('errorPanel.message');
  const retryLabel = retryLabelProp ?? t('common.retry');
  return (
    <Panel role="alert" className={className}>
      <Title>{title}</Title>
      <Message>{message}</Message>
      {onRetry && <Button onClick={onRetry}>{retryLabel}</Button>}
    </Panel>
  );
}
