import styled from 'styled-components';

export const StyledFindings = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.typography.sizes.sm};
`;

export const StyledHeading = styled.h3`
  font-size: ${({ theme }) => theme.typography.sizes.sm};
  font-weight: ${({ theme }) => theme.typography.weights.semibold};
`;

export const StyledList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  list-style: none;
`;

export const StyledFinding = styled.li`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[1]};
  line-height: ${({ theme }) => theme.typography.lineHeights.normal};
`;

export const StyledSound = styled.p`
  color: ${({ theme }) => theme.tones.done.foreground};
`;

export const StyledMuted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;
