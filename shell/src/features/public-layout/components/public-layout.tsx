import type { ReactNode } from 'react';
import { RiskWarning } from 'shared-ui/risk-warning';
import styled from 'styled-components';
import { PublicTopBar } from './top-bar';

const Page = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
  padding-top: ${({ theme }) => theme.layout.topBarHeight};
`;

const Main = styled.main`
  flex: 1;
  width: 100%;
`;

/** The page's footer landmark, so the warning is inside one (axe `region`), never loose text. */
const Warning = styled.footer`
  width: 100%;
  max-width: ${({ theme }) => theme.layout.contentMaxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => theme.spacing.md};
`;

/**
 * Layout of every public page: the fixed top bar, the page, and the risk warning every public page shows
 * (decisions §1; the text lives in shared-ui). The footer belongs to remote-marketing's pages.
 */
export function PublicLayout({ children }: { children: ReactNode }) {
  return (
    <Page>
      <PublicTopBar />
      <Main id="main">{children}</Main>
      <Warning>
        <RiskWarning compact />
      </Warning>
    </Page>
  );
}
