import type { ComponentPropsWithRef } from 'react';
import styled from 'styled-components';
import { controlStyles } from './control';
import type {} from './styled';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps extends Omit<ComponentPropsWithRef<'select'>, 'children'> {
  options: ReadonlyArray<SelectOption>;
  /** An empty first choice (value ""), e.g. "Select a currency". It cannot be picked again once left. */
  placeholder?: string;
}

const StyledSelect = styled.select`
  ${controlStyles}
  appearance: none;
  padding-right: 2.5rem;
  background-image: linear-gradient(45deg, transparent 50%, currentColor 50%),
    linear-gradient(135deg, currentColor 50%, transparent 50%);
  background-position: calc(100% - 1.25rem) 50%, calc(100% - 0.9rem) 50%;
  background-size: 0.35rem 0.35rem;
  background-repeat: no-repeat;
  cursor: pointer;
`;

/** A styled native `<select>` built from `options`; every native prop (and `ref`) passes through. */
export function Select({ options, placeholder, ...rest }: SelectProps) {
  const showPlaceholderFirst =
    placeholder !== undefined && rest.value === undefined && rest.defaultValue === undefined;
  return (
    <StyledSelect {...(showPlaceholderFirst ? { defaultValue: '' } : {})} {...rest}>
      {placeholder !== undefined && (
        <option value="" disabled>
          {placeholder}
        </option>
      )}
      {options.map((o) => (
        <option key={o.value} value={o.value} disabled={o.disabled}>
          {o.label}
        </option>
      ))}
    </StyledSelect>
  );
}
