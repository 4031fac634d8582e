import { useTranslation } from 'react-i18next';
import type { AdminUser } from 'shared-api/types';
import { useFormat } from 'shared-ui/format';
import { Grid } from 'shared-ui/stack';
import { NAMESPACE } from '../../../i18n';
import { FactsCard } from './facts';

/** Profile, contact, level and wallet of one user. */
export function UserFacts({ user }: { user: AdminUser }) {
  const { t } = useTranslation(NAMESPACE);
  const format = useFormat();
  const none = t('users.none');
  return (
    <Grid $min="16rem">
      <FactsCard
        title={t('users.profile')}
        facts={[
          [t('users.name'), `${user.firstname} ${user.lastname}`.trim() || none],
          [t('users.username'), user.username],
          [t('users.gender'), t(`users.genders.${user.gender}`)],
          [t('users.birthDate'), format.date(user.age)],
          [t('users.country'), user.country || none],
          [t('users.roleLabel'), t(`users.role.${user.role}`)],
          [t('users.memberSince'), format.date(user.created_at)],
        ]}
      />
      <FactsCard
        title={t('users.contact')}
        facts={[
          [t('users.email'), user.email],
          [t('users.emailVerified'), user.email_verified ? t('users.yes') : t('users.no')],
          [t('users.phone'), user.phone ?? none],
          [t('users.address'), user.address ?? none],
        ]}
      />
      <FactsCard
        title={t('users.levelTitle')}
        facts={[
          [t('users.levelLabel'), t(`users.levels.${Math.min(user.level, 3)}`)],
          [t('users.identity'), t(`users.identityStatus.${user.identity_status}`)],
          [t('users.statusLabel'), user.suspended ? t('users.suspended') : t('users.active')],
        ]}
      />
      <FactsCard
        title={t('users.walletTitle')}
        facts={[
          [t('users.balance'), format.dollars(user.wallet)],
          [t('users.referralId'), user.referral_id],
          [t('users.referredBy'), user.referred_by ?? none],
        ]}
      />
    </Grid>
  );
}
