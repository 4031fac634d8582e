import { type ChangeEvent, type FormEvent, useId, useState } from 'react';
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
import { type PlanFormValues, planBodyFrom } from './plan-form-values';

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
  /** The server's message of the last failed save. */
  error: string | null;
  onSubmit: (body: PlanBody) => void;
}

/**
 * The create / edit plan form with a live preview of the card users will see. No client checks beyond the
 * input types: the server decides (spec §5) and its message is shown here.
 */
export function PlanForm({ initialValues, submitLabel, status, error, onSubmit }: PlanFormProps) {
  const { t } = useTranslation(NAMESPACE);
  const [values, setValues] = useState(initialValues);
  const previewHeadingId = useId();
  const previewTitleId = useId();
  const update = (event: ChangeEvent<HTMLInputElement>) => {
    const { name, value } = event.target;
    setValues((previous) => ({ ...previous, [name]: value }));
  };
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit(planBodyFrom(values));
  };
  const body = planBodyFrom(values);

  return (
    <Layout>
      <Card as="form" onSubmit={handleSubmit} noValidate aria-label={t('form.label')}>
        <Stack gap="md">
          <Field label={t('form.title')}>
            <Input name="title" value={values.title} onChange={update} autoComplete="off" />
          </Field>
          <Row>
            {numberFields.map(({ name, label, step }) => (
              <Field key={name} label={t(label)}>
                <Input
                  name={name}
                  type="number"
                  inputMode="decimal"
                  step={step}
                  value={values[name]}
                  onChange={update}
                />
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
      <Preview aria-labelledby={previewHeadingId}>
        <PreviewHeading id={previewHeadingId}>{t('form.preview')}</PreviewHeading>
        <PlanCard
          plan={body}
          headingAs="h3"
          titleId={previewTitleId}
          actions={
            <Button disabled title={t('form.demoTitle')}>
              {t('form.demo')}
            </Button>
          }
        />
      </Preview>
    </Layout>
  );
}
