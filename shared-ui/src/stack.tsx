import type { CSSProperties, ElementType, HTMLAttributes, ReactNode } from 'react';
import styled from 'styled-components';
import type {} from './styled';
import type { Theme } from './theme';

type Space = keyof Theme['spacing'] | 'none';

export interface StackProps extends HTMLAttributes<HTMLElement> {
  /** Column (default) or row. Rows wrap on narrow screens unless `wrap={false}`. */
  direction?: 'column' | 'row';
  gap?: Space;
  align?: CSSProperties['alignItems'];
  justify?: CSSProperties['justifyContent'];
  wrap?: boolean;
  as?: ElementType;
  children?: ReactNode;
}

const Flex = styled.div<{
  $direction: 'column' | 'row';
  $gap: Space;
  $align?: CSSProperties['alignItems'];
  $justify?: CSSProperties['justifyContent'];
  $wrap: boolean;
}>`
  display: flex;
  flex-direction: ${({ $direction }) => $direction};
  flex-wrap: ${({ $wrap }) => ($wrap ? 'wrap' : 'nowrap')};
  gap: ${({ $gap, theme }) => ($gap === 'none' ? '0' : theme.spacing[$gap])};
  ${({ $align }) => ($align ? `align-items: ${$align};` : '')}
  ${({ $justify }) => ($justify ? `justify-content: ${$justify};` : '')}
  min-width: 0;
`;

/** Lays its children out in a column or a row with a theme gap. */
export function Stack({
  direction = 'column',
  gap = 'md',
  align,
  justify,
  wrap = direction === 'row',
  as,
  children,
  ...rest
}: StackProps) {
  return (
    <Flex {...rest} as={as} $direction={direction} $gap={gap} $align={align} $justify={justify} $wrap={wrap}>
      {children}
    </Flex>
  );
}

/** Centres page content and caps its width (theme `layout.contentMaxWidth`), with side padding on phones. */
export const Container = styled.div`
  width: 100%;
  max-width: ${({ theme }) => theme.layout.contentMaxWidth};
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.spacing.md};
`;

/** A responsive grid of equal columns at least `min` wide (one column on phones). */
export const Grid = styled.div<{ $min?: string; $gap?: keyof Theme['spacing'] }>`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(${({ $min }) => $min ?? '16rem'}, 100%), 1fr));
  gap: ${({ $gap, theme }) => theme.spacing[$gap ?? 'md']};
`;
