import type { ReactNode } from 'react';
import { useId } from 'react';
import { Grid } from 'shared-ui/stack';
import styled from 'styled-components';

const Band = styled.section<{ $tinted: boolean }>`
  width: 100%;
  padding: ${({ theme }) => theme.spacing.xxl} 0;
  background: ${({ $tinted, theme }) => ($tinted ? theme.colors.surfaceAlt : 'transparent')};
`;

const Inner = styled.div`
  max-width: ${({ theme }) => theme.layout.contentMaxWidth};
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.spacing.md};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.lg};
`;

export const SectionTitle = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  text-align: center;
`;

export const SectionIntro = styled.p`
  margin: 0 auto;
  max-width: 42rem;
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export interface HomeSectionProps {
  title: ReactNode;
  intro?: ReactNode;
  /** A tinted band, to tell neighbouring sections apart. */
  tinted?: boolean;
  busy?: boolean;
  children: ReactNode;
}

/** One band of the home page: a region named by its heading, content centred at the page's width. */
export function HomeSection({ title, intro, tinted = false, busy, children }: HomeSectionProps) {
  const titleId = useId();
  return (
    <Band aria-labelledby={titleId} $tinted={tinted} aria-busy={busy || undefined}>
      <Inner>
        <SectionTitle id={titleId}>{title}</SectionTitle>
        {intro && <SectionIntro>{intro}</SectionIntro>}
        {children}
      </Inner>
    </Band>
  );
}

/** A list laid out as the kit's responsive grid (`as="ul"` or `as="ol"`), without bullets. */
export const ListGrid = styled(Grid)`
  margin: 0;
  padding: 0;
  list-style: none;
`;

/**
 * A list of cards that wrap onto centred rows (`as="ul"`): each at least `$min` wide, growing to `$max`,
 * so a last row with fewer cards sits in the middle instead of leaving a hole on the right.
 */
export const CenteredList = styled.ul<{ $min: string; $max?: string }>`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.spacing.md};
  margin: 0;
  padding: 0;
  list-style: none;

  & > li {
    flex: 1 1 min(${({ $min }) => $min}, 100%);
    max-width: ${({ $max }) => $max ?? '22rem'};
  }
`;
