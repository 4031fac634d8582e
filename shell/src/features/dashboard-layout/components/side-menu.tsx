import { useAtomValue } from 'jotai';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router-dom';
import { isAdminAtom } from 'shared-api/session';
import { Button } from 'shared-ui/button';
import { Logo, PRODUCT_NAME } from 'shared-ui/logo';
import { mediaUp } from 'shared-ui/theme';
import { VisuallyHidden } from 'shared-ui/visually-hidden';
import styled from 'styled-components';
import { LanguageSwitcher } from '../../language';
import { useLogout } from '../../session';
import { ThemeToggle } from '../../theme';
import { useApprovalsWaiting } from '../hooks/use-approvals-waiting';
import { adminMenuItems, type MenuItem, userMenuItems } from './menu-items';

/** An off-canvas drawer on small screens, always docked from the desktop width up. */
const Panel = styled.aside<{ $open: boolean }>`
  position: fixed;
  inset: 0 auto 0 0;
  z-index: ${({ theme }) => theme.zIndex.sideMenu};
  display: flex;
  flex-direction: column;
  width: min(${({ theme }) => theme.layout.sideMenuWidth}, 85vw);
  background: ${({ theme }) => theme.colors.surface};
  border-right: 1px solid ${({ theme }) => theme.colors.border};
  transform: translateX(${({ $open }) => ($open ? '0' : '-100%')});
  visibility: ${({ $open }) => ($open ? 'visible' : 'hidden')};
  transition: transform 0.2s ease, visibility 0.2s;

  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }

  ${mediaUp('desktop')} {
    width: ${({ theme }) => theme.layout.sideMenuWidth};
    transform: none;
    visibility: visible;
  }
`;

const Head = styled.div`
  display: flex;
  align-items: center;
  flex: none;
  height: ${({ theme }) => theme.layout.topBarHeight};
  padding: 0 ${({ theme }) => theme.spacing.md};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};

  a {
    color: inherit;
    text-decoration: none;
  }
`;

const Nav = styled.nav`
  flex: 1;
  overflow-y: auto;
  padding: ${({ theme }) => theme.spacing.sm};
`;

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.spacing.xxs};
  margin: 0 0 ${({ theme }) => theme.spacing.md};
  padding: 0;
  list-style: none;
`;

const GroupTitle = styled.h2`
  margin: ${({ theme }) => `${theme.spacing.sm} ${theme.spacing.sm} ${theme.spacing.xs}`};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  letter-spacing: 0.06em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Item = styled(NavLink)`
  display: block;
  padding: ${({ theme }) => `${theme.spacing.sm} ${theme.spacing.md}`};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  text-decoration: none;

  &:hover {
    background: ${({ theme }) => theme.colors.surfaceAlt};
    color: ${({ theme }) => theme.colors.text};
  }

  &[aria-current='page'] {
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primaryText};
  }
`;

const Foot = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  flex: none;
  gap: ${({ theme }) => theme.spacing.sm};
  padding: ${({ theme }) => theme.spacing.md};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

/** A row of its own above the theme toggle and Logout. */
const SideLanguage = styled(LanguageSwitcher)`
  flex: 1 0 100%;
  max-width: none;
`;

const Count = styled.span`
  margin-left: auto;
  min-width: 1.5rem;
  padding: 0 ${({ theme }) => theme.spacing.xs};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.primaryText};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  text-align: center;
`;

function MenuList({
  items,
  onNavigate,
  approvalsWaiting = 0,
}: {
  items: readonly MenuItem[];
  onNavigate: () => void;
  approvalsWaiting?: number;
}) {
  const { t } = useTranslation('shell');
  return (
    <List>
      {items.map((item) => (
        <li key={item.to}>
          <Item to={item.to} end={item.end} onClick={onNavigate}>
            {t(item.label)}
            {item.countsApprovals && approvalsWaiting > 0 && (
              <Count>
                <span aria-hidden="true">{approvalsWaiting}</span>
                <VisuallyHidden>{t('menu.waitingForYou', { count: approvalsWaiting })}</VisuallyHidden>
              </Count>
            )}
          </Item>
        </li>
      ))}
    </List>
  );
}

/** Shown only to admins: fetching the queue is an admin call. */
function AdminMenuList({ onNavigate }: { onNavigate: () => void }) {
  const approvalsWaiting = useApprovalsWaiting();
  return <MenuList items={adminMenuItems} onNavigate={onNavigate} approvalsWaiting={approvalsWaiting} />;
}

export interface SideMenuProps {
  id: string;
  /** Drawer state below the desktop width. */
  open: boolean;
  /** A link was followed: closes the drawer. */
  onNavigate: () => void;
  ref?: Ref<HTMLElement>;
}

/** The dashboard side menu: 6 items for users, 12 for admins; theme toggle and Logout. */
export function SideMenu({ id, open, onNavigate, ref }: SideMenuProps) {
  const { t } = useTranslation('shell');
  const isAdmin = useAtomValue(isAdminAtom);
  const { logout, pending } = useLogout();
  return (
    <Panel id={id} ref={ref} $open={open}>
      <Head>
        <Link to="/" aria-label={t('nav.homeLink', { product: PRODUCT_NAME })} onClick={onNavigate}>
          <Logo size="sm" />
        </Link>
      </Head>
      <Nav aria-label={t('menu.label')}>
        <MenuList items={userMenuItems} onNavigate={onNavigate} />
        {isAdmin && (
          <>
            <GroupTitle>{t('menu.admin')}</GroupTitle>
            <AdminMenuList onNavigate={onNavigate} />
          </>
        )}
      </Nav>
      <Foot>
        <SideLanguage />
        <ThemeToggle />
        <Button variant="secondary" fullWidth loading={pending} onClick={() => void logout()}>
          {t('menu.logout')}
        </Button>
      </Foot>
    </Panel>
  );
}
