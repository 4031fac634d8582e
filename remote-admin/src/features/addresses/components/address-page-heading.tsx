import type { ReactNode } from 'react';
import { useDocumentTitle } from 'shared-ui/document-title';
import styled from 'styled-components';

const Header = styled.header`
  margin-bottom: ${({ theme }) => theme.spacing.lg};
`;

const Title = styled.h1`
  margin: 0 0 ${({ theme }) => theme.spacing.xs};
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  overflow-wrap: anywhere;
`;

const Description = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export interface AddressPageHeadingProps {
  title: string;
  description: ReactNode;
}

/** The h1 of an address screen, also the browser tab title. */
export function AddressPageHeading({ title, description }: AddressPageHeadingProps) {
  useDocumentTitle(title);
  return (
    <Header>
      <Title>{title}</Title>
      <Description>{description}</Description>
    </Header>
  );
}
