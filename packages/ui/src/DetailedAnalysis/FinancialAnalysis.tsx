import { useMemo, useState } from 'react';
import { useTheme } from 'styled-components';
import {
  DEFAULT_GAP_THRESHOLD,
  MAX_GAP_THRESHOLD,
  MIN_GAP_THRESHOLD,
  bestOffer,
  formatDecimalFr,
  formatEuro,
  isSignificantGap,
  matchPriceLines,
  offerTotal,
  parseAmount,
  parseThreshold,
} from '@mieux-disant/domain';
import type { FinancialOffer } from '@mieux-disant/domain';

/** A line's quantity in French with its unit ('171,7 m²'), '—' without one. */
function quantityText(quantity: string | null, unit: string): string {
  const value = parseAmount(quantity);
  return value === null ? '—' : `${formatDecimalFr(value, 3)}${unit ? `\u00a0${unit}` : ''}`;
}
import { TextField } from '../TextField';
import { VirtualRows } from '../virtualRows';
import {
  StyledMessage,
  StyledPageHeader,
  StyledPageTitle,
  StyledPanel,
  StyledSectionTitle,
  StyledSubtitle,
} from '../analysisLayout/analysisLayout.styles';
import { StyledToolbar } from './DetailedAnalysis.styles';
import {
  StyledGapMark,
  StyledHidden,
  StyledLine,
  StyledLines,
  StyledLinesScroll,
  StyledMuted,
  StyledOffer,
  StyledOfferName,
  StyledOfferPrice,
  StyledOffers,
  StyledSpacer,
  StyledThreshold,
  VISIBLE_LINES,
} from './FinancialAnalysis.styles';

export interface FinancialAnalysisProps {
  /** One priced bill per company (GET financial_offers). Required. */
  offers: readonly FinancialOffer[];
  /** The threshold when the page opens, 1 to 100. Default: 10 (SPEC.md §9). */
  defaultThreshold?: number;
}

const GAP_LABEL = 'Écart significatif';

/**
 * 'Analyse Financière': each company's global price (euros HT), the best offer and how much cheaper it
 * is than the average, then every price line side by side. A line whose unit prices differ from their
 * average by more than the threshold is highlighted. Rows are virtualised (1,000 lines × 15 companies).
 */
export function FinancialAnalysis({
  offers,
  defaultThreshold = DEFAULT_GAP_THRESHOLD,
}: FinancialAnalysisProps) {
  const theme = useTheme();
  const rowHeight = Number.parseInt(theme.sizes.controlHeight, 10);
  const [thresholdInput, setThresholdInput] = useState(String(defaultThreshold));
  const threshold = parseThreshold(thresholdInput);
  const lines = useMemo(() => matchPriceLines(offers), [offers]);
  const gaps = useMemo(() => lines.map((line) => isSignificantGap(line, threshold)), [lines, threshold]);
  const gapCount = gaps.filter(Boolean).length;
  const best = bestOffer(offers);
  const [scrollElement, setScrollElement] = useState<HTMLDivElement | null>(null);
  const columns = 3 + offers.length;

  // The rows above and below the rendered lines, so that the scroll bar spans every line.
  const spacer = (height: number) =>
    height > 0 ? (
      <StyledSpacer aria-hidden="true">
        <td colSpan={columns} style={{ height }} />
      </StyledSpacer>
    ) : null;

  const renderLine = (index: number) => {
    const line = lines[index];
    if (!line) return null;
    const gap = gaps[index] ?? false;
    return (
      <StyledLine key={line.key} $gap={gap} aria-rowindex={index + 2}>
        <td className="text">
          {line.priceNumber}
          {gap ? (
            // A sign keeps the number column narrow; the words stay for screen readers.
            <StyledGapMark title={GAP_LABEL}>
              <span aria-hidden="true"> ⚠</span>
              <StyledHidden>{GAP_LABEL}</StyledHidden>
            </StyledGapMark>
          ) : null}
        </td>
        <td className="text designation" title={line.description}>
          {line.description}
        </td>
        <td>{quantityText(line.quantity, line.unit)}</td>
        {line.unitPrices.map((price, column) => (
          <td key={offers[column]?.name ?? column}>{formatEuro(price)}</td>
        ))}
      </StyledLine>
    );
  };

  return (
    <>
      <StyledPageHeader>
        <StyledPageTitle>Analyse Financière</StyledPageTitle>
        <StyledSubtitle>
          Comparaison des offres de prix des candidats, montants en euros hors taxes (HT).
        </StyledSubtitle>
      </StyledPageHeader>
      {offers.length === 0 ? (
        <StyledMessage $tone="neutral">Aucune offre financière disponible.</StyledMessage>
      ) : (
        <>
          {best ? (
            <StyledMessage $tone="done">
              Meilleure offre : {best.offer.name} — {formatEuro(offerTotal(best.offer))} HT, soit{' '}
              {best.cheaperThanAveragePercent}&nbsp;% de moins que la moyenne des offres.
            </StyledMessage>
          ) : null}
          <StyledOffers aria-label="Prix globaux">
            {offers.map((offer) => (
              <StyledOffer key={offer.name} $best={best?.offer === offer}>
                <StyledOfferName>{offer.name}</StyledOfferName>
                <StyledOfferPrice>{formatEuro(offerTotal(offer))} HT</StyledOfferPrice>
                <StyledMuted>{offer.items.length} lignes de prix</StyledMuted>
              </StyledOffer>
            ))}
          </StyledOffers>
          <StyledPanel aria-labelledby="financial-lines-title">
            <StyledToolbar>
              <StyledSectionTitle id="financial-lines-title">Lignes de prix</StyledSectionTitle>
              <StyledThreshold>
                <TextField
                  label="Seuil d'écart significatif (%)"
                  type="number"
                  min={MIN_GAP_THRESHOLD}
                  max={MAX_GAP_THRESHOLD}
                  step={1}
                  value={thresholdInput}
                  onChange={(event) => setThresholdInput(event.currentTarget.value)}
                />
              </StyledThreshold>
            </StyledToolbar>
            <StyledMessage $tone={gapCount > 0 ? 'warning' : 'done'} role="status">
              {gapCount} ligne{gapCount > 1 ? 's' : ''} sur {lines.length} avec un écart de plus de{' '}
              {threshold}&nbsp;% à la moyenne
            </StyledMessage>
            <StyledLinesScroll
              ref={setScrollElement}
              tabIndex={0}
              role="region"
              aria-label="Lignes de prix comparées"
            >
              <StyledLines aria-rowcount={lines.length + 1}>
                <thead>
                  <tr aria-rowindex={1}>
                    <th scope="col" className="text">
                      N°
                    </th>
                    <th scope="col" className="text designation">
                      Désignation
                    </th>
                    <th scope="col">Quantité</th>
                    {offers.map((offer) => (
                      <th key={offer.name} scope="col">
                        {offer.name}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  <VirtualRows
                    count={lines.length}
                    rowHeight={rowHeight}
                    visibleRows={VISIBLE_LINES}
                    overscan={10}
                    scrollElement={scrollElement}
                  >
                    {(items, totalSize) => (
                      <>
                        {spacer(items[0]?.start ?? 0)}
                        {items.map((item) => renderLine(item.index))}
                        {spacer(totalSize - (items.at(-1)?.end ?? 0))}
                      </>
                    )}
                  </VirtualRows>
                </tbody>
              </StyledLines>
            </StyledLinesScroll>
          </StyledPanel>
        </>
      )}
    </>
  );
}
