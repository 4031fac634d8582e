import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { coins } from 'shared-api/address-calls';
import { planTotalCents } from 'shared-api/payout';
import type { Plan } from 'shared-api/types';
import { Alert } from 'shared-ui/alert';
import { Button } from 'shared-ui/button';
import { Field } from 'shared-ui/field';
import { useFormat } from 'shared-ui/format';
import { Input } from 'shared-ui/input';
import { Modal } from 'shared-ui/modal';
import { RiskWarning } from 'shared-ui/risk-warning';
import { Select } from 'shared-ui/select';
import styled from 'styled-components';
import { NAMESPACE } from '../../../i18n';
import { type AmountInput, type AmountProblem, amountProblem, typedCents } from '../hooks/amount-check';
import { savePurchase } from '../hooks/purchase-storage';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.md};
`;

const Text = styled.p`
  margin: 0;
`;

const Total = styled.p`
  margin: 0;
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

export interface AmountModalProps {
  /** The plan being bought; null: closed. */
  plan: Plan | null;
  onClose: () => void;
}

/**
 * Amount and currency for one plan, the risk warning, what the plan pays and when, and the computed total.
 * Continue checks both fields and the plan's range (spec §8), keeps the purchase in session storage and
 * opens the payment screen of the chosen coin.
 */
export function AmountModal({ plan, onClose }: AmountModalProps) {
  const { t } = useTranslation(NAMESPACE);
  const format = useFormat();
  const navigate = useNavigate();
  const formId = useId();
  const [problem, setProblem] = useState<AmountProblem | null>(null);
  const { register, handleSubmit, watch, reset } = useForm<AmountInput>({
    defaultValues: { amount: '', method: '' },
  });
  const amount = watch('amount');

  const close = () => {
    setProblem(null);
    reset();
    onClose();
  };

  const onSubmit = handleSubmit((input) => {
    if (!plan) return;
    const found = amountProblem(input, plan);
    setProblem(found);
    const cents = typedCents(input.amount);
    if (found || cents === null || input.method === '') return;
    savePurchase({
      planId: plan.id,
      title: plan.title,
      roi: plan.roi,
      duration: plan.duration,
      amount: cents / 100,
      amountCents: cents,
      method: input.method,
    });
    navigate(`/dashboard/buy-plan/${input.method}`);
  });

  const problemText = (found: AmountProblem): string => {
    if (found.kind === 'missing') return t('buyPlan.modal.missing');
    if (found.kind === 'invalid') return t('buyPlan.modal.invalid');
    return t('buyPlan.modal.outOfRange', { min: format.dollars(found.min), max: format.dollars(found.max) });
  };

  const cents = typedCents(amount);
  const totalCents = plan && cents !== null ? planTotalCents(cents / 100, plan.roi, plan.duration) : null;
  const currencyOptions = coins.map((coin) => ({
    value: coin.method,
    label: t(`buyPlan.coins.${coin.method}`),
  }));

  return (
    <Modal
      open={plan !== null}
      onClose={close}
      title={t('buyPlan.modal.title', { title: plan?.title ?? '' })}
      description={t('buyPlan.modal.range', {
        min: format.dollars(plan?.min_amount ?? 0),
        max: format.dollars(plan?.max_amount ?? 0),
      })}
      closeLabel={t('buyPlan.modal.close')}
      footer={
        <>
          <Button variant="secondary" onClick={close}>
            {t('buyPlan.modal.cancel')}
          </Button>
          <Button type="submit" form={formId}>
            {t('buyPlan.modal.continue')}
          </Button>
        </>
      }
    >
      <Form id={formId} noValidate onSubmit={(event) => void onSubmit(event)}>
        <Field label={t('buyPlan.modal.amount')}>
          <Input inputMode="decimal" autoComplete="off" {...register('amount')} />
        </Field>
        <Field label={t('buyPlan.modal.currency')}>
          <Select
            options={currencyOptions}
            placeholder={t('buyPlan.modal.chooseCurrency')}
            {...register('method')}
          />
        </Field>
        {problem && (
          <Alert tone="error" role="alert">
            {problemText(problem)}
          </Alert>
        )}
        <Text>
          {t('buyPlan.modal.terms', { count: plan?.duration ?? 0, days: format.number(plan?.duration ?? 0) })}
        </Text>
        <Total aria-live="polite">
          {totalCents === null
            ? t('buyPlan.modal.totalPending')
            : t('buyPlan.modal.total', { total: format.dollars(totalCents / 100) })}
        </Total>
        <RiskWarning compact />
      </Form>
    </Modal>
  );
}
