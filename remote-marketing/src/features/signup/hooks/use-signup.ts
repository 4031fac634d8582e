import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ApiError, fieldErrorsOf } from 'shared-api/client';
import { isLanguage } from 'shared-api/languages';
import { useSignup } from 'shared-api/queries/account';
import type { SignupBody } from 'shared-api/types';
import { errorText, i18n } from 'shared-ui/i18n';
import { notify } from 'shared-ui/toast';
import { NAMESPACE } from '../../../i18n';

/** The fields of POST /signup the server may refuse one by one (its 400 `fields`). */
export const signupFields = [
  'firstname',
  'lastname',
  'username',
  'email',
  'gender',
  'country',
  'age',
  'password',
  'password_confirmation',
  'referred_by',
] as const satisfies ReadonlyArray<keyof SignupBody>;

export type SignupField = (typeof signupFields)[number];

export interface SignupProblem {
  name: SignupField;
  message: string;
}

/** Did the server say why (a `message` in its answer)? Otherwise the sign-up's own fallback is shown. */
const serverExplained = (error: unknown): boolean =>
  !(error instanceof ApiError && error.kind === 'http') ||
  (typeof error.body === 'object' &&
    error.body !== null &&
    typeof (error.body as { message?: unknown }).message === 'string');

/**
 * Sends the sign-up (spec §2, §8): on success a toast and /login; a refused field comes back for the form
 * to show beside it; any other failure is kept as `error` (the server's message, else 'An error occurred
 * during signup.'), shown once above the fields. The form keeps what was typed either way.
 */
export function useSignupSubmit() {
  const { t } = useTranslation(NAMESPACE);
  const { mutateAsync, isPending } = useSignup();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<unknown>(null);

  const submit = async (body: SignupBody): Promise<SignupProblem[]> => {
    setFailure(null);
    const language = isLanguage(i18n.language) ? i18n.language : undefined;
    try {
      await mutateAsync({ ...body, ...(language ? { language } : {}) });
      notify.success(t('signup.success'));
      navigate('/login');
      return [];
    } catch (caught) {
      const problems = fieldErrorsOf(caught, signupFields);
      if (problems.length === 0) setFailure(caught);
      return problems;
    }
  };

  return {
    submit,
    pending: isPending,
    error:
      failure === null
        ? null
        : serverExplained(failure)
          ? errorText(failure, t('signup.failed'))
          : t('signup.failed'),
  };
}
