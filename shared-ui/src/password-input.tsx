import { type ChangeEvent, type ComponentPropsWithRef, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { joinIds } from './field';
import { Input } from './input';
import type {} from './styled';
import { VisuallyHidden } from './visually-hidden';

export interface PasswordRule {
  id: string;
  label: string;
  test: (password: string) => boolean;
}

export interface PasswordInputProps extends Omit<ComponentPropsWithRef<'input'>, 'type'> {
  /**
   * Rules to show as a live checklist under the field (e.g. `passwordRules` from the API contract).
   * shared-ui depends on nothing of ours, so the caller passes them in.
   */
  rules?: ReadonlyArray<PasswordRule>;
  /** Accessible name of the checklist. */
  rulesLabel?: string;
}

const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.sm};
  min-width: 0;
`;

const InputRow = styled.div`
  position: relative;

  & > input {
    padding-right: 4.75rem;
  }
`;

const Toggle = styled.button`
  position: absolute;
  top: 50%;
  right: ${({ theme }) => theme.spacing.xs};
  transform: translateY(-50%);
  min-height: 2rem;
  padding: 0 ${({ theme }) => theme.spacing.sm};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.primary};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
`;

const Checklist = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(11rem, 1fr));
  gap: ${({ theme }) => theme.spacing.xs} ${({ theme }) => theme.spacing.md};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Rule = styled.li<{ $met: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.xs};
  color: ${({ $met, theme }) => ($met ? theme.colors.success : theme.colors.textMuted)};
`;

const Mark = styled.span`
  display: inline-flex;
  justify-content: center;
  width: 1.1em;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

/**
 * Password field with a Show/Hide toggle and, when `rules` are given, a checklist that ticks each rule
 * as the user types. Controlled (`value` + `onChange`) or uncontrolled; `ref` reaches the `<input>`.
 */
export function PasswordInput({
  rules,
  rulesLabel: rulesLabelProp,
  onChange,
  className,
  ...inputProps
}: PasswordInputProps) {
  const { t } = useTranslation('ui');
  const rulesLabel = rulesLabelProp ?? t('password.rules');
  const [visible, setVisible] = useState(false);
  const [typed, setTyped] = useState(() => String(inputProps.value ?? inputProps.defaultValue ?? ''));
  const current = inputProps.value !== undefined ? String(inputProps.value) : typed;
  const checklistId = `${useId()}-rules`;
  const showRules = rules !== undefined && rules.length > 0;

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    setTyped(event.target.value);
    onChange?.(event);
  };

  const describedBy = joinIds(inputProps['aria-describedby'], showRules && checklistId);

  return (
    <Wrapper className={className}>
      <InputRow>
        <Input
          autoComplete="current-password"
          spellCheck={false}
          autoCapitalize="none"
          {...inputProps}
          aria-describedby={describedBy}
          type={visible ? 'text' : 'password'}
          onChange={handleChange}
        />
        <Toggle
          type="button"
          aria-pressed={visible}
          aria-label={visible ? t('password.hideLabel') : t('password.showLabel')}
          onClick={() => setVisible((v) => !v)}
          disabled={inputProps.disabled}
        >
          {visible ? t('password.hide') : t('password.show')}
        </Toggle>
      </InputRow>
      {showRules && (
        <Checklist id={checklistId} aria-label={rulesLabel}>
          {rules.map((rule) => {
            const met = rule.test(current);
            return (
              <Rule key={rule.id} $met={met} data-met={met}>
                <Mark aria-hidden="true">{met ? '✓' : '○'}</Mark>
                {rule.label}
                <VisuallyHidden>{met ? t('password.ruleMet') : t('password.ruleNotMet')}</VisuallyHidden>
              </Rule>
            );
          })}
        </Checklist>
      )}
    </Wrapper>
  );
}
