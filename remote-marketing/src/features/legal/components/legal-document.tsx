import { type ReactNode, useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { useFormat } from 'shared-ui/format';
import { usePageMeta } from 'shared-ui/page-meta';
import styled from 'styled-components';
import { LEGAL_NAMESPACE } from '../i18n';

const Article = styled.article`
  max-width: 48rem;
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.spacing.xl} ${theme.spacing.md} ${theme.spacing.xxl}`};
  line-height: 1.65;
  overflow-wrap: break-word;

  p {
    margin: 0 0 ${({ theme }) => theme.spacing.md};
  }
`;

const Title = styled.h1`
  margin: 0 0 ${({ theme }) => theme.spacing.xs};
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  line-height: 1.2;
`;

const Updated = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Intro = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const Contents = styled.nav`
  margin: ${({ theme }) => `${theme.spacing.lg} 0 ${theme.spacing.xl}`};
  padding: ${({ theme }) => theme.spacing.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};

  h2 {
    margin: 0 0 ${({ theme }) => theme.spacing.sm};
    font-size: ${({ theme }) => theme.fontSizes.md};
  }

  ol {
    display: grid;
    gap: ${({ theme }) => theme.spacing.xs};
    margin: 0;
    padding-inline-start: ${({ theme }) => theme.spacing.lg};
  }
`;

const Section = styled.section`
  /* An in-page link lands below the fixed top bar, not under it. */
  scroll-margin-top: calc(${({ theme }) => theme.layout.topBarHeight} + ${({ theme }) => theme.spacing.md});
  margin-top: ${({ theme }) => theme.spacing.xl};

  h2 {
    margin: 0 0 ${({ theme }) => theme.spacing.sm};
    font-size: ${({ theme }) => theme.fontSizes.xl};
    line-height: 1.3;
  }
`;

/** One section of a document: its anchor, its catalog key under `<document>.sections`, and anything shown after its text. */
export interface DocumentSection {
  id: string;
  extra?: ReactNode;
}

export interface LegalDocumentProps {
  /** The document's key in the `marketing-legal` catalog: `about`, `terms`, `privacy`. */
  document: 'about' | 'terms' | 'privacy';
  sections: readonly DocumentSection[];
  /** When the text last changed (ISO); shown in the reader's language. */
  lastUpdated: string;
  /** A table of contents with in-page links (the long documents). */
  withContents?: boolean;
}

/** Paragraphs of a section as the catalog holds them (an array); anything else is no paragraph. */
const asParagraphs = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

/** Arriving with `#section` in the address: the lazily loaded text was not there when the browser looked for it. */
const useScrollToHash = () => {
  const { hash } = useLocation();
  useEffect(() => {
    if (!hash) return;
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [hash]);
};

/**
 * A long public text (about, terms, privacy): the h1, its date, an introduction, optionally a table of
 * contents, then one h2 section per entry of `sections`, each with its paragraphs from the catalog
 * (`<document>.sections.<id>.paragraphs` of `marketing-legal`, an array, so translations keep their own sentence breaks).
 */
export function LegalDocument({ document, sections, lastUpdated, withContents = false }: LegalDocumentProps) {
  const { t } = useTranslation(LEGAL_NAMESPACE);
  const format = useFormat();
  const contentsId = useId();
  const key = document;
  usePageMeta({ title: t(`${key}.title`), description: t(`${key}.description`) });
  useScrollToHash();
  const anchor = (id: string) => `${document}-${id}`;

  return (
    <Article>
      <Title>{t(`${key}.title`)}</Title>
      <Updated>{t('lastUpdated', { date: format.date(lastUpdated) })}</Updated>
      <Intro>{t(`${key}.intro`)}</Intro>
      {withContents && (
        <Contents aria-labelledby={contentsId}>
          <h2 id={contentsId}>{t('contents')}</h2>
          <ol>
            {sections.map(({ id }) => (
              <li key={id}>
                <a href={`#${anchor(id)}`}>{t(`${key}.sections.${id}.title`)}</a>
              </li>
            ))}
          </ol>
        </Contents>
      )}
      {sections.map(({ id, extra }) => (
        <Section key={id} id={anchor(id)} aria-labelledby={`${anchor(id)}-title`}>
          <h2 id={`${anchor(id)}-title`}>{t(`${key}.sections.${id}.title`)}</h2>
          {asParagraphs(t(`${key}.sections.${id}.paragraphs`, { returnObjects: true })).map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          {extra}
        </Section>
      ))}
    </Article>
  );
}
