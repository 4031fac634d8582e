import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrorsOf } from 'shared-api/client';
import { useChargeFee, useGiveBonus } from 'shared-api/queries/users';
import type { AdminUser } from 'shared-api/types';
import { Button } from 'shared-ui/button';
import { Card, CardTitle } from 'shared-ui/card';
import { Field } from 'shared-ui/field';
import { Input } from 'shared-ui/input';
import { Stack } from 'shared-ui/stack';
import { Textarea } from 'shared-ui/textarea';
import { NAMESPACE } from '../../../i18n';
import { useUserAction } from '../hooks/use-user-action';

export type AdjustmentKind = 'bonus' | 'fee';

/**
 * A bonus or a fee with the reason the user will see. It becomes a request that another administrator
 * approves (four eyes), which the success message says.
 */
export function AdjustmentForm({ user, kind }: { user: AdminUser; kind: AdjustmentKind }) {
  const { t } = useTranslation(NAMESPACE);
  const bonus = useGiveBonus();
  const fee = useChargeFee();
  const action = useUserAction(
    ({ amount, reason }: { amount: number; reason: string }) =>
      kind === 'bonus'
        ? bonus.mutateAsync({ id: user.id, body: { bonus: amount, reason } })
        : fee.mutateAsync({ id: user.id, body: { fee: amount, reason } }),
    kind === 'bonus' ? 'bonusRequested' : 'feeRequested',
  );
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [problems, setProblems] = useState<{ amount?: string; reason?: string }>({});

  const submit = async () => {
    // An empty or non-numeric amount goes as NaN: the server's contract names the problem.
    const result = await action.run({ amount: amount.trim() === '' ? Number.NaN : Number(amount), reason });
    if (result.ok) {
      setAmount('');
      setReason('');
      setProblems({});
      return;
    }
    const fields = fieldErrorsOf(result.error, [kind, 'reason'] as const);
    setProblems({
      amount: fields.find((field) => field.name === kind)?.message,
      reason: fields.find((field) => field.name === 'reason')?.message,
    });
  };

  const titleId = `adjustment-${kind}`;
  return (
    <Card as="section" aria-labelledby={titleId}>
      <CardTitle id={titleId}>{t(`users.${kind}.title`)}</CardTitle>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Stack gap="sm">
          <Field label={t(`users.${kind}.amount`)} error={problems.amount}>
            <Input
              type="number"
              inputMode="decimal"
              min="0"
              step="0.01"
              value={amount}
              onChange={(event) => setAmount(event.target.value)}
            />
          </Field>
          <Field label={t(`users.${kind}.reason`)} hint={t('users.reasonHint')} error={problems.reason}>
            <Textarea
              value={reason}
              rows={2}
              maxLength={500}
              onChange={(event) => setReason(event.target.value)}
            />
          </Field>
          <div>
            <Button type="submit" loading={action.busy}>
              {t(`users.${kind}.submit`)}
            </Button>
          </div>
        </Stack>
      </form>
    </Card>
  );
}
