import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { fieldErrorsOf } from 'shared-api/client';
import { usePlans } from 'shared-api/queries/plans';
import { useAdminDeposit } from 'shared-api/queries/transactions';
import type { AdminPaymentMethod, AdminUser } from 'shared-api/types';
import { Button } from 'shared-ui/button';
import { Card } from 'shared-ui/card';
import { ErrorPanel } from 'shared-ui/error-panel';
import { Field } from 'shared-ui/field';
import { useFormat } from 'shared-ui/format';
import { errorText } from 'shared-ui/i18n';
import { Input } from 'shared-ui/input';
import { Select } from 'shared-ui/select';
import { SkeletonText } from 'shared-ui/skeleton-text';
import { Stack } from 'shared-ui/stack';
import { PageHeading } from '../../../components/page-heading';
import { NAMESPACE } from '../../../i18n';
import { useUserAction } from '../hooks/use-user-action';
import { UserLoader } from './user-loader';

/** `wallet` first: an admin buying for a user most often pays from the user's balance. */
export const adminPaymentMethods: readonly AdminPaymentMethod[] = [
  'wallet',
  'bitcoin',
  'ethereum',
  'tether',
  'ripple',
  'solana',
];

type Problems = Partial<Record<'plan_id' | 'amount' | 'payment_method', string>>;

function BuyPlanForm({ user }: { user: AdminUser }) {
  const { t } = useTranslation(NAMESPACE);
  const format = useFormat();
  const navigate = useNavigate();
  const plans = usePlans();
  const buy = useUserAction(useAdminDeposit().mutateAsync, 'planBought');
  const [planId, setPlanId] = useState('');
  const [amount, setAmount] = useState('');
  const [method, setMethod] = useState<AdminPaymentMethod>('wallet');
  const [problems, setProblems] = useState<Problems>({});
  const plan = plans.data?.find((candidate) => String(candidate.id) === planId);
  const userPlansPath = `/dashboard/admin/manage-users/${user.id}/user-plans`;

  if (plans.isError && !plans.data)
    return (
      <ErrorPanel
        title={t('buyPlan.plansFailed')}
        message={errorText(plans.error)}
        onRetry={() => void plans.refetch()}
      />
    );
  if (!plans.data)
    return (
      <div role="status" aria-label={t('buyPlan.plansLoading')}>
        <SkeletonText lines={4} />
      </div>
    );

  const submit = async () => {
    const result = await buy.run({
      user_id: user.id,
      plan_id: Number(planId),
      amount: amount.trim() === '' ? Number.NaN : Number(amount),
      payment_method: method,
    });
    if (result.ok) {
      navigate(userPlansPath);
      return;
    }
    const fields = fieldErrorsOf(result.error, ['plan_id', 'amount', 'payment_method'] as const);
    setProblems(Object.fromEntries(fields.map((field) => [field.name, field.message])));
  };

  return (
    <Card
      as="form"
      aria-label={t('buyPlan.formLabel')}
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Stack gap="md">
        <Field label={t('buyPlan.plan')} error={problems.plan_id}>
          <Select
            value={planId}
            placeholder={t('buyPlan.choosePlan')}
            options={plans.data.map((option) => ({ value: String(option.id), label: option.title }))}
            onChange={(event) => setPlanId(event.target.value)}
          />
        </Field>
        <Field
          label={t('buyPlan.amount')}
          error={problems.amount}
          hint={
            plan
              ? t('buyPlan.range', {
                  min: format.dollars(plan.min_amount),
                  max: format.dollars(plan.max_amount),
                })
              : undefined
          }
        >
          <Input
            type="number"
            inputMode="decimal"
            min="0"
            step="0.01"
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
          />
        </Field>
        <Field
          label={t('buyPlan.method')}
          error={problems.payment_method}
          hint={
            method === 'wallet'
              ? t('buyPlan.walletHint', { balance: format.dollars(user.wallet) })
              : t('buyPlan.coinHint')
          }
        >
          <Select
            value={method}
            options={adminPaymentMethods.map((value) => ({
              value,
              label: t(`transactions.method.${value}`),
            }))}
            onChange={(event) =>
              setMethod(adminPaymentMethods.find((value) => value === event.target.value) ?? 'wallet')
            }
          />
        </Field>
        <Stack direction="row" gap="sm">
          <Button type="submit" loading={buy.busy}>
            {t('buyPlan.submit')}
          </Button>
          <Button as={Link} to={`/dashboard/admin/manage-users/${user.id}`} variant="secondary">
            {t('buyPlan.cancel')}
          </Button>
        </Stack>
      </Stack>
    </Card>
  );
}

/** /dashboard/admin/manage-users/{id}/buy-plan — an admin buys a plan on the user's behalf (spec §6). */
export function BuyPlanPage() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <UserLoader title={t('pages.buyForUser')}>
      {(user) => (
        <>
          <PageHeading
            title={t('buyPlan.title', { username: user.username })}
            description={t('buyPlan.description')}
          />
          <BuyPlanForm user={user} />
        </>
      )}
    </UserLoader>
  );
}
