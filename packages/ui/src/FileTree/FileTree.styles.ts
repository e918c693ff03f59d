import styled, { css } from 'styled-components';

export const StyledFileTree = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
`;

export const StyledAlert = styled.p`
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  border: ${({ theme }) => `${theme.sizes.borderWidth} solid ${theme.tones.error.solid}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.dangerSoft};
  color: ${({ theme }) => theme.tones.error.foreground};
  font-size: ${({ theme }) => theme.typography.sizes.sm};
`;

/** Rows the tree shows at most before it scrolls. */
export const VISIBLE_ROWS = 12;

/** The scroll container: twelve rows high, then it scrolls (rows are virtualised). */
export const StyledTree = styled.div`
  max-height: calc(${({ theme }) => theme.sizes.controlHeight} * ${VISIBLE_ROWS});
  overflow: auto;
  border: ${({ theme }) => `${theme.sizes.borderWidth} solid ${theme.colors.border}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
`;

export const StyledEmpty = styled.p`
  padding: ${({ theme }) => theme.space[4]};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typography.sizes.sm};
  text-align: center;
`;

export const StyledCanvas = styled.div`
  position: relative;
  width: 100%;
`;

export const StyledRow = styled.div<{ $level: number }>(
  ({ theme, $level }) => css`
    position: absolute;
    top: 0;
    left: 0;
    display: flex;
    align-items: center;
    gap: ${theme.space[2]};
    width: 100%;
    height: ${theme.sizes.controlHeight};
    padding: 0 ${theme.space[2]} 0 calc(${theme.space[2]} + ${theme.space[5]} * ${$level - 1});
    border-bottom: ${theme.sizes.borderWidth} solid ${theme.colors.surfaceMuted};
    background: ${theme.colors.surface};
    font-size: ${theme.typography.sizes.sm};
    cursor: default;

    &:hover {
      background: ${theme.colors.primarySoft};
    }
    &:focus-visible {
      outline: none;
      box-shadow: inset 0 0 0 ${theme.sizes.focusWidth} ${theme.colors.focus};
    }
  `,
);

export const StyledChevron = styled.svg<{ $expanded: boolean }>`
  flex: none;
  width: ${({ theme }) => theme.sizes.iconSm};
  height: ${({ theme }) => theme.sizes.iconSm};
  color: ${({ theme }) => theme.colors.textMuted};
  transform: rotate(${({ $expanded }) => ($expanded ? '90deg' : '0deg')});
  transition: transform ${({ theme }) => theme.durations.fast};
`;

export const StyledName = styled.span<{ $clickable: boolean }>`
  flex: 1;
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  color: ${({ theme, $clickable }) => ($clickable ? theme.colors.primary : theme.colors.text)};
  cursor: ${({ $clickable }) => ($clickable ? 'pointer' : 'default')};
  text-decoration: ${({ $clickable }) => ($clickable ? 'underline' : 'none')};
  text-underline-offset: ${({ theme }) => theme.space[1]};
`;

export const StyledFolderName = styled.span`
  flex: 1;
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  font-weight: ${({ theme }) => theme.typography.weights.semibold};
`;

export const StyledMeta = styled.span`
  flex: none;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typography.sizes.xs};
  font-variant-numeric: tabular-nums;
`;

export const StyledRadio = styled.input`
  flex: none;
  width: ${({ theme }) => theme.sizes.iconSm};
  height: ${({ theme }) => theme.sizes.iconSm};
  margin: 0;
  accent-color: ${({ theme }) => theme.colors.primary};
  cursor: pointer;
`;

/** Keeps names aligned on rows without a radio. */
export const StyledRadioSpacer = styled.span`
  flex: none;
  width: ${({ theme }) => theme.sizes.iconSm};
`;

export const StyledDot = styled.span`
  flex: none;
  width: ${({ theme }) => theme.space[2]};
  height: ${({ theme }) => theme.space[2]};
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.tones.error.solid};
`;

export const StyledIconButton = styled.button<{ $tone: 'neutral' | 'error' }>`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.sizes.controlHeightSm};
  height: ${({ theme }) => theme.sizes.controlHeightSm};
  padding: 0;
  border: none;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme, $tone }) => theme.tones[$tone].foreground};
  cursor: pointer;

  &:hover:not(:disabled) {
    background: ${({ theme, $tone }) => theme.tones[$tone].background};
  }
  &:disabled {
    cursor: not-allowed;
    color: ${({ theme }) => theme.colors.border};
  }
  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
  svg {
    width: ${({ theme }) => theme.sizes.iconSm};
    height: ${({ theme }) => theme.sizes.iconSm};
  }
`;
