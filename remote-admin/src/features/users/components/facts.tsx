import type { ReactNode } from 'react';
import { Card, CardTitle } from 'shared-ui/card';
import styled from 'styled-components';

const List = styled.dl`
  margin: 0;
  display: grid;
  grid-template-columns: minmax(6rem, max-content) minmax(0, 1fr);
  gap: ${({ theme }) => theme.spacing.xs} ${({ theme }) => theme.spacing.md};

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

/** A titled card of label/value pairs. */
export function FactsCard({ title, facts }: { title: string; facts: ReadonlyArray<[string, ReactNode]> }) {
  return (
    <Card as="section" aria-label={title}>
      <CardTitle>{title}</CardTitle>
      <List>
        {facts.map(([label, value]) => (
          <div key={label} style={{ display: 'contents' }}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </List>
    </Card>
  );
}
