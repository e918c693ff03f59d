// Page furniture shared by the analysis workflow screens (upload, criteria, results, detailed pages),
// so they line up with each other: one page width, one heading scale, one section rhythm.
import styled, { css } from 'styled-components';

export const StyledPage = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  width: 100%;
  max-width: ${({ theme }) => theme.sizes.contentWidth};
  margin: 0 auto;
  padding: ${({ theme }) => theme.space[4]};

  ${({ theme }) => theme.media.md} {
    padding: ${({ theme }) => theme.space[8]};
  }
`;

export const StyledPageHeader = styled.header`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
`;

export const StyledPageTitle = styled.h1`
  font-size: ${({ theme }) => theme.typography.sizes.xxl};
  font-weight: ${({ theme }) => theme.typography.weights.bold};
  line-height: ${({ theme }) => theme.typography.lineHeights.tight};
`;

export const StyledSubtitle = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const StyledSectionTitle = styled.h2`
  font-size: ${({ theme }) => theme.typography.sizes.xl};
  font-weight: ${({ theme }) => theme.typography.weights.semibold};
  line-height: ${({ theme }) => theme.typography.lineHeights.tight};
`;

/** The raised white surface of panels and company cards. */
const surface = css`
  border: ${({ theme }) => `${theme.sizes.borderWidth} solid ${theme.colors.border}`};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.sm};
`;

export const StyledPanel = styled.section`
  ${surface}
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[4]};

  ${({ theme }) => theme.media.sm} {
    padding: ${({ theme }) => theme.space[6]};
  }
`;

/** One company's card, on the results grid and on every detailed page. */
export const StyledCard = styled.article`
  ${surface}
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[5]};
`;

/** The company name on its card; long names wrap anywhere rather than overflow. */
export const StyledCardTitle = styled.h2`
  font-size: ${({ theme }) => theme.typography.sizes.lg};
  font-weight: ${({ theme }) => theme.typography.weights.semibold};
  overflow-wrap: anywhere;
`;

/** Bulleted points (strengths, weaknesses, references) indented under their heading. */
export const bulletList = css`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  margin: 0;
  padding-left: ${({ theme }) => theme.space[5]};
`;

/** A row with its ends pushed apart (a title and its button, 'Ajouter' and 'Continuer'); wraps on phones. */
export const StyledSpreadRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
`;

/** The heading of a block inside a panel (a company, the imported files). */
export const StyledPanelTitle = styled.h2`
  font-size: ${({ theme }) => theme.typography.sizes.lg};
  font-weight: ${({ theme }) => theme.typography.weights.semibold};
`;

export const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[3]};
`;

/** An inline message with a tone: progress (blue), done (green), warning (amber), error (red). */
export const StyledMessage = styled.p<{ $tone: 'progress' | 'done' | 'warning' | 'error' | 'neutral' }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $tone }) => theme.tones[$tone].background};
  color: ${({ theme, $tone }) => theme.tones[$tone].foreground};
  font-size: ${({ theme }) => theme.typography.sizes.sm};
`;

export const StyledCounter = styled.p<{ $over: boolean }>`
  font-variant-numeric: tabular-nums;
  font-weight: ${({ theme }) => theme.typography.weights.semibold};
  color: ${({ theme, $over }) => ($over ? theme.tones.error.foreground : theme.colors.text)};
`;

/** A table of text rows read left to right (document checks, audit trail), scrolled sideways when narrow. */
export const StyledDataTableScroll = styled.div`
  overflow-x: auto;
`;

export const StyledDataTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.typography.sizes.sm};

  th,
  td {
    padding: ${({ theme }) => theme.space[2]};
    border-bottom: ${({ theme }) => `${theme.sizes.borderWidth} solid ${theme.colors.surfaceMuted}`};
    text-align: left;
    vertical-align: top;
    overflow-wrap: anywhere;
  }
  thead th {
    background: ${({ theme }) => theme.colors.surfaceMuted};
    font-weight: ${({ theme }) => theme.typography.weights.semibold};
    /* A heading over a column of short values (« Motif ») keeps its words whole. */
    overflow-wrap: normal;
  }
  caption {
    text-align: left;
    padding-bottom: ${({ theme }) => theme.space[2]};
    font-weight: ${({ theme }) => theme.typography.weights.semibold};
  }
`;
