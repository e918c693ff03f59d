import styled from 'styled-components';

export const StyledSummary = styled.p`
  color: ${({ theme }) => theme.colors.text};
  white-space: pre-line;
`;

export const StyledList = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
`;

export const StyledCriterion = styled.div<{ $nested: boolean }>`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme, $nested }) => ($nested ? theme.space[3] : theme.space[4])};
  border: ${({ theme }) => `${theme.sizes.borderWidth} solid ${theme.colors.border}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $nested }) => ($nested ? theme.colors.background : theme.colors.surface)};
`;

/** Toggle, name, weight and delete on one line; on phones the weight and delete go under the name. */
export const StyledCriterionHeader = styled.div`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  align-items: end;
  gap: ${({ theme }) => theme.space[3]};

  ${({ theme }) => theme.media.sm} {
    grid-template-columns: auto minmax(0, 1fr) calc(${({ theme }) => theme.sizes.controlHeight} * 4) auto;
  }
`;

/** A header cell under the name on phones, in its own column from the small breakpoint. */
export const StyledHeaderCell = styled.div`
  grid-column: 2;

  ${({ theme }) => theme.media.sm} {
    grid-column: auto;
  }
`;

export const StyledToggle = styled.button<{ $expanded: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.sizes.controlHeight};
  height: ${({ theme }) => theme.sizes.controlHeight};
  border: ${({ theme }) => `${theme.sizes.borderWidth} solid ${theme.colors.border}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;

  span {
    display: inline-block;
    transform: rotate(${({ $expanded }) => ($expanded ? '90deg' : '0deg')});
    transition: transform ${({ theme }) => theme.durations.fast};
  }
  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
`;

export const StyledBody = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  padding-left: ${({ theme }) => theme.space[4]};
  border-left: ${({ theme }) => `${theme.sizes.focusWidth} solid ${theme.colors.primarySoft}`};
`;

export const StyledButtons = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;

export const StyledPreview = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => `${theme.space[1]} ${theme.space[3]}`};
  margin: 0;
  font-size: ${({ theme }) => theme.typography.sizes.sm};

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
  code {
    font-family: ${({ theme }) => theme.typography.monoFamily};
  }
`;

export const StyledSubTotal = styled.p<{ $ok: boolean }>`
  font-size: ${({ theme }) => theme.typography.sizes.sm};
  font-variant-numeric: tabular-nums;
  color: ${({ theme, $ok }) => ($ok ? theme.tones.done.foreground : theme.tones.warning.foreground)};
`;

export const StyledTotal = styled.p<{ $ok: boolean }>`
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[4]}`};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme, $ok }) => ($ok ? theme.tones.done.background : theme.tones.warning.background)};
  color: ${({ theme, $ok }) => ($ok ? theme.tones.done.foreground : theme.tones.warning.foreground)};
  font-weight: ${({ theme }) => theme.typography.weights.semibold};
  font-variant-numeric: tabular-nums;
`;

export const StyledVariables = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: ${({ theme }) => theme.space[3]};
  border: ${({ theme }) => `${theme.sizes.borderWidth} solid ${theme.colors.border}`};
  border-radius: ${({ theme }) => theme.radii.md};

  legend {
    padding: ${({ theme }) => `0 ${theme.space[1]}`};
    font-size: ${({ theme }) => theme.typography.sizes.sm};
    font-weight: ${({ theme }) => theme.typography.weights.semibold};
  }
`;
