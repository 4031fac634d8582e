import { useAtomValue } from 'jotai';
import { useId, useMemo } from 'react';
import { type FieldError, useForm } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { Link, Navigate, useParams } from 'react-router-dom';
import { isLoggedInAtom } from 'shared-api/session';
import { Alert } from 'shared-ui/alert';
import { Button } from 'shared-ui/button';
import { Card } from 'shared-ui/card';
import { Checkbox } from 'shared-ui/checkbox';
import { useDocumentTitle } from 'shared-ui/document-title';
import { Field } from 'shared-ui/field';
import { useCurrentLanguage } from 'shared-ui/i18n';
import { Input } from 'shared-ui/input';
import { PasswordInput } from 'shared-ui/password-input';
import { Select } from 'shared-ui/select';
import styled from 'styled-components';
import { usePasswordRules } from '../../../hooks/use-password-rules';
import { NAMESPACE } from '../../../i18n';
import { type SignupField, useSignupSubmit } from '../hooks/use-signup';
import { countriesIn, findCountry } from '../utils/countries';
import {
  checkConfirmation,
  checkDateOfBirth,
  checkNewPassword,
  latestBirthDate,
  requiredText,
  signupMessages,
  summaryOf,
} from '../utils/signup-checks';
import { CountryInput } from './country-field';

const Page = styled.section`
  max-width: 44rem;
  margin: 0 auto;
  padding: ${({ theme }) => theme.spacing.xl} ${({ theme }) => theme.spacing.md};
`;

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.md};
`;

/** Two fields side by side where there is room, one under the other on a phone. */
const Pair = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr));
  gap: ${({ theme }) => theme.spacing.md};
`;

const Title = styled.h1`
  margin: 0 0 ${({ theme }) => theme.spacing.xs};
  font-size: ${({ theme }) => theme.fontSizes.xxl};
`;

const Intro = styled.p`
  margin: 0 0 ${({ theme }) => theme.spacing.lg};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Aside = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Problems = styled.ul`
  margin: 0;
  padding-left: 1.25rem;
