import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { useUser } from 'shared-api/queries/users';
import type { AdminUser } from 'shared-api/types';
import { Alert } from 'shared-ui/alert';
import { Button } from 'shared-ui/button';
import { Card, CardTitle } from 'shared-ui/card';
import { ConfirmModal } from 'shared-ui/confirm-modal';
import { ErrorPanel } from 'shared-ui/error-panel';
import { useFormat } from 'shared-ui/format';
import { errorText } from 'shared-ui/i18n';
import { Spinner } from 'shared-ui/spinner';
import { Grid, Stack } from 'shared-ui/stack';
import styled from 'styled-components';
import { PageHeading } from '../../../components/page-heading';
import { NAMESPACE } from '../../../i18n';
import { QUEUE_PATH, useIdentityDecision } from '../hooks/use-identity-decision';
import { DocumentImage } from './document-image';
import { IdentityStatusBadge } from './identity-status-badge';

const Details = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, max-content) minmax(0, 1fr);
  gap: ${({ theme }) => theme.spacing.xs} ${({ theme }) => theme.spacing.md};
  margin: 0;

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }

  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }

  @media (max-width: 480px) {
    grid-template-columns: minmax(0, 1fr);

    dd {
      margin-bottom: ${({ theme }) => theme.spacing.xs};
    }
  }
`;

/** Accept and reject are offered only for a level-2 submission waiting for review (spec §6). */
const awaitsDecision = (user: AdminUser): boolean =>
  user.level === 2 && user.identity_status === 'pending' && user.ssn !== null;

function SubmittedDetails({ user }: { user: AdminUser }) {
  const { t } = useTranslation(NAMESPACE);
  const format = useFormat();
  const notGiven = t('identity.detail.notGiven');
  const rows: [string, ReactNode][] = [
    [t('identity.detail.name'), `${user.firstname} ${user.lastname}`],
    [t('identity.detail.username'), user.username],
    [t('identity.detail.email'), user.email],
    [t('identity.detail.country'), user.country],
    [t('identity.detail.dateOfBirth'), user.age ? format.date(user.age) : notGiven],
    [t('identity.detail.ssn'), user.ssn ?? notGiven],
    [t('identity.detail.occupation'), user.occupation ?? notGiven],
    [t('identity.detail.salary'), user.salary ?? notGiven],
    [t('identity.detail.level'), format.number(user.level)],
    [t('identity.detail.status'), <IdentityStatusBadge key="status" status={user.identity_status} />],
  ];
  return (
    <Card as="section" aria-labelledby="identity-fields">
      <CardTitle id="identity-fields">{t('identity.detail.fields')}</CardTitle>
      <Details>
        {rows.map(([term, value]) => (
          <div key={term} style={{ display: 'contents' }}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </Details>
    </Card>
  );
}

function Review({ user }: { user: AdminUser }) {
  const { t } = useTranslation(NAMESPACE);
  const decision = useIdentityDecision(user.id);
  const open = awaitsDecision(user);
  return (
    <Stack gap="lg">
      <SubmittedDetails user={user} />
      <Card as="section" aria-labelledby="identity-documents">
        <CardTitle id="identity-documents">{t('identity.detail.documents')}</CardTitle>
        <Grid $min="14rem">
          <DocumentImage userId={user.id} side="front" available={user.dl_front !== null} />
          <DocumentImage userId={user.id} side="back" available={user.dl_back !== null} />
        </Grid>
      </Card>
      {open ? (
        <Stack direction="row" justify="flex-end" gap="sm">
          <Button variant="danger" onClick={() => decision.ask('reject')}>
            {t('identity.detail.reject')}
          </Button>
          <Button onClick={() => decision.ask('accept')}>{t('identity.detail.accept')}</Button>
        </Stack>
      ) : (
        <Alert tone="info">{t('identity.detail.decided')}</Alert>
      )}
      <ConfirmModal
        open={decision.asking !== null}
        title={
          decision.asking === 'reject' ? t('identity.detail.rejectTitle') : t('identity.detail.acceptTitle')
        }
        text={
          decision.asking === 'reject'
            ? t('identity.detail.rejectText', { username: user.username })
            : t('identity.detail.acceptText', { username: user.username })
        }
        tone={decision.asking === 'reject' ? 'danger' : 'default'}
        busy={decision.busy}
        onCancel={decision.cancel}
        onConfirm={() => void decision.confirm()}
      />
    </Stack>
  );
}

/** /dashboard/admin/manage-identity-verification/{id} — one submission, to accept or reject. */
export function IdentityReviewPage() {
  const { t } = useTranslation(NAMESPACE);
  const id = Number(useParams().id);
  const { data: user, status, error, refetch } = useUser(id);
  const back = (
    <div>
      <Button as={Link} to={QUEUE_PATH} variant="secondary" size="sm">
        {t('identity.detail.back')}
      </Button>
    </div>
  );
  if (status === 'pending') {
    return (
      <>
        <PageHeading title={t('identity.queue.title')} description={t('identity.detail.description')} />
        <Spinner size="lg" label={t('identity.detail.loading')} />
      </>
    );
  }
  if (status === 'error') {
    return (
      <>
        <PageHeading title={t('identity.queue.title')} description={t('identity.detail.description')} />
        <Stack gap="md">
          {back}
          <ErrorPanel
            title={t('identity.detail.loadFailed')}
            message={errorText(error)}
            retryLabel={t('identity.retry')}
            onRetry={() => void refetch()}
          />
        </Stack>
      </>
    );
  }
  return (
    <>
      <PageHeading
        title={t('identity.detail.title', { username: user.username })}
        description={t('identity.detail.description')}
      />
      <Stack gap="md">
        {back}
        <Review user={user} />
      </Stack>
    </>
  );
}
