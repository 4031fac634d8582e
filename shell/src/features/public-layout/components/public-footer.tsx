import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useFormat } from 'shared-ui/format';
import { Logo, PRODUCT_NAME } from 'shared-ui/logo';
import { RiskWarning } from 'shared-ui/risk-warning';
import { mediaUp } from 'shared-ui/theme';
import styled from 'styled-components';
import { SUPPORT_EMAIL, SUPPORT_PHONE, telHref } from './contact';
import { publicLinks } from './public-links';

const Footer = styled.footer`
  margin-top: ${({ theme }) => theme.spacing.xl};
  background: ${({ theme }) => theme.colors.surface};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const Inner = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.lg};
  max-width: ${({ theme }) => theme.layout.contentMaxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.spacing.xl} ${theme.spacing.md}`};
`;

/** One column under another on a phone; brand, links and contact side by side from the tablet width up. */
const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.lg};

  ${mediaUp('tablet')} {
    grid-template-columns: 2fr 1fr 1.5fr;
  }
`;

const Blurb = styled.p`
  margin: ${({ theme }) => theme.spacing.sm} 0 0;
  max-width: 24rem;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const ColumnTitle = styled.h2`
  margin: 0 0 ${({ theme }) => theme.spacing.sm};
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.spacing.xs};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const FooterLink = styled(Link)`
  color: ${({ theme }) => theme.colors.text};
`;

const Address = styled.address`
  font-style: normal;
  font-size: ${({ theme }) => theme.fontSizes.sm};

  p {
    margin: 0 0 ${({ theme }) => theme.spacing.xs};
  }

  a {
    color: ${({ theme }) => theme.colors.text};
    overflow-wrap: anywhere;
  }
`;

const Copyright = styled.p`
  margin: 0;
  padding-top: ${({ theme }) => theme.spacing.md};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

/** This year, written the active language's way (`2026`, `2026年`). */
const useCurrentYear = (): string => {
  const { language } = useFormat();
  return useMemo(() => new Intl.DateTimeFormat(language, { year: 'numeric' }).format(new Date()), [language]);
};

/**
 * The footer of every public page (spec §1): the brand, the links, how to reach support, the risk warning
 * (decisions §1) and the copyright with the current year. The columns stack on a phone.
 */
export function PublicFooter() {
  const { t } = useTranslation('shell');
  const year = useCurrentYear();
  const linksTitleId = useId();
  const contactTitleId = useId();
  return (
    <Footer>
      <Inner>
        <Columns>
          <div>
            <Logo size="sm" />
            <Blurb>{t('footer.blurb')}</Blurb>
          </div>
          <nav aria-labelledby={linksTitleId}>
            <ColumnTitle id={linksTitleId}>{t('footer.links')}</ColumnTitle>
            <List>
              {publicLinks.map((link) => (
                <li key={link.to}>
                  <FooterLink to={link.to}>{t(link.label)}</FooterLink>
                </li>
              ))}
            </List>
          </nav>
          <section aria-labelledby={contactTitleId}>
            <ColumnTitle id={contactTitleId}>{t('footer.contact.title')}</ColumnTitle>
            <Address>
              <p>
                {t('footer.contact.email')} <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
              </p>
              <p>
                {t('footer.contact.phone')} <a href={telHref(SUPPORT_PHONE)}>{SUPPORT_PHONE}</a>
              </p>
              <p>
                {t('footer.contact.office')} {t('footer.contact.address')}
              </p>
            </Address>
          </section>
        </Columns>
        <RiskWarning compact />
        <Copyright>{t('footer.copyright', { year, product: PRODUCT_NAME })}</Copyright>
      </Inner>
    </Footer>
  );
}