`;

interface SignupValues {
  firstname: string;
  lastname: string;
  username: string;
  email: string;
  gender: '' | 'male' | 'female';
  country: string;
  age: string;
  password: string;
  password_confirmation: string;
  referred_by: string;
  terms: boolean;
}

/**
 * /signup and /signup/:referralCode (spec §2 Signup form, §5, §8). Every field is checked with the
 * contract's rules before sending; the spec's messages are listed above the fields, and each field's own
 * problem beside it. On the referral route the referral ID is filled in and read-only. Typed values stay
 * after any failure; success toasts and goes to /login.
 */
export function SignupPage() {
  const { t } = useTranslation(NAMESPACE);
  useDocumentTitle(t('signup.title'));
  const { referralCode } = useParams();
  const language = useCurrentLanguage();
  const countries = useMemo(() => countriesIn(language), [language]);
  const rules = usePasswordRules();
  const isLoggedIn = useAtomValue(isLoggedInAtom);
  const { submit, pending, error } = useSignupSubmit();
  const titleId = useId();
  const {
    register,
    handleSubmit,
    setError,
    getValues,
    formState: { errors, isSubmitted },
  } = useForm<SignupValues>({
    defaultValues: {
      firstname: '',
      lastname: '',
      username: '',
      email: '',
      gender: '',
      country: '',
      age: '',
      password: '',
      password_confirmation: '',
      referred_by: referralCode ?? '',
      terms: false,
    },
  });

  if (isLoggedIn) return <Navigate to="/dashboard" replace />;

  /** A field's problem as text: this form's own check gives a catalog key, the server its own words. */
  const problemText = (problem: FieldError | undefined): string | undefined =>
    problem?.message && (problem.type === 'server' ? problem.message : t(problem.message));

  const summary = isSubmitted
    ? summaryOf(
        Object.values(errors).map((problem) => (problem.type === 'server' ? undefined : problem.message)),
      )
    : [];

  const onSubmit = handleSubmit(async (values) => {
    const country = findCountry(countries, values.country);
    if (!country || values.gender === '') return;
    const problems = await submit({
      firstname: values.firstname.trim(),
      lastname: values.lastname.trim(),
      username: values.username.trim(),
      email: values.email.trim(),
      gender: values.gender,
      country: country.englishName,
      age: values.age,
      password: values.password,
      password_confirmation: values.password_confirmation,
      referred_by: values.referred_by.trim() || null,
    });
    problems.forEach(({ name, message }: { name: SignupField; message: string }, index) => {
      setError(name, { type: 'server', message }, { shouldFocus: index === 0 });
    });
  });

  return (
    <Page aria-labelledby={titleId}>
      <Card>
        <Title id={titleId}>{t('signup.title')}</Title>
        <Intro>{t('signup.intro')}</Intro>
        <Form aria-labelledby={titleId} noValidate onSubmit={onSubmit}>
          {summary.length > 0 && (
            <Alert tone="error">
              <Problems>
                {summary.map((key) => (
                  <li key={key}>{t(key)}</li>
                ))}
              </Problems>
            </Alert>
          )}
          {error && <Alert tone="error">{error}</Alert>}
          <Pair>
            <Field label={t('signup.firstname')} error={problemText(errors.firstname)} required>
              <Input
                autoComplete="given-name"
                required
                {...register('firstname', { validate: requiredText })}
              />
            </Field>
            <Field label={t('signup.lastname')} error={problemText(errors.lastname)} required>
              <Input
                autoComplete="family-name"
                required
                {...register('lastname', { validate: requiredText })}
              />
            </Field>
          </Pair>
          <Pair>
            <Field label={t('signup.username')} error={problemText(errors.username)} required>
              <Input
                autoComplete="username"
                autoCapitalize="none"
                spellCheck={false}
                required
                {...register('username', { validate: requiredText })}
              />
            </Field>
            <Field label={t('signup.email')} error={problemText(errors.email)} required>
              <Input
                type="email"
                autoComplete="email"
                spellCheck={false}
                required
                {...register('email', { validate: requiredText })}
              />
            </Field>
          </Pair>
          <Pair>
            <Field label={t('signup.gender')} error={problemText(errors.gender)} required>
              <Select
                required
                placeholder={t('signup.genderPlaceholder')}
                options={[
                  { value: 'male', label: t('signup.male') },
                  { value: 'female', label: t('signup.female') },
                ]}
                {...register('gender', { validate: requiredText })}
              />
            </Field>
            <Field label={t('signup.dateOfBirth')} error={problemText(errors.age)} required>
              <Input
                type="date"
                autoComplete="bday"
                max={latestBirthDate()}
                required
                {...register('age', { validate: (value) => checkDateOfBirth(value) })}
              />
            </Field>
          </Pair>
          <Field
            label={t('signup.country')}
            hint={t('signup.countryHint')}
            error={problemText(errors.country)}
            required
          >
            <CountryInput
              countries={countries}
              required
              {...register('country', {
                validate: (value) => {
                  const filled = requiredText(value);
                  if (filled !== true) return filled;
                  return findCountry(countries, value) !== undefined || signupMessages.countryUnknown;
                },
              })}
            />
          </Field>
          <Field label={t('signup.password')} error={problemText(errors.password)} required>
            <PasswordInput
              autoComplete="new-password"
              required
              rules={rules}
              {...register('password', { validate: checkNewPassword, deps: ['password_confirmation'] })}
            />
          </Field>
          <Field
            label={t('signup.confirmPassword')}
            error={problemText(errors.password_confirmation)}
            required
          >
            <PasswordInput
              autoComplete="new-password"
              required
              {...register('password_confirmation', {
                validate: (value) => checkConfirmation(value, getValues('password')),
              })}
            />
          </Field>
          <Field
            label={t('signup.referralId')}
            hint={referralCode ? t('signup.referralFromLink') : t('signup.referralHint')}
            error={problemText(errors.referred_by)}
          >
            <Input
              autoCapitalize="none"
              spellCheck={false}
              readOnly={Boolean(referralCode)}
              {...register('referred_by')}
            />
          </Field>
          <Checkbox
            label={<Trans t={t} i18nKey="signup.terms" components={{ terms: <Link to="/terms" /> }} />}
            error={errors.terms?.message && t(errors.terms.message)}
            {...register('terms', { validate: (accepted) => accepted || signupMessages.terms })}
          />
          <Button type="submit" loading={pending} fullWidth>
            {t('signup.submit')}
          </Button>
          <Aside>
            <Trans t={t} i18nKey="signup.signIn" components={{ login: <Link to="/login" /> }} />
          </Aside>
        </Form>
      </Card>
    </Page>
  );
}
