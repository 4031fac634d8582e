import { useTranslation } from 'react-i18next';
import { Alert } from 'shared-ui/alert';
import { NAMESPACE } from '../../../i18n';

/** Why a suspended account cannot buy (decisions §3: it may sign in and read, not move money). */
export function SuspendedNotice() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Alert tone="warning" title={t('buyPlan.suspended.title')}>
      {t('buyPlan.suspended.text')}
    </Alert>
  );
}
