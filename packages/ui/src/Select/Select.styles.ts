import styled from 'styled-components';
import { controlStyles } from '../TextField/TextField.styles';

export const StyledSelect = styled.select<{ $invalid: boolean }>`
  ${controlStyles}
  cursor: pointer;
`;
