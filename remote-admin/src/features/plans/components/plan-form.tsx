import { useId } from 'react';
import { type Control, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { PlanBody } from 'shared-api/types';
import { Alert } from 'shared-ui/alert';
import { Button } from 'shared-ui/button';
import { Card } from 'shared-ui/card';
import { Field } from 'shared-ui/field';
import { Input } from 'shared-ui/input';
import { Stack } from 'shared-ui/stack';
import { mediaUp } from 'shared-ui/theme';
import styled from 'styled-components';
import { NAMESPACE } from '../../../i18n';
import { PLAN_LIST_PATH, type SaveStatus } from '../hooks/use-save-plan';
import { PlanCard } from './plan-card';
import { type PlanFieldProblem, type PlanFormValues, planBodyFrom, planFields } from './plan-form-values';

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.lg};
  align-items: start;

  ${mediaUp('desktop')} {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
  }
`;

const Preview = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.sm};
`;

const PreviewHeading = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Row = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.md};
  grid-template-columns: repeat(auto-fit, minmax(min(12rem, 100%), 1fr));
`;

type NumberField = Exclude<keyof PlanFormValues, 'title'>;

/** Each number field with its label's catalog key. */
const numberFields: ReadonlyArray<{ name: NumberField; label: string; step: string }> = [
  { name: 'roi', label: 'form.roi', step: 'any' },
  { name: 'duration', label: 'form.duration', step: '1' },
  { name: 'min_amount', label: 'form.minAmount', step: 'any' },
  { name: 'max_amount', label: 'form.maxAmount', step: 'any' },
];

export interface PlanFormProps {
  initialValues: PlanFormValues;
  submitLabel: string;
  status: SaveStatus;
  /** The server's message of the last failed save that is not about one field. */
  error: string | null;
  /** Sends the plan; resolves with the fields the server refused, to show beside them. */
  onSubmit: (body: PlanBody) => Promise<PlanFieldProblem[]>;
}

/**
 * The create / edit plan form with a live preview of the card users will see. No client checks beyond the
 * input types: the server decides (spec §5). What it refuses shows beside the field it names (the first
 * one focused), anything else above the buttons; the typed values stay.
 */
export function PlanForm({ initialValues, submitLabel, status, error, onSubmit }: PlanFormProps) {
  const { t } = useTranslation(NAMESPACE);
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors },
  } = useForm<PlanFormValues>({ defaultValues: initialValues });
  const submit = handleSubmit(async (values) => {
    const problems = await onSubmit(planBodyFrom(values));
    problems.forEach(({ name, message }, index) => {
      setError(name, { type: 'server', message }, { shouldFocus: index === 0 });
    });
  });

  return (
    <Layout>
      <Card as="form" onSubmit={submit} noValidate aria-label={t('form.label')}>
        <Stack gap="md">
          <Field label={t('form.title')} error={errors.title?.message}>
            <Input autoComplete="off" {...register('title')} />
          </Field>
          <Row>
            {numberFields.map(({ name, label, step }) => (
              <Field key={name} label={t(label)} error={errors[name]?.message}>
                <Input type="number" inputMode="decimal" step={step} {...register(name)} />
              </Field>
            ))}
          </Row>
          {error && <Alert tone="error">{error}</Alert>}
          <Stack direction="row" gap="sm">
            <Button type="submit" loading={status === 'saving'} disabled={status === 'saved'}>
              {submitLabel}
            </Button>
            <Button as={Link} to={PLAN_LIST_PATH} variant="secondary">
              {t('form.back')}
            </Button>
          </Stack>
        </Stack>
      </Card>
      <PlanPreview control={control} />
    </Layout>
  );
}

/**
 * The card users will see, following every keystroke. Its own component, so that typing re-renders the
 * preview alone and not the form (whose fields react-hook-form keeps outside React state).
 */
function PlanPreview({ control }: { control: Control<PlanFormValues> }) {
  const { t } = useTranslation(NAMESPACE);
  const [title, roi, duration, min_amount, max_amount] = useWatch({ control, name: planFields });
  const headingId = useId();
  const titleId = useId();
  return (
    <Preview aria-labelledby={headingId}>
      <PreviewHeading id={headingId}>{t('form.preview')}</PreviewHeading>
      <PlanCard
        plan={planBodyFrom({ title, roi, duration, min_amount, max_amount })}
        headingAs="h3"
        titleId={titleId}
        actions={
          <Button disabled title={t('form.demoTitle')}>
            {t('form.demo')}
          </Button>
        }
      />
    </Preview>
  );
}
