import styled from 'styled-components';
import { controlStyles } from './control';
import type {} from './styled';

/** A styled `<input>`: takes every native prop, forwards `ref`. Mark errors with `aria-invalid`. */
export const Input = styled.input`
  ${controlStyles}
`;
