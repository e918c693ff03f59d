import styled from 'styled-components';

export const StyledChoice = styled.label<{ $disabled: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-height: ${({ theme }) => theme.sizes.controlHeightSm};
  font-size: ${({ theme }) => theme.typography.sizes.sm};
  color: ${({ theme, $disabled }) => ($disabled ? theme.colors.textMuted : theme.colors.text)};
  cursor: ${({ $disabled }) => ($disabled ? 'not-allowed' : 'pointer')};
`;

export const StyledChoiceInput = styled.input`
  flex: none;
  width: ${({ theme }) => theme.sizes.iconSm};
  height: ${({ theme }) => theme.sizes.iconSm};
  margin: 0;
  accent-color: ${({ theme }) => theme.colors.primary};
  cursor: inherit;
`;
