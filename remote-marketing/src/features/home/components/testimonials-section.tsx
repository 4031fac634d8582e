import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Testimonial } from 'shared-api/contract/public';
import { useTestimonials } from 'shared-api/queries/market';
import { Badge } from 'shared-ui/badge';
import { EmptyState } from 'shared-ui/empty-state';
import { ErrorPanel } from 'shared-ui/error-panel';
import { formattersFor, useFormat } from 'shared-ui/format';
import { errorText } from 'shared-ui/i18n';
import { Spinner } from 'shared-ui/spinner';
import styled from 'styled-components';
import { HOME_NAMESPACE } from '../../../i18n';
import { HomeSection, SectionIntro } from './section-layout';

/** The spec's cap on the list's height (§9); it scrolls beyond. */
const LIST_MAX_HEIGHT = '600px';

/** Newest first by the day it was given; the later id first within a day (as the server orders them). */
export const newestFirst = (testimonials: readonly Testimonial[]): Testimonial[] =>
  [...testimonials].sort((a, b) => b.date.localeCompare(a.date) || b.id - a.id);

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.lg};
  grid-template-areas: 'selected' 'list';

  @media (min-width: 768px) {
    grid-template-columns: minmax(0, 2fr) minmax(0, 3fr);
    grid-template-areas: 'list selected';
    align-items: start;
  }
`;

const List = styled.ul`
  grid-area: list;
  max-height: ${LIST_MAX_HEIGHT};
  overflow-y: auto;
  margin: 0;
  padding: ${({ theme }) => theme.spacing.xs};
  list-style: none;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.sm};
`;

const Choice = styled.button`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.spacing.xxs};
  width: 100%;
  padding: ${({ theme }) => theme.spacing.sm} ${({ theme }) => theme.spacing.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  text-align: left;
  cursor: pointer;

  &[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.colors.primary};
    box-shadow: inset 4px 0 0 ${({ theme }) => theme.colors.primary};
  }
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const Name = styled.span`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Meta = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Selected = styled.figure`
  grid-area: selected;
  margin: 0;
  padding: ${({ theme }) => theme.spacing.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.sm};
`;

const Quote = styled.blockquote`
  margin: 0 0 ${({ theme }) => theme.spacing.md};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  line-height: 1.6;
  overflow-wrap: anywhere;
`;

const Caption = styled.figcaption`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.xxs};
`;

const Centered = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.spacing.xl} 0;
`;

/**
 * Testimonials from GET /testimonials: newest first, the newest shown at first, another shown on click.
 * Demo content carries a visible "Sample" label (decisions §1), and a note says what that means.
 */
export function TestimonialsSection() {
  const { t } = useTranslation(HOME_NAMESPACE);
  const { language } = useFormat();
  // A testimonial's date is a calendar day: written as that day whatever the viewer's time zone.
  const days = useMemo(() => formattersFor(language, 'UTC'), [language]);
  const query = useTestimonials();
  const testimonials = useMemo(() => newestFirst(query.data ?? []), [query.data]);
  const [chosenId, setChosenId] = useState<number | null>(null);
  const selected = testimonials.find((entry) => entry.id === chosenId) ?? testimonials[0];

  const sampleBadge = <Badge tone="info">{t('testimonials.sample')}</Badge>;

  let body: ReactNode;
  if (query.isError) {
    body = (
      <ErrorPanel
        title={t('testimonials.errorTitle')}
        message={errorText(query.error, t('testimonials.errorFallback'))}
        onRetry={() => {
          void query.refetch();
        }}
      />
    );
  } else if (!query.data) {
    body = (
      <Centered>
        <Spinner size="lg" label={t('testimonials.loading')} />
      </Centered>
    );
  } else if (!selected) {
    body = <EmptyState title={t('testimonials.empty')} titleAs="p" />;
  } else {
    body = (
      <>
        {testimonials.some((entry) => entry.sample) && (
          <SectionIntro>{t('testimonials.sampleNote')}</SectionIntro>
        )}
        <Layout>
          <List aria-label={t('testimonials.listLabel')}>
            {testimonials.map((entry) => (
              <li key={entry.id}>
                <Choice
                  type="button"
                  aria-pressed={entry.id === selected.id}
                  onClick={() => setChosenId(entry.id)}
                >
                  <Name>
                    {entry.name}
                    {entry.sample && sampleBadge}
                  </Name>
                  <Meta>
                    {entry.country} · <time dateTime={entry.date}>{days.date(entry.date)}</time>
                  </Meta>
                </Choice>
              </li>
            ))}
          </List>
          <Selected aria-live="polite">
            <Quote>{selected.message}</Quote>
            <Caption>
              <Name>
                {selected.name}
                {selected.sample && sampleBadge}
              </Name>
              <Meta>
                {selected.country} · <time dateTime={selected.date}>{days.date(selected.date)}</time>
              </Meta>
            </Caption>
          </Selected>
        </Layout>
      </>
    );
  }

  return (
    <HomeSection title={t('testimonials.title')} tinted busy={query.isFetching}>
      {body}
    </HomeSection>
  );
}
