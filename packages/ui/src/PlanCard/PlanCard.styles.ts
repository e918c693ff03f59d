import styled from 'styled-components';

export const StyledPlanCard = styled.section<{ $current: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[5]};
  min-width: 0;
  padding: ${({ theme }) => theme.space[6]};
  border: ${({ theme }) => theme.sizes.focusWidth} solid
    ${({ theme, $current }) => ($current ? theme.colors.primary : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme, $current }) => ($current ? theme.shadows.md : theme.shadows.sm)};
`;

export const StyledPlanHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};

  h2 {
    font-size: ${({ theme }) => theme.typography.sizes.xl};
    font-weight: ${({ theme }) => theme.typography.weights.bold};
  }
`;

export const StyledPrice = styled.p`
  font-size: ${({ theme }) => theme.typography.sizes.display};
  font-weight: ${({ theme }) => theme.typography.weights.bold};
  line-height: ${({ theme }) => theme.typography.lineHeights.tight};
  color: ${({ theme }) => theme.colors.text};

  span {
    font-size: ${({ theme }) => theme.typography.sizes.md};
    font-weight: ${({ theme }) => theme.typography.weights.medium};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

export const StyledFeatures = styled.ul`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: flex;
    gap: ${({ theme }) => theme.space[2]};
  }
`;

export const StyledCheck = styled.span<{ $included: boolean }>`
  flex: none;
  width: ${({ theme }) => theme.sizes.iconSm};
  color: ${({ theme, $included }) => ($included ? theme.colors.success : theme.colors.textMuted)};
  font-weight: ${({ theme }) => theme.typography.weights.bold};
`;

export const StyledPlanAction = styled.div`
  display: flex;
  flex-direction: column;

  > span {
    display: flex;
    flex-direction: column;
  }
`;
