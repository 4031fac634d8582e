import { cloneElement, isValidElement, type ReactElement, type ReactNode, useId } from 'react';
import styled from 'styled-components';
import type {} from './styled';

/** Props a form control needs to be wired to its label, hint and error. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  'aria-required'?: true;
}

export interface FieldProps {
  label: ReactNode;
  /** Shown under the control in red; marks the control `aria-invalid` and describes it. */
  error?: ReactNode;
  /** Help text under the label, also describing the control. */
  hint?: ReactNode;
  /** Shows a "required" mark beside the label. The control still needs its own `required`. */
  required?: boolean;
  /** Use an existing control id instead of a generated one. */
  id?: string;
  className?: string;
  /**
   * One control element (its `id`, `aria-invalid` and `aria-describedby` are set for you), or a
   * function receiving those props, for controls that put them on an inner element.
   */
  children: ReactElement<Partial<FieldControlProps>> | ((control: FieldControlProps) => ReactNode);
}

const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.xs};
  min-width: 0;
`;

export const Label = styled.label`
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.text};
`;

const Required = styled.span`
  color: ${({ theme }) => theme.colors.danger};
  margin-left: ${({ theme }) => theme.spacing.xxs};
`;

export const Hint = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const ErrorText = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.danger};
`;

/** Joins element ids for `aria-describedby`, dropping empty ones; undefined when none are left. */
export const joinIds = (...ids: Array<string | undefined | false>): string | undefined =>
  ids.filter(Boolean).join(' ') || undefined;

/** Label + control + hint + error, wired with `htmlFor`, `aria-describedby` and `aria-invalid`. */
export function Field({ label, error, hint, required, id, className, children }: FieldProps) {
  const generated = useId();
  const childId = isValidElement(children) ? children.props.id : undefined;
  const controlId = id ?? childId ?? `field-${generated}`;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const hasError = Boolean(error);

  const control: FieldControlProps = {
    id: controlId,
    'aria-invalid': hasError || undefined,
    'aria-describedby': joinIds(hintId, errorId),
    ...(required ? { 'aria-required': true as const } : {}),
  };

  let rendered: ReactNode;
  if (typeof children === 'function') {
    rendered = children(control);
  } else {
    const own = children.props;
    rendered = cloneElement(children, {
      ...control,
      'aria-describedby': joinIds(control['aria-describedby'], own['aria-describedby']),
      'aria-invalid': control['aria-invalid'] ?? own['aria-invalid'],
    });
  }

  return (
    <Wrapper className={className}>
      <Label htmlFor={controlId}>
        {label}
        {required && <Required aria-hidden="true">*</Required>}
      </Label>
      {hint && <Hint id={hintId}>{hint}</Hint>}
      {rendered}
      {error && <ErrorText id={errorId}>{error}</ErrorText>}
    </Wrapper>
  );
}
