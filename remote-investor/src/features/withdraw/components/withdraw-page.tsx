import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { coins } from 'shared-api/address-calls';
import { profileAtom } from 'shared-api/session';
import type { PaymentMethod } from 'shared-api/types';
import { Alert } from 'shared-ui/alert';
import { Button } from 'shared-ui/button';
import { Card } from 'shared-ui/card';
import { useDocumentTitle } from 'shared-ui/document-title';
import { Field } from 'shared-ui/field';
import { useFormat } from 'shared-ui/format';
import { Input } from 'shared-ui/input';
import { Select } from 'shared-ui/select';
import { notify } from 'shared-ui/toast';
import styled from 'styled-components';
import { NAMESPACE } from '../../../i18n';
import { useSubmitWithdrawal } from '../hooks/use-submit-withdrawal';
import {
  limitForLevel,
  type WithdrawalInput,
  type WithdrawalProblem,
  withdrawalCents,
  withdrawalProblem,
} from '../hooks/withdrawal-check';

const Page = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.lg};
  max-width: 40rem;
`;

const Heading = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xxl};
`;

const SectionTitle = styled.h2`
  margin: 0 0 ${({ theme }) => theme.spacing.md};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.md};
`;

const Figures = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, max-content) minmax(0, 1fr);
  gap: ${({ theme }) => theme.spacing.xs} ${({ theme }) => theme.spacing.md};
  margin: 0;

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }

  dd {
    margin: 0;
    text-align: right;
    font-weight: ${({ theme }) => theme.fontWeights.medium};
    overflow-wrap: anywhere;
  }
`;

interface WithdrawForm extends WithdrawalInput {
  address: string;
}

const EMPTY: WithdrawForm = { amount: '', method: '', address: '' };

/**
 * /dashboard/make-withdrawal: the wallet and the limit of the user's level first, then amount, currency and
 * address. The spec's three refusals are checked here; anything else is the server's answer. On success the
 * amount is held at once: the wallet (profile) and the latest transaction reload.
 */
export function WithdrawPage() {
  const { t } = useTranslation(NAMESPACE);
  const format = useFormat();
  useDocumentTitle(t('pages.withdraw'));
  const profile = useAtomValue(profileAtom);
  const { submit, pending } = useSubmitWithdrawal();
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const { register, handleSubmit, watch, reset } = useForm<WithdrawForm>({ defaultValues: EMPTY });
  const method = watch('method');

  if (!profile) return null;
  const suspended = profile.suspended === 1;
  const limit = limitForLevel(profile.level);

  const problemText = (found: WithdrawalProblem): string => t(`withdraw.problems.${found}`);

  const onSubmit = handleSubmit(async (input) => {
    setDone(null);
    const found = withdrawalProblem(input, profile.wallet, profile.level);
    const cents = withdrawalCents(input.amount);
    if (found || cents === null) {
      setProblem(found ? problemText(found) : null);
      return;
    }
    setProblem(null);
    const outcome = await submit({
      amount: cents / 100,
      address: input.address.trim(),
      payment_method: input.method as PaymentMethod,
    });
    if (!outcome.ok) {
      setProblem(outcome.message);
      return;
    }
    notify.success(outcome.message);
    setDone(outcome.message);
    reset(EMPTY);
  });

  const coin = coins.find((candidate) => candidate.method === method);
  // The placeholder names the currency; USDT travels on TRC20, which the spec adds as "(trc20)".
  let placeholder = t('withdraw.addressPlaceholderNone');
  if (coin?.method === 'tether') placeholder = t('withdraw.addressPlaceholderTrc20');
  else if (coin) placeholder = t('withdraw.addressPlaceholder', { coin: t(`withdraw.coins.${coin.method}`) });

  return (
    <Page>
      <Heading>{t('pages.withdraw')}</Heading>
      {suspended && (
        <Alert tone="warning" title={t('withdraw.suspended.title')}>
          {t('withdraw.suspended.text')}
        </Alert>
      )}
      <Card as="section" aria-labelledby="withdraw-balance-title">
        <SectionTitle id="withdraw-balance-title">{t('withdraw.balanceTitle')}</SectionTitle>
        <Figures>
          <dt>{t('withdraw.wallet')}</dt>
          <dd data-testid="withdraw-wallet">{format.dollars(profile.wallet)}</dd>
          <dt>{t('withdraw.limit')}</dt>
          <dd>
            {limit.level === 1 && t('withdraw.limitLevel1', { max: format.dollars(limit.max) })}
            {limit.level === 2 && t('withdraw.limitLevel2', { below: format.dollars(limit.below) })}
            {limit.level === 3 && t('withdraw.limitNone')}
          </dd>
        </Figures>
      </Card>
      {done && (
        <Alert tone="success" title={done}>
          {t('withdraw.held')}
        </Alert>
      )}
      <Card as="section">
        <Form noValidate onSubmit={(event) => void onSubmit(event)}>
          <Field label={t('withdraw.amount')}>
            <Input inputMode="decimal" autoComplete="off" disabled={suspended} {...register('amount')} />
          </Field>
          <Field label={t('withdraw.currency')}>
            <Select
              options={coins.map((option) => ({
                value: option.method,
                label: t(`withdraw.coins.${option.method}`),
              }))}
              placeholder={t('withdraw.chooseCurrency')}
              disabled={suspended}
              {...register('method')}
            />
          </Field>
          <Field label={t('withdraw.address')}>
            <Input
              autoComplete="off"
              spellCheck={false}
              placeholder={placeholder}
              disabled={suspended}
              {...register('address')}
            />
          </Field>
          {problem && (
            <Alert tone="error" role="alert">
              {problem}
            </Alert>
          )}
          <div>
            <Button type="submit" loading={pending} disabled={suspended}>
              {t('withdraw.submit')}
            </Button>
          </div>
        </Form>
      </Card>
    </Page>
  );
}
