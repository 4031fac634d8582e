import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Card } from './card';
import type {} from './styled';

export interface StatCardProps {
  label: ReactNode;
  value: ReactNode;
  /** Decorative icon; hidden from assistive technology. */
  icon?: ReactNode;
  /** Small text under the value, e.g. "2 plans". */
  hint?: ReactNode;
  className?: string;
}

const Body = styled(Card)`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.md};
`;

const Icon = styled.div`
  flex: none;
  display: grid;
  place-items: center;
  width: 2.75rem;
  height: 2.75rem;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.infoSoft};
  color: ${({ theme }) => theme.colors.info};
  font-size: 1.25rem;
`;

const List = styled.dl`
  display: flex;
  flex-direction: column;
  min-width: 0;
  margin: 0;
`;

const Label = styled.dt`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Value = styled.dd`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  font-variant-numeric: tabular-nums;
  overflow-wrap: anywhere;
`;

const Hint = styled.dd`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** A figure with its label ("Total deposits" / "$1,250.00"), as a one-term description list. */
export function StatCard({ label, value, icon, hint, className }: StatCardProps) {
  return (
    <Body className={className}>
      {icon && <Icon aria-hidden="true">{icon}</Icon>}
      <List>
        <Label>{label}</Label>
        <Value>{value}</Value>
        {hint && <Hint>{hint}</Hint>}
      </List>
    </Body>
  );
}
