import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled, { type DefaultTheme } from 'styled-components';
import type {} from './styled';

export type AlertTone = 'info' | 'success' | 'warning' | 'error';

const palette = (tone: AlertTone, theme: DefaultTheme) => {
  const c = theme.colors;
  switch (tone) {
    case 'info':
      return { accent: c.info, bg: c.infoSoft };
    case 'success':
      return { accent: c.success, bg: c.successSoft };
    case 'warning':
      return { accent: c.warning, bg: c.warningSoft };
    case 'error':
      return { accent: c.danger, bg: c.dangerSoft };
  }
};

const Box = styled.div<{ $tone: AlertTone }>`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.spacing.md};
  padding: ${({ theme }) => theme.spacing.md};
  border: 1px solid ${({ $tone, theme }) => palette($tone, theme).accent};
  border-left-width: 4px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ $tone, theme }) => palette($tone, theme).bg};
  color: ${({ theme }) => theme.colors.text};
`;

const Content = styled.div`
  flex: 1;
  min-width: 0;
  overflow-wrap: anywhere;

  & > :last-child {
    margin-bottom: 0;
  }
`;

const Title = styled.p`
  margin: 0 0 ${({ theme }) => theme.spacing.xs};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Dismiss = styled.button`
  flex: none;
  min-width: 2rem;
  min-height: 2rem;
  margin: -0.25rem -0.25rem 0 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font-size: 1.25rem;
  line-height: 1;
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
`;

export interface AlertProps {
  tone?: AlertTone;
  title?: ReactNode;
  children?: ReactNode;
  /** Shows a close button that calls this. */
  onDismiss?: () => void;
  dismissLabel?: string;
  /**
   * ARIA role. Defaults to `alert` for errors (announced at once) and `status` otherwise. Use `note`
   * for static content that should not be announced (e.g. an admin message on a dashboard).
   */
  role?: 'alert' | 'status' | 'note' | 'region';
  className?: string;
}

/** An inline message or page banner in the info / success / warning / error tone. */
export function Alert({
  tone = 'info',
  title,
  children,
  onDismiss,
  dismissLabel: dismissLabelProp,
  role,
  className,
}: AlertProps) {
  const { t } = useTranslation('ui');
  const dismissLabel = dismissLabelProp ?? t('common.dismiss');
  return (
    <Box $tone={tone} role={role ?? (tone === 'error' ? 'alert' : 'status')} className={className}>
      <Content>
        {title && <Title>{title}</Title>}
        {children}
      </Content>
      {onDismiss && (
        <Dismiss type="button" aria-label={dismissLabel} onClick={onDismiss}>
          <span aria-hidden="true">×</span>
        </Dismiss>
      )}
    </Box>
  );
}
