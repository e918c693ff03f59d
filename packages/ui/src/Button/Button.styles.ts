import styled, { css } from 'styled-components';
import type { ButtonSize, ButtonVariant } from '../theme';

export const StyledButton = styled.button<{
  $variant: ButtonVariant;
  $size: ButtonSize;
  $fullWidth: boolean;
}>(({ theme, $variant, $size, $fullWidth }) => {
  const variant = theme.buttons[$variant];
  const size = theme.buttonSizes[$size];
  return css`
    display: inline-flex;
    align-items: center;
    justify-content: center;
    gap: ${theme.space[2]};
    width: ${$fullWidth ? '100%' : 'auto'};
    min-height: ${size.height};
    padding: 0 ${size.paddingX};
    border: ${theme.sizes.borderWidth} solid ${variant.border};
    border-radius: ${theme.radii.md};
    background: ${variant.background};
    color: ${variant.foreground};
    font-size: ${size.fontSize};
    font-weight: ${theme.typography.weights.semibold};
    line-height: ${theme.typography.lineHeights.tight};
    text-decoration: none;
    white-space: nowrap;
    cursor: pointer;
    transition: background ${theme.durations.fast};

    &:hover:not(:disabled) {
      background: ${variant.hoverBackground};
    }
    &:focus-visible {
      outline: none;
      box-shadow: ${theme.shadows.focus};
    }
    &:disabled {
      cursor: not-allowed;
      background: ${theme.colors.surfaceMuted};
      border-color: ${theme.colors.border};
      color: ${theme.colors.textMuted};
    }
  `;
});
