import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router-dom';
import { Logo, PRODUCT_NAME } from 'shared-ui/logo';
import { mediaUp } from 'shared-ui/theme';
import styled from 'styled-components';
import { LanguageSwitcher } from '../../language';
import { MenuToggleButton, useMenuDisclosure } from '../../navigation';
import { ThemeToggle } from '../../theme';
import { AuthActions } from './auth-actions';
import { publicLinks } from './public-links';

const Bar = styled.header`
  position: fixed;
  inset: 0 0 auto 0;
  z-index: ${({ theme }) => theme.zIndex.topBar};
  height: ${({ theme }) => theme.layout.topBarHeight};
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: ${({ theme }) => theme.shadows.sm};
`;

const Inner = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
  height: 100%;
  max-width: ${({ theme }) => theme.layout.contentMaxWidth};
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.spacing.md};
`;

const HomeLink = styled(Link)`
  display: inline-flex;
  margin-right: auto;
  color: inherit;
  text-decoration: none;
  border-radius: ${({ theme }) => theme.radii.sm};

  ${mediaUp('wide')} {
    margin-right: 0;
  }
`;

/**
 * From the wide width up the links sit in the bar; below it they move to the mobile menu. (In French,
 * Spanish or German the four links, the language switcher and the sign-in buttons need about 1100 px.)
 */
const BarNav = styled.nav`
  display: none;

  ${mediaUp('wide')} {
    display: flex;
    gap: ${({ theme }) => theme.spacing.xxs};
    margin-inline: auto;
  }
`;

const BarLink = styled(NavLink)`
  padding: ${({ theme }) => `${theme.spacing.xs} ${theme.spacing.sm}`};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  text-decoration: none;
  white-space: nowrap;

  &:hover,
  &.active {
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
`;

const MobileMenu = styled.nav`
  position: fixed;
  top: ${({ theme }) => theme.layout.topBarHeight};
  inset-inline: 0;
  max-height: 17rem;
  overflow-y: auto;
  display: grid;
  padding: ${({ theme }) => `${theme.spacing.sm} ${theme.spacing.md}`};
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: ${({ theme }) => theme.shadows.md};

  &[hidden] {
    display: none;
  }

  ${mediaUp('wide')} {
    display: none;
  }
`;

const MobileLink = styled(NavLink)`
  padding: ${({ theme }) => theme.spacing.sm};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  text-decoration: none;

  &.active {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

/** In the bar from the tablet width up; below it the mobile menu has it (the bar has no room). */
const BarLanguage = styled(LanguageSwitcher)`
  display: none;

  ${mediaUp('tablet')} {
    display: block;
  }
`;

/** The menu's own below the tablet width; from there up the bar has one. */
const MenuLanguage = styled(LanguageSwitcher)`
  justify-self: start;
  max-width: none;
  margin: ${({ theme }) => theme.spacing.sm};

  ${mediaUp('tablet')} {
    display: none;
  }
`;

/** The fixed public top bar: logo and name, links, theme toggle, auth actions, and the mobile menu. */
export function PublicTopBar() {
  const { t } = useTranslation('shell');
  const menu = useMenuDisclosure();
  return (
    <Bar>
      <Inner>
        <HomeLink to="/" aria-label={t('nav.homeLink', { product: PRODUCT_NAME })}>
          <Logo />
        </HomeLink>
        <BarNav aria-label={t('nav.main')}>
          {publicLinks.map((link) => (
            <BarLink key={link.to} to={link.to} end>
              {t(link.label)}
            </BarLink>
          ))}
        </BarNav>
        <BarLanguage />
        <ThemeToggle />
        <AuthActions />
        <MenuToggleButton
          ref={menu.buttonRef}
          open={menu.open}
          onToggle={menu.toggle}
          controls={menu.menuId}
          hideFrom="wide"
        />
      </Inner>
      <MobileMenu id={menu.menuId} ref={menu.menuRef} aria-label={t('nav.mobile')} hidden={!menu.open}>
        {publicLinks.map((link) => (
          <MobileLink key={link.to} to={link.to} end onClick={menu.close}>
            {t(link.label)}
          </MobileLink>
        ))}
        <MenuLanguage />
      </MobileMenu>
    </Bar>
  );
}
