import styled from 'styled-components';
import type { PaymentTone } from '@mieux-disant/domain';

export const StyledCheckout = styled.section`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[5]};
  max-width: ${({ theme }) => theme.sizes.dialogWidth};
  margin: 0 auto;
  padding: ${({ theme }) => theme.space[8]} ${({ theme }) => theme.space[6]};
  border: ${({ theme }) => theme.sizes.borderWidth} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.md};
  text-align: center;
`;

export const StyledStatusIcon = styled.span<{ $tone: PaymentTone }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.space[16]};
  height: ${({ theme }) => theme.space[16]};
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme, $tone }) => theme.paymentTones[$tone].background};
  color: ${({ theme, $tone }) => theme.paymentTones[$tone].foreground};
  font-size: ${({ theme }) => theme.typography.sizes.xxl};
  font-weight: ${({ theme }) => theme.typography.weights.bold};
`;

export const StyledStatusTitle = styled.h1<{ $tone: PaymentTone }>`
  color: ${({ theme, $tone }) => theme.paymentTones[$tone].foreground};
  font-size: ${({ theme }) => theme.typography.sizes.xxl};
  font-weight: ${({ theme }) => theme.typography.weights.bold};
  line-height: ${({ theme }) => theme.typography.lineHeights.tight};
`;

export const StyledMessage = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const StyledSummary = styled.dl`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};
  width: 100%;
  margin: 0;
  padding: ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  text-align: left;

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-weight: ${({ theme }) => theme.typography.weights.semibold};
    overflow-wrap: anywhere;
  }
`;

export const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space[2]};
`;

/** A link that looks like a secondary button. */
export const StyledSecondaryLink = styled.span`
  display: inline-flex;

  > a {
    display: inline-flex;
    align-items: center;
    min-height: ${({ theme }) => theme.buttonSizes.md.height};
    padding: 0 ${({ theme }) => theme.buttonSizes.md.paddingX};
    border: ${({ theme }) => theme.sizes.borderWidth} solid ${({ theme }) => theme.buttons.secondary.border};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.buttons.secondary.background};
    color: ${({ theme }) => theme.buttons.secondary.foreground};
    font-weight: ${({ theme }) => theme.typography.weights.semibold};
    text-decoration: none;
  }
  > a:hover {
    background: ${({ theme }) => theme.buttons.secondary.hoverBackground};
  }
`;
