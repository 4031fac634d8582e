import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NEWS_PAGE_SIZE, type NewsArticle } from 'shared-api/contract/market';
import { useCryptoNews } from 'shared-api/queries/market';
import { Card } from 'shared-ui/card';
import { useFormat } from 'shared-ui/format';
import { usePrefersReducedMotion } from 'shared-ui/reduced-motion';
import { Spinner } from 'shared-ui/spinner';
import styled from 'styled-components';
import { HOME_NAMESPACE } from '../../../i18n';
import { pageCount } from '../utils/page-list';
import { NewsPager } from './news-pager';
import { HomeSection, ListGrid } from './section-layout';

const Article = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.sm};
`;

const Title = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
  overflow-wrap: anywhere;
`;

const Meta = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  overflow-wrap: anywhere;
`;

const Description = styled.p`
  flex: 1;
  margin: 0;
  overflow-wrap: anywhere;
`;

const ReadMore = styled.a`
  align-self: flex-start;
  color: ${({ theme }) => theme.colors.primary};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Centered = styled.div`
  display: flex;
  justify-content: center;
`;

function ArticleCard({ article }: { article: NewsArticle }) {
  const { t } = useTranslation(HOME_NAMESPACE);
  const format = useFormat();
  return (
    <Article as="li">
      <Title>{article.title}</Title>
      <Meta>
        {article.source.name} · <time dateTime={article.publishedAt}>{format.date(article.publishedAt)}</time>
      </Meta>
      <Description>{article.description || t('news.noDescription')}</Description>
      <ReadMore
        href={article.url}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={t('news.readMoreLabel', { title: article.title })}
      >
        {t('news.readMore')}
      </ReadMore>
    </Article>
  );
}

/**
 * News from GET /crypto-news, 8 a page (spec §9), with the pager when there is more than one page. The
 * server answers an empty list when its provider fails (spec §8: only logged), so an empty list or a
 * failed call leaves the section out.
 */
export function NewsSection() {
  const { t } = useTranslation(HOME_NAMESPACE);
  const still = usePrefersReducedMotion();
  const query = useCryptoNews();
  const [page, setPage] = useState(1);
  const list = useRef<HTMLUListElement>(null);

  if (query.isPending) {
    return (
      <HomeSection title={t('news.title')} busy>
        <Centered>
          <Spinner size="lg" label={t('news.loading')} />
        </Centered>
      </HomeSection>
    );
  }
  const articles = query.isError ? [] : (query.data?.articles ?? []);
  if (articles.length === 0) return null;

  const total = pageCount(articles.length, NEWS_PAGE_SIZE);
  const current = Math.min(page, total);
  const shown = articles.slice((current - 1) * NEWS_PAGE_SIZE, current * NEWS_PAGE_SIZE);
  const goTo = (next: number) => {
    setPage(next);
    // The new page's first articles, not the pager at the bottom of the old one.
    list.current?.scrollIntoView?.({ block: 'start', behavior: still ? 'auto' : 'smooth' });
  };

  return (
    <HomeSection title={t('news.title')} busy={query.isFetching}>
      <ListGrid
        as="ul"
        ref={list}
        $min="16rem"
        role="list"
        aria-label={t('news.pageStatus', { page: current, total })}
      >
        {shown.map((article) => (
          <ArticleCard key={article.url} article={article} />
        ))}
      </ListGrid>
      {total > 1 && <NewsPager page={current} total={total} onChange={goTo} />}
    </HomeSection>
  );
}
