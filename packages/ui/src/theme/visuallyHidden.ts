import { css } from 'styled-components';

/**
 * Hides content visually while keeping it for screen readers. The 1px box (not 0) is deliberate: some
 * screen readers skip elements without size, so this stays outside the spacing tokens.
 */
export const visuallyHidden = css`
  position: absolute;
  width: 1px;
  height: 1px;
  padding: 0;
  margin: -1px;
  overflow: hidden;
  clip: rect(0, 0, 0, 0);
  white-space: nowrap;
  border: 0;
`;
