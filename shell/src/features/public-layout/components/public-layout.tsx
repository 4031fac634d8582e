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

/**
 * At least a screen tall: the footer starts below the fold, so the page arriving in it (the remote, then
 * the sections below the hero) never pushes a visible footer down (a layout shift).
 */
const Main = styled.main`
  flex: 1;
  width: 100%;
  min-height: calc(100vh - ${({ theme }) => theme.layout.topBarHeight});
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
