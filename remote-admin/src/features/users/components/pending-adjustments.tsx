import { useTranslation } from 'react-i18next';
import { useAdjustments } from 'shared-api/queries/users';
import { Badge } from 'shared-ui/badge';
import { useFormat } from 'shared-ui/format';
import styled from 'styled-components';
import { NAMESPACE } from '../../../i18n';

const List = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.spacing.lg};
  display: grid;
  gap: ${({ theme }) => theme.spacing.xs};
  overflow-wrap: anywhere;
`;

/**
 * The user's bonuses and fees waiting for a second administrator (four eyes). Shown only when there are
 * some; a failed load leaves it out, the requests are also on the approvals screen.
 */
export function PendingAdjustments({ userId }: { userId: number }) {
  const { t } = useTranslation(NAMESPACE);
  const format = useFormat();
  const pending = useAdjustments('pending');
  const mine = pending.data?.adjustments.filter((adjustment) => adjustment.user_id === userId) ?? [];
  if (mine.length === 0) return null;
  return (
    <section aria-labelledby="pending-adjustments">
      <h2 id="pending-adjustments">{t('users.pendingRequests')}</h2>
      <List>
        {mine.map((adjustment) => (
          <li key={adjustment.id}>
            <Badge tone="warning">{t('users.waitingApproval')}</Badge>{' '}
            {t(`users.pendingLine.${adjustment.kind}`, {
              amount: format.dollars(adjustment.amount),
              reason: adjustment.reason,
              requester: adjustment.requested_by,
            })}
          </li>
        ))}
      </List>
    </section>
  );
}
