import styled from 'styled-components';

/** An address as it must be copied: monospace, broken anywhere so a long one never widens the page. */
export const AddressText = styled.code`
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;
  word-break: break-all;
`;
