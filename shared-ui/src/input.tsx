import styled from 'styled-components';
import { controlStyles } from './control';

/** A styled `<input>`: takes every native prop, forwards `ref`. Mark errors with `aria-invalid`. */
export const Input = styled.input`
  ${controlStyles}
`;
