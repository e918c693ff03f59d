import { useMemo } from 'react';
import { useTheme } from 'styled-components';
import { scoresAtPriceWeight, whatFlipsTheWinner } from '@mieux-disant/domain';
import type { FlipCandidate, FlipCriterion } from '@mieux-disant/domain';
import {
  StyledChart,
  StyledFlip,
  StyledHeading,
  StyledLegend,
  StyledList,
  StyledSwatch,
} from './FlipChart.styles';

export interface FlipChartProps {
  /** The confirmed criteria with their weights; the price criterion is marked. Required. */
  criteria: readonly FlipCriterion[];
  /** The ranked candidates with their category notes ('x/20'). Required. */
  candidates: readonly FlipCandidate[];
  /** How many note changes to list, smallest first. Default: 3. */
  noteChanges?: number;
}

export const FLIP_HEADING = 'Ce qui ferait changer le premier';

// The chart is drawn in its own units and scales with its container (viewBox).
const WIDTH = 480;
const HEIGHT = 220;
const PAD = { left: 36, right: 12, top: 12, bottom: 32 };

function scaleX(weight: number, total: number): number {
  return PAD.left + ((WIDTH - PAD.left - PAD.right) * weight) / (total || 1);
}

function scaleY(score: number, top: number): number {
  return HEIGHT - PAD.bottom - ((HEIGHT - PAD.top - PAD.bottom) * score) / (top || 1);
}

/**
 * What flips the winner: the overall notes of every candidate as the price weight moves from 0 to the
 * total (the other weights scaled in proportion), the current weight and the weight where the first
 * place changes; in words, that weight and the smallest note changes that tie the first place.
 */
export function FlipChart({ criteria, candidates, noteChanges = 3 }: FlipChartProps) {
  const theme = useTheme();
  const flips = useMemo(() => whatFlipsTheWinner(criteria, candidates), [criteria, candidates]);
  const total = criteria.reduce((sum, c) => sum + c.weight, 0);
  const price = criteria.find((c) => c.price);
  const series = [
    theme.colors.primary,
    theme.colors.success,
    theme.colors.warning,
    theme.colors.danger,
    theme.colors.textMuted,
  ];
  const ends = [0, total].map((w) =>
    scoresAtPriceWeight(criteria, candidates, w).map((s) => s.score.toNumber()),
  );
  const flipAt = flips.priceWeight ? flips.priceWeight.at.toNumber() : null;
  return (
    <StyledFlip aria-labelledby="flip-heading">
      <StyledHeading id="flip-heading">{FLIP_HEADING}</StyledHeading>
      <p>{flips.priceWeightMessage}</p>
      {price && candidates.length > 1 ? (
        <>
          <StyledChart
            viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
            role="img"
            aria-label={`Notes globales selon la pondération du critère ${price.name}`}
          >
            <line
              x1={PAD.left}
              x2={WIDTH - PAD.right}
              y1={scaleY(0, total)}
              y2={scaleY(0, total)}
              stroke={theme.colors.border}
            />
            <text x={PAD.left} y={HEIGHT - 8}>
              0
            </text>
            <text x={WIDTH - PAD.right} y={HEIGHT - 8} textAnchor="end">
              {total}
            </text>
            <text x={WIDTH / 2} y={HEIGHT - 8} textAnchor="middle">
              Pondération du critère {price.name}
            </text>
            <text x={4} y={scaleY(total, total) + 4}>
              {total}
            </text>
            {candidates.map((candidate, i) => (
              <line
                key={candidate.name}
                x1={scaleX(0, total)}
                x2={scaleX(total, total)}
                y1={scaleY(ends[0]?.[i] ?? 0, total)}
                y2={scaleY(ends[1]?.[i] ?? 0, total)}
                stroke={series[i % series.length]}
                strokeWidth={2}
              />
            ))}
            <line
              x1={scaleX(price.weight, total)}
              x2={scaleX(price.weight, total)}
              y1={PAD.top}
              y2={scaleY(0, total)}
              stroke={theme.colors.text}
              strokeDasharray="4 3"
            />
            {flipAt !== null ? (
              <line
                x1={scaleX(flipAt, total)}
                x2={scaleX(flipAt, total)}
                y1={PAD.top}
                y2={scaleY(0, total)}
                stroke={theme.colors.danger}
                strokeDasharray="2 2"
              />
            ) : null}
          </StyledChart>
          <StyledLegend aria-label="Légende">
            {candidates.map((candidate, i) => (
              <li key={candidate.name}>
                <StyledSwatch $colour={series[i % series.length] as string} aria-hidden="true" />
                {candidate.name}
              </li>
            ))}
            <li>Trait pointillé noir : pondération actuelle ({price.weight})</li>
            {flipAt !== null ? <li>Trait pointillé rouge : bascule ({flips.priceWeight?.to})</li> : null}
          </StyledLegend>
        </>
      ) : null}
      {flips.notes.length > 0 ? (
        <StyledList aria-label="Plus petits changements de note">
          {flips.notes.slice(0, noteChanges).map((flip) => (
            <li key={`${flip.criterion}-${flip.candidate}`}>{flip.message}</li>
          ))}
        </StyledList>
      ) : null}
    </StyledFlip>
  );
}
