import styled from 'styled-components';
import { controlStyles } from '../TextField/TextField.styles';

/** Minimum heights in control heights, so a text area lines up with the fields beside it. */
const minHeights = { regular: 3, compact: 2 } as const;

export type TextAreaHeight = keyof typeof minHeights;

export const StyledTextArea = styled.textarea<{
  $invalid: boolean;
  $height: TextAreaHeight;
  $monospace: boolean;
}>`
  ${controlStyles}
  min-height: calc(${({ theme }) => theme.sizes.controlHeight} * ${({ $height }) => minHeights[$height]});
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  font-family: ${({ theme, $monospace }) => ($monospace ? theme.typography.monoFamily : 'inherit')};
  resize: vertical;
`;
