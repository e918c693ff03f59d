import styled, { keyframes } from 'styled-components';
import type { SpinnerSize } from './Spinner';

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

const sizeToken = { sm: 'iconSm', md: 'iconMd', lg: 'iconLg' } as const;

export const StyledSpinner = styled.span<{ $size: SpinnerSize }>`
  display: inline-block;
  flex: none;
  width: ${({ theme, $size }) => theme.sizes[sizeToken[$size]]};
  height: ${({ theme, $size }) => theme.sizes[sizeToken[$size]]};
  border: ${({ theme }) => theme.sizes.focusWidth} solid currentColor;
  border-right-color: transparent;
  border-radius: ${({ theme }) => theme.radii.round};
  animation: ${spin} ${({ theme }) => theme.durations.spin} linear infinite;
`;
