import { css } from 'styled-components';

/**
 * The small square borderless button of the dialog close, the menu trigger and the notification close,
 * so the three line up; each adds its own hover and focus colours for the surface it sits on.
 */
export const iconButton = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.sizes.controlHeightSm};
  height: ${({ theme }) => theme.sizes.controlHeightSm};
  border: none;
  border-radius: ${({ theme }) => theme.radii.md};
  background: transparent;
  cursor: pointer;
`;
