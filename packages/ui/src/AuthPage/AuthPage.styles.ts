import styled from 'styled-components';

export const StyledAuthPage = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.space[8]} ${({ theme }) => theme.space[4]};
`;

export const StyledAuthCard = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[6]};
  width: 100%;
  max-width: ${({ theme }) => theme.sizes.formWidth};
  padding: ${({ theme }) => theme.space[8]} ${({ theme }) => theme.space[6]};
  border: ${({ theme }) => theme.sizes.borderWidth} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.md};

  ${({ theme }) => theme.media.sm} {
    padding: ${({ theme }) => theme.space[10]} ${({ theme }) => theme.space[8]};
  }
`;

export const StyledAuthHeader = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  text-align: center;
`;

export const StyledAuthTitle = styled.h1`
  font-size: ${({ theme }) => theme.typography.sizes.xxl};
  font-weight: ${({ theme }) => theme.typography.weights.bold};
  line-height: ${({ theme }) => theme.typography.lineHeights.tight};
`;

export const StyledAuthSubtitle = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The form of an auth page: its fields stacked with even gaps. */
export const StyledAuthForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
`;

export const StyledAuthFooter = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typography.sizes.sm};
  text-align: center;

  a {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: ${({ theme }) => theme.typography.weights.semibold};
  }
`;
