import { useAtomValue } from 'jotai';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useAdjustments } from 'shared-api/queries/users';
import { profileAtom } from 'shared-api/session';
import type { Adjustment } from 'shared-api/types';
import { Badge, toneForStatus } from 'shared-ui/badge';
import { Button } from 'shared-ui/button';
import { Card } from 'shared-ui/card';
import { ConfirmModal } from 'shared-ui/confirm-modal';
import { useDocumentTitle } from 'shared-ui/document-title';
import { EmptyState } from 'shared-ui/empty-state';
import { ErrorPanel } from 'shared-ui/error-panel';
import { Field } from 'shared-ui/field';
import { useFormat } from 'shared-ui/format';
import { errorText } from 'shared-ui/i18n';
import { Select } from 'shared-ui/select';
import { SkeletonText } from 'shared-ui/skeleton-text';
import { Textarea } from 'shared-ui/textarea';
import styled from 'styled-components';
import { NAMESPACE } from '../../../i18n';
import { useDecideAdjustment } from '../hooks/use-decide-adjustment';
import { requestAge } from './request-age';

const statuses = ['pending', 'approved', 'rejected'] as const;
type Status = (typeof statuses)[number];
const isStatus = (value: string): value is Status => (statuses as readonly string[]).includes(value);

const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing.md};
  margin-bottom: ${({ theme }) => theme.spacing.lg};

  h1 {
    margin: 0 0 ${({ theme }) => theme.spacing.xs};
    font-size: ${({ theme }) => theme.fontSizes.xxl};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Requests = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.spacing.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Top = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing.sm};

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: minmax(7rem, max-content) 1fr;
  gap: ${({ theme }) => theme.spacing.xs} ${({ theme }) => theme.spacing.md};
  margin: ${({ theme }) => theme.spacing.md} 0;

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.sm};
`;

const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

type Pending = { request: Adjustment; decision: 'approve' | 'reject' } | null;

/**
 * /dashboard/admin/approvals: the four-eyes queue (decisions §3). A bonus or a fee moves money only once a
 * second admin approves it; an admin sees their own requests but cannot decide them (the server refuses
 * too). Decided requests stay readable under their status.
 */
export function ApprovalsPage() {
  const { t } = useTranslation(NAMESPACE);
  useDocumentTitle(t('approvals.title'));
  const [status, setStatus] = useState<Status>('pending');
  const query = useAdjustments(status);
  const me = useAtomValue(profileAtom)?.username;
  const format = useFormat();
  const [pending, setPending] = useState<Pending>(null);
  const [reason, setReason] = useState('');
  const decide = useDecideAdjustment();

  const close = () => {
    setPending(null);
    setReason('');
  };
  const confirm = async () => {
    if (!pending) return;
    const done =
      pending.decision === 'approve'
        ? await decide.approve(pending.request.id)
        : await decide.reject(pending.request.id, reason);
    if (done) close();
  };

  const requests = query.data?.adjustments ?? [];
  return (
    <section>
      <Header>
        <div>
          <h1>{t('approvals.title')}</h1>
          <p>{t('approvals.description')}</p>
        </div>
        <Field label={t('approvals.statusLabel')}>
          <Select
            value={status}
            onChange={(event) => {
              if (isStatus(event.target.value)) setStatus(event.target.value);
            }}
            options={statuses.map((value) => ({ value, label: t(`approvals.status.${value}`) }))}
          />
        </Field>
      </Header>
      {query.isError ? (
        <ErrorPanel
          title={t('approvals.errorTitle')}
          message={errorText(query.error)}
          onRetry={() => void query.refetch()}
        />
      ) : query.isPending ? (
        <SkeletonText lines={4} />
      ) : requests.length === 0 ? (
        <EmptyState title={t(status === 'pending' ? 'approvals.emptyPending' : 'approvals.empty')} />
      ) : (
        <Requests>
          {requests.map((request) => (
            <li key={request.id}>
              <RequestCard
                request={request}
                mine={request.requested_by === me}
                onDecide={(decision) => setPending({ request, decision })}
              />
            </li>
          ))}
        </Requests>
      )}
      <ConfirmModal
        open={pending !== null}
        tone={pending?.decision === 'reject' ? 'danger' : 'default'}
        title={t(pending?.decision === 'reject' ? 'approvals.rejectTitle' : 'approvals.approveTitle')}
        text={
          pending
            ? t(`approvals.confirm.${pending.decision}.${pending.request.kind}`, {
                amount: format.dollars(pending.request.amount),
                username: pending.request.username,
              })
            : null
        }
        confirmLabel={t(pending?.decision === 'reject' ? 'approvals.reject' : 'approvals.approve')}
        cancelLabel={t('approvals.cancel')}
        busy={decide.busy}
        onConfirm={() => void confirm()}
        onCancel={close}
      >
        {pending?.decision === 'reject' && (
          <Field label={t('approvals.reasonLabel')} hint={t('approvals.reasonHint')}>
            <Textarea
              value={reason}
              maxLength={500}
              rows={3}
              onChange={(event) => setReason(event.target.value)}
            />
          </Field>
        )}
      </ConfirmModal>
    </section>
  );
}

function RequestCard({
  request,
  mine,
  onDecide,
}: {
  request: Adjustment;
  mine: boolean;
  onDecide: (decision: 'approve' | 'reject') => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  const format = useFormat();
  const titleId = useId();
  return (
    <Card as="article" aria-labelledby={titleId}>
      <Top>
        <h2 id={titleId}>
          {t(`approvals.kind.${request.kind}`, { amount: format.dollars(request.amount) })}
        </h2>
        <Badge tone={toneForStatus(request.status === 'approved' ? 'confirmed' : request.status)}>
          {t(`approvals.status.${request.status}`)}
        </Badge>
      </Top>
      <Facts>
        <dt>{t('approvals.user')}</dt>
        <dd>
          <Link to={`/dashboard/admin/manage-users/${request.user_id}`} translate="no">
            {request.username}
          </Link>
        </dd>
        <dt>{t('approvals.reason')}</dt>
        <dd translate="no">{request.reason}</dd>
        <dt>{t('approvals.requestedBy')}</dt>
        <dd translate="no">{request.requested_by}</dd>
        <dt>{t('approvals.requested')}</dt>
        <dd>
          <time dateTime={request.created_at} title={format.dateTime(request.created_at)}>
            {requestAge(request.created_at, new Date(), format.language)}
          </time>
        </dd>
        {request.decided_by && (
          <>
            <dt>{t('approvals.decidedBy')}</dt>
            <dd>
              <span translate="no">{request.decided_by}</span>
              {request.decided_at && ` · ${format.dateTime(request.decided_at)}`}
            </dd>
          </>
        )}
      </Facts>
      {request.status === 'pending' &&
        (mine ? (
          <Note>{t('approvals.ownRequest')}</Note>
        ) : (
          <Actions>
            <Button onClick={() => onDecide('approve')}>{t('approvals.approve')}</Button>
            <Button variant="danger" onClick={() => onDecide('reject')}>
              {t('approvals.reject')}
            </Button>
          </Actions>
        ))}
    </Card>
  );
}
