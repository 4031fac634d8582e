import { type ComponentPropsWithRef, type ReactNode, useId } from 'react';
import styled from 'styled-components';
import { ErrorText, joinIds } from './field';
import type {} from './styled';

export interface CheckboxProps extends Omit<ComponentPropsWithRef<'input'>, 'type'> {
  /** Label text; may contain links (e.g. "I accept the <a>terms</a>"). */
  label: ReactNode;
  /** Error shown under the box; marks it `aria-invalid` and describes it. */
  error?: ReactNode;
}

const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.xs};
`;

const Row = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.spacing.sm};
`;

const Box = styled.input`
  flex: none;
  width: 1.25rem;
  height: 1.25rem;
  margin: 0.15rem 0 0;
  accent-color: ${({ theme }) => theme.colors.primary};
  cursor: pointer;

  &:disabled {
    cursor: not-allowed;
  }
`;

const Text = styled.label`
  cursor: pointer;
  line-height: 1.5;
`;

/** A native checkbox with its label beside it; every input prop (and `ref`) passes through. */
export function Checkbox({ label, error, id, className, ...inputProps }: CheckboxProps) {
  const generated = useId();
  const boxId = id ?? `checkbox-${generated}`;
  const errorId = error ? `${boxId}-error` : undefined;
  const describedBy = joinIds(inputProps['aria-describedby'], errorId);
  return (
    <Wrapper className={className}>
      <Row>
        <Box
          {...inputProps}
          type="checkbox"
          id={boxId}
          aria-invalid={error ? true : inputProps['aria-invalid']}
          aria-describedby={describedBy}
        />
        <Text htmlFor={boxId}>{label}</Text>
      </Row>
      {error && <ErrorText id={errorId}>{error}</ErrorText>}
    </Wrapper>
  );
}
