import { useTranslation } from 'react-i18next';
import type { UserSummary } from 'shared-api/types';
import { Badge, type BadgeTone } from 'shared-ui/badge';
import { NAMESPACE } from '../../../i18n';

const tones: Record<UserSummary['identity_status'], BadgeTone> = {
  none: 'neutral',
  pending: 'warning',
  accepted: 'success',
  rejected: 'danger',
};

export function IdentityStatusBadge({ status }: { status: UserSummary['identity_status'] }) {
  const { t } = useTranslation(NAMESPACE);
  return <Badge tone={tones[status]}>{t(`identity.queue.${status}`)}</Badge>;
}
