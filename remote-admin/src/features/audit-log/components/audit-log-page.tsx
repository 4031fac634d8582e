import { type FormEvent, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { auditActions } from 'shared-api/contract/users';
import { useAuditLog } from 'shared-api/queries/users';
import type { AuditEntry } from 'shared-api/types';
import { Button } from 'shared-ui/button';
import { EmptyState } from 'shared-ui/empty-state';
import { ErrorPanel } from 'shared-ui/error-panel';
import { Field } from 'shared-ui/field';
import { useFormat } from 'shared-ui/format';
import { errorText } from 'shared-ui/i18n';
import { Input } from 'shared-ui/input';
import { Select } from 'shared-ui/select';
import { SkeletonText } from 'shared-ui/skeleton-text';
import { Spinner } from 'shared-ui/spinner';
import styled from 'styled-components';
import { PageHeading } from '../../../components/page-heading';
import { NAMESPACE } from '../../../i18n';
import { useAuditExport } from '../hooks/use-audit-export';
import {
  type AuditFilterForm,
  auditTargetTypes,
  emptyAuditFilter,
  isAuditAction,
  toAuditQuery,
} from './audit-filter';

const Filters = styled.form`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(11rem, 1fr));
  gap: ${({ theme }) => theme.spacing.md};
  align-items: end;
  margin-bottom: ${({ theme }) => theme.spacing.lg};
`;

const FilterActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.sm};
  grid-column: 1 / -1;
`;

const Entries = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.spacing.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Entry = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.spacing.xs};
  padding: ${({ theme }) => theme.spacing.sm} ${({ theme }) => theme.spacing.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
`;

const Line = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.xs} ${({ theme }) => theme.spacing.md};
  align-items: baseline;
`;

const What = styled.strong`
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Details = styled.code`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  overflow-wrap: anywhere;
`;

const More = styled.div`
  display: flex;
  justify-content: center;
  margin-top: ${({ theme }) => theme.spacing.md};
`;

/**
 * /dashboard/admin/audit-log: every admin action, newest first, narrowed by actor, action, target and days;
 * paged; the selection exports as CSV.
 */
export function AuditLogPage() {
  const { t } = useTranslation(NAMESPACE);
  const [form, setForm] = useState<AuditFilterForm>(emptyAuditFilter);
  const [applied, setApplied] = useState<AuditFilterForm>(emptyAuditFilter);
  const query = useAuditLog(useMemo(() => toAuditQuery(applied), [applied]));
  const exporter = useAuditExport(toAuditQuery(applied));
  const entries = query.data?.pages.flatMap((page) => page.entries) ?? [];

  const set = (field: keyof AuditFilterForm) => (value: string) =>
    setForm((now) => ({ ...now, [field]: value }));
  const apply = (event: FormEvent) => {
    event.preventDefault();
    setApplied(form);
  };

  return (
    <section>
      <PageHeading title={t('audit.title')} description={t('audit.description')} />
      <Filters onSubmit={apply} aria-label={t('audit.filtersLabel')}>
        <Field label={t('audit.actor')}>
          <Input value={form.actor} onChange={(event) => set('actor')(event.target.value)} />
        </Field>
        <Field label={t('audit.action')}>
          <Select
            value={form.action}
            onChange={(event) => {
              const value = event.target.value;
              set('action')(isAuditAction(value) ? value : '');
            }}
            options={[
              { value: '', label: t('audit.anyAction') },
              ...auditActions.map((action) => ({ value: action, label: t(`audit.actions.${action}`) })),
            ]}
          />
        </Field>
        <Field label={t('audit.targetType')}>
          <Select
            value={form.targetType}
            onChange={(event) => set('targetType')(event.target.value)}
            options={[
              { value: '', label: t('audit.anyTarget') },
              ...auditTargetTypes.map((type) => ({ value: type, label: t(`audit.targets.${type}`) })),
            ]}
          />
        </Field>
        <Field label={t('audit.targetId')}>
          <Input
            value={form.targetId}
            inputMode="numeric"
            onChange={(event) => set('targetId')(event.target.value)}
          />
        </Field>
        <Field label={t('audit.from')}>
          <Input type="date" value={form.fromDay} onChange={(event) => set('fromDay')(event.target.value)} />
        </Field>
        <Field label={t('audit.to')}>
          <Input type="date" value={form.toDay} onChange={(event) => set('toDay')(event.target.value)} />
        </Field>
        <FilterActions>
          <Button type="submit">{t('audit.apply')}</Button>
          <Button
            type="button"
            variant="secondary"
            onClick={() => {
              setForm(emptyAuditFilter);
              setApplied(emptyAuditFilter);
            }}
          >
            {t('audit.clear')}
          </Button>
          <Button
            type="button"
            variant="secondary"
            loading={exporter.pending}
            onClick={() => void exporter.exportCsv()}
          >
            {t('audit.export')}
          </Button>
        </FilterActions>
      </Filters>
      {query.isError ? (
        <ErrorPanel
          title={t('audit.errorTitle')}
          message={errorText(query.error)}
          onRetry={() => void query.refetch()}
        />
      ) : query.isPending ? (
        <SkeletonText lines={6} />
      ) : entries.length === 0 ? (
        <EmptyState title={t('audit.empty')} />
      ) : (
        <>
          <Entries aria-label={t('audit.listLabel')}>
            {entries.map((entry) => (
              <AuditRow key={entry.id} entry={entry} />
            ))}
          </Entries>
          {query.hasNextPage && (
            <More>
              {query.isFetchingNextPage ? (
                <Spinner label={t('audit.loadingMore')} />
              ) : (
                <Button variant="secondary" onClick={() => void query.fetchNextPage()}>
                  {t('audit.loadMore')}
                </Button>
              )}
            </More>
          )}
        </>
      )}
    </section>
  );
}

function AuditRow({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation(NAMESPACE);
  const format = useFormat();
  const details = Object.keys(entry.payload).length > 0 ? JSON.stringify(entry.payload) : null;
  return (
    <Entry>
      <Line>
        <What>{t(`audit.actions.${entry.action}`, { defaultValue: entry.action })}</What>
        <Muted>
          {t('audit.target', {
            type: t(`audit.targets.${entry.target_type}`, { defaultValue: entry.target_type }),
            id: entry.target_id ?? '—',
          })}
        </Muted>
      </Line>
      <Line>
        {entry.actor ? <span translate="no">{entry.actor}</span> : <span>{t('audit.system')}</span>}
        <Muted>
          <time dateTime={entry.created_at}>{format.dateTime(entry.created_at)}</time>
        </Muted>
      </Line>
      {details && <Details translate="no">{details}</Details>}
    </Entry>
  );
}
