import styled from 'styled-components';
import type {} from './styled';

export interface ProgressBarProps {
  value: number;
  max?: number;
  /** Accessible name, e.g. "Days remaining". */
  label: string;
  /** Text read instead of the number, e.g. "12 of 30 days left". */
  valueText?: string;
  /** Show the percentage beside the bar. */
  showValue?: boolean;
  tone?: 'primary' | 'success' | 'warning' | 'danger';
  className?: string;
}

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
  min-width: 0;
`;

const Track = styled.div`
  flex: 1;
  height: 0.6rem;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  box-shadow: inset 0 0 0 1px ${({ theme }) => theme.colors.border};
`;

const Fill = styled.div<{ $tone: NonNullable<ProgressBarProps['tone']> }>`
  height: 100%;
  border-radius: inherit;
  background: ${({ $tone, theme }) => theme.colors[$tone]};
  transition: width 0.3s ease;
`;

const Value = styled.span`
  flex: none;
  min-width: 3ch;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-variant-numeric: tabular-nums;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** A horizontal bar with `role="progressbar"` and `aria-valuenow`. Values are clamped to 0..max. */
export function ProgressBar({
  value,
  max = 100,
  label,
  valueText,
  showValue = false,
  tone = 'primary',
  className,
}: ProgressBarProps) {
  const safeMax = max > 0 ? max : 100;
  const clamped = Math.min(Math.max(Number.isFinite(value) ? value : 0, 0), safeMax);
  const percent = Math.round((clamped / safeMax) * 100);
  return (
    <Row className={className}>
      <Track
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={safeMax}
        aria-valuenow={clamped}
        aria-valuetext={valueText}
      >
        <Fill $tone={tone} style={{ width: `${percent}%` }} />
      </Track>
      {showValue && <Value aria-hidden="true">{percent}%</Value>}
    </Row>
  );
}
