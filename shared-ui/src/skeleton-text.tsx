import styled, { keyframes } from 'styled-components';
import type {} from './styled';

const shimmer = keyframes`
  0% { opacity: 0.55; }
  50% { opacity: 1; }
  100% { opacity: 0.55; }
`;

const Line = styled.span<{ $width: string }>`
  display: block;
  height: 0.85em;
  width: ${({ $width }) => $width};
  margin: 0.45em 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  animation: ${shimmer} 1.4s ease-in-out infinite;
`;

export interface SkeletonTextProps {
  lines?: number;
  className?: string;
}

/** Grey placeholder lines while text loads. Decorative: pair it with a status message or `aria-busy`. */
export function SkeletonText({ lines = 3, className }: SkeletonTextProps) {
  return (
    <span className={className} aria-hidden="true">
      {Array.from({ length: Math.max(1, lines) }, (_, i) => (
        // Lines are identical and never reorder.
        // biome-ignore lint/suspicious/noArrayIndexKey: static list
        <Line key={i} $width={i === lines - 1 && lines > 1 ? '60%' : '100%'} />
      ))}
    </span>
  );
}
