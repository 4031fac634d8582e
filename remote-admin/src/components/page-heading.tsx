import { useDocumentTitle } from 'shared-ui/document-title';
import styled from 'styled-components';

const Header = styled.header`
  margin-bottom: ${({ theme }) => theme.spacing.lg};
`;

const Title = styled.h1`
  margin: 0 0 ${({ theme }) => theme.spacing.xs};
  font-size: ${({ theme }) => theme.fontSizes.xxl};
`;

const Description = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export interface PageHeadingProps {
  title: string;
  description: string;
}

/** The h1 of an admin screen with its one-line description, also used as the browser tab title. */
export function PageHeading({ title, description }: PageHeadingProps) {
  useDocumentTitle(title);
  return (
    <Header>
      <Title>{title}</Title>
      <Description>{description}</Description>
    </Header>
  );
}
