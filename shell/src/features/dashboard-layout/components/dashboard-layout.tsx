import type { ReactNode } from 'react';
import { mediaUp } from 'shared-ui/theme';
import styled from 'styled-components';
import { MenuToggleButton, useMenuDisclosure } from '../../navigation';
import { DashboardHeader } from './dashboard-header';
import { SideMenu } from './side-menu';

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.sideMenu - 1};
  background: ${({ theme }) => theme.colors.overlay};

  ${mediaUp('desktop')} {
    display: none;
  }
`;

const Content = styled.div`
  min-height: 100vh;

  ${mediaUp('desktop')} {
    margin-left: ${({ theme }) => theme.layout.sideMenuWidth};
  }
`;

const Main = styled.main`
  max-width: ${({ theme }) => theme.layout.contentMaxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.spacing.lg} ${theme.spacing.md}`};
`;

/**
 * Signed-in layout: the side menu (an off-canvas drawer below the desktop width, closed by an outside
 * press, Escape or navigation) beside the header and the page.
 */
export function DashboardLayout({ children }: { children: ReactNode }) {
  const menu = useMenuDisclosure();
  return (
    <>
      <SideMenu id={menu.menuId} ref={menu.menuRef} open={menu.open} onNavigate={menu.close} />
      {menu.open && <Backdrop aria-hidden="true" />}
      <Content>
        <DashboardHeader
          menuToggle={
            <MenuToggleButton
              ref={menu.buttonRef}
              open={menu.open}
              onToggle={menu.toggle}
              controls={menu.menuId}
              hideFrom="desktop"
            />
          }
        />
        <Main id="main">{children}</Main>
      </Content>
    </>
  );
}
