import type { ReactNode } from 'react';
import styled, { type DefaultTheme } from 'styled-components';
import type {} from './styled';

export type BadgeTone = 'neutral' | 'success' | 'warning' | 'danger' | 'info';

const toneColors = (tone: BadgeTone, theme: DefaultTheme): { fg: string; bg: string } => {
  const c = theme.colors;
  switch (tone) {
    case 'success':
      return { fg: c.success, bg: c.successSoft };
    case 'warning':
      return { fg: c.warning, bg: c.warningSoft };
    case 'danger':
      return { fg: c.danger, bg: c.dangerSoft };
    case 'info':
      return { fg: c.info, bg: c.infoSoft };
    case 'neutral':
      return { fg: c.text, bg: c.neutralSoft };
  }
};

const Pill = styled.span<{ $tone: BadgeTone }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.xs};
  padding: 0.125rem 0.6rem;
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: 1.5;
  white-space: nowrap;
  color: ${({ $tone, theme }) => toneColors($tone, theme).fg};
  background: ${({ $tone, theme }) => toneColors($tone, theme).bg};
`;

export interface BadgeProps {
  tone?: BadgeTone;
  children: ReactNode;
  className?: string;
  title?: string;
}

/** A small status label: "pending", "Active", "Sample"... Colour always comes with text. */
export function Badge({ tone = 'neutral', children, className, title }: BadgeProps) {
  return (
    <Pill $tone={tone} className={className} title={title} data-tone={tone}>
      {children}
    </Pill>
  );
}

const statusTones: Record<string, BadgeTone> = {
  pending: 'warning',
  confirmed: 'success',
  failed: 'danger',
  active: 'success',
  inactive: 'neutral',
  completed: 'info',
};

/** Tone for a transaction or plan status (`pending`, `confirmed`, `failed`, `active`, ...); neutral otherwise. */
export const toneForStatus = (status: string): BadgeTone => statusTones[status.toLowerCase()] ?? 'neutral';
