import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { passwordRules } from 'shared-api/input-rules';
import type { PasswordRule } from 'shared-ui/password-input';
import { NAMESPACE } from '../i18n';

/**
 * The server's password rules (shared-api input-rules) with their labels in the visitor's language, for
 * the live checklist under a new password (sign-up and password reset).
 */
export function usePasswordRules(): ReadonlyArray<PasswordRule> {
  const { t } = useTranslation(NAMESPACE);
  return useMemo(
    () =>
      passwordRules.map((rule) => ({ id: rule.id, test: rule.test, label: t(`passwordRules.${rule.id}`) })),
    [t],
  );
}
