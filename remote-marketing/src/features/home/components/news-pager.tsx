import { useTranslation } from 'react-i18next';
import { useFormat } from 'shared-ui/format';
import styled from 'styled-components';
import { HOME_NAMESPACE } from '../../../i18n';
import { pageList } from '../utils/page-list';

const Nav = styled.nav`
  display: flex;
  justify-content: center;
`;

const Pages = styled.ul`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.xs};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const PageButton = styled.button`
  min-width: 2.75rem;
  min-height: 2.75rem;
  padding: 0 ${({ theme }) => theme.spacing.sm};
  border: 1px solid ${({ theme }) => theme.colors.controlBorder};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  cursor: pointer;

  &[aria-current='page'] {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primaryText};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
  &:hover:not(:disabled):not([aria-current='page']) {
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
  &:disabled {
    opacity: 0.55;
    cursor: not-allowed;
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const Gap = styled.li`
  min-width: 1.5rem;
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export interface NewsPagerProps {
  page: number;
  total: number;
  onChange: (page: number) => void;
}

/**
 * The news pager (spec §2): previous and next, the first and the last page, the current page with its
 * neighbours, and '…' for the pages left out. Only rendered when there is more than one page.
 */
export function NewsPager({ page, total, onChange }: NewsPagerProps) {
  const { t } = useTranslation(HOME_NAMESPACE);
  const format = useFormat();
  return (
    <Nav aria-label={t('news.pagerLabel')}>
      <Pages>
        <li>
          <PageButton
            type="button"
            aria-label={t('news.previousLabel')}
            disabled={page <= 1}
            onClick={() => onChange(page - 1)}
          >
            {t('news.previous')}
          </PageButton>
        </li>
        {pageList(page, total).map((item, index) =>
          item === 'gap' ? (
            // Gaps have no identity of their own; their place in the list is stable for a given page.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <Gap key={`gap-${index}`} aria-hidden="true">
              …
            </Gap>
          ) : (
            <li key={item}>
              <PageButton
                type="button"
                aria-label={t('news.page', { page: item })}
                aria-current={item === page ? 'page' : undefined}
                onClick={() => onChange(item)}
              >
                {format.number(item, 0)}
              </PageButton>
            </li>
          ),
        )}
        <li>
          <PageButton
            type="button"
            aria-label={t('news.nextLabel')}
            disabled={page >= total}
            onClick={() => onChange(page + 1)}
          >
            {t('news.next')}
          </PageButton>
        </li>
      </Pages>
    </Nav>
  );
}
