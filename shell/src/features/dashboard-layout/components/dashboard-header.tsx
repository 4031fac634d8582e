import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { profileAtom } from 'shared-api/session';
import { PRODUCT_NAME } from 'shared-ui/logo';
import styled from 'styled-components';

const Header = styled.header`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndex.topBar};
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
  height: ${({ theme }) => theme.layout.topBarHeight};
  padding: 0 ${({ theme }) => theme.spacing.md};
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Name = styled.p`
  margin: 0 auto 0 0;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const User = styled.p`
  margin: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  color: ${({ theme }) => theme.colors.textMuted};

  strong {
    color: ${({ theme }) => theme.colors.text};
  }
`;

/** Top of the dashboard content: the drawer toggle (small screens), product name, signed-in username. */
export function DashboardHeader({ menuToggle }: { menuToggle: ReactNode }) {
  const { t } = useTranslation('shell');
  const username = useAtomValue(profileAtom)?.username;
  return (
    <Header>
      {menuToggle}
      <Name>{PRODUCT_NAME}</Name>
      {username && (
        <User>
          <Trans
            t={t}
            i18nKey="header.signedInAs"
            values={{ username }}
            components={{ strong: <strong /> }}
          />
        </User>
      )}
    </Header>
  );
}
