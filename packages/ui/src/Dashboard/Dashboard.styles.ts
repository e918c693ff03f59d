import styled from 'styled-components';

/** 1 column, 2 from the medium breakpoint, 3 from the large one (SPEC.md §2). */
export const StyledGrid = styled.ul`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[6]};
  margin: 0;
  padding: 0;
  list-style: none;

  > li {
    display: flex;
    min-width: 0;
  }
  > li > * {
    flex: 1;
  }

  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

export const StyledEmpty = styled.section`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[12]} ${({ theme }) => theme.space[6]};
  border: ${({ theme }) => theme.sizes.borderWidth} dashed ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  text-align: center;

  h2 {
    font-size: ${({ theme }) => theme.typography.sizes.xl};
    font-weight: ${({ theme }) => theme.typography.weights.bold};
  }
  p {
    max-width: ${({ theme }) => theme.sizes.formWidth};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

export const StyledCentered = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.space[12]};
  color: ${({ theme }) => theme.colors.primary};
`;
