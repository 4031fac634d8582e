import type { ReactNode } from 'react';
import styled from 'styled-components';
import { PublicFooter } from './public-footer';
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

/**
 * Layout of every public page: the fixed top bar, the page, and the footer with the links, the contact
 * details and the risk warning every public page shows (decisions §1; the text lives in shared-ui).
 */
export function PublicLayout({ children }: { children: ReactNode }) {
  return (
    <Page>
      <PublicTopBar />
      <Main id="main">{children}</Main>
      <PublicFooter />
    </Page>
  );
}
