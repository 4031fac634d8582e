import styled from 'styled-components';
import { controlStyles } from './control';
import type {} from './styled';

/** A styled `<textarea>`: takes every native prop, forwards `ref`. */
export const Textarea = styled.textarea`
  ${controlStyles}
  min-height: 7rem;
  resize: vertical;
`;
