import { eachMonthOfInterval } from 'date-fns';
import { formatDateFr } from '@mieux-disant/domain';
import type { CompanyAnalysis } from '@mieux-disant/domain';
import {
  StyledCard,
  StyledCardTitle,
  StyledPageHeader,
  StyledPageTitle,
  StyledSubtitle,
} from '../analysisLayout/analysisLayout.styles';
import { StyledCards, StyledMuted } from './DetailedAnalysis.styles';
import {
  StyledAxis,
  StyledBar,
  StyledCardHeader,
  StyledMilestone,
  StyledMilestoneText,
  StyledMilestones,
  StyledTick,
  StyledTrack,
} from './OtherAnalyses.styles';

export interface PlanningAnalysisProps {
  /** The ranked analyses, whose `Délais.planning` holds the milestones. Required. */
  analyses: readonly CompanyAnalysis[];
}

interface Milestone {
  key: string;
  title: string;
  start: number;
  end: number;
  startIso: string;
  endIso: string;
  detail: string;
}

function milestonesOf(analysis: CompanyAnalysis): Milestone[] {
  return Object.entries(analysis['Délais']?.planning ?? {})
    .map(([key, entry]) => ({
      key,
      title: entry.titre,
      start: Date.parse(entry['début']),
      end: Date.parse(entry.fin),
      startIso: entry['début'],
      endIso: entry.fin,
      detail: entry['détail'],
    }))
    .filter((milestone) => !Number.isNaN(milestone.start) && !Number.isNaN(milestone.end))
    .sort((a, b) => a.start - b.start);
}

/**
 * 'janv. 2025': the month as French abbreviates it (the platform's CLDR data, the same text as date-fns'
 * `fr` locale without shipping that locale to the host).
 */
const monthText = (month: Date) =>
  new Intl.DateTimeFormat('fr-FR', { month: 'short', year: 'numeric' }).format(month);

/** Position of a date on the shared axis, in %. */
function percent(value: number, from: number, span: number): number {
  return span === 0 ? 0 : ((value - from) / span) * 100;
}

/**
 * 'Analyse du Planning': each company's key milestones on one shared time axis (months), so their
 * schedules compare at a glance; every milestone also reads as text (title, dates DD/MM/YYYY, détail).
 */
export function PlanningAnalysis({ analyses }: PlanningAnalysisProps) {
  const plans = analyses.map((analysis) => ({ analysis, milestones: milestonesOf(analysis) }));
  const all = plans.flatMap((plan) => plan.milestones);
  const from = Math.min(...all.map((m) => m.start));
  const to = Math.max(...all.map((m) => m.end));
  const span = to - from;
  const months = all.length > 0 ? eachMonthOfInterval({ start: from, end: to }) : [];

  const axis =
    months.length > 0 ? (
      <StyledAxis aria-hidden="true">
        {months.map((month) => (
          <StyledTick
            key={month.getTime()}
            style={{ left: `${Math.max(0, percent(month.getTime(), from, span))}%` }}
          >
            {monthText(month)}
          </StyledTick>
        ))}
      </StyledAxis>
    ) : null;

  return (
    <>
      <StyledPageHeader>
        <StyledPageTitle>Analyse du Planning</StyledPageTitle>
        <StyledSubtitle>
          Jalons clés proposés par chaque candidat, sur une même échelle de temps.
        </StyledSubtitle>
      </StyledPageHeader>
      <StyledCards>
        {plans.map(({ analysis, milestones }) => (
          <StyledCard key={analysis.id} aria-label={analysis.compagnie}>
            <StyledCardHeader>
              <StyledCardTitle>{analysis.compagnie}</StyledCardTitle>
              {analysis['Délais']?.note ? <span>Note : {analysis['Délais'].note}</span> : null}
            </StyledCardHeader>
            {milestones.length === 0 ? (
              <StyledMuted>Aucun jalon fourni.</StyledMuted>
            ) : (
              <>
                {axis}
                <StyledMilestones>
                  {milestones.map((milestone) => (
                    <StyledMilestone key={milestone.key}>
                      <StyledMilestoneText>
                        <strong>{milestone.title}</strong>
                        <span>
                          du {formatDateFr(milestone.startIso)} au {formatDateFr(milestone.endIso)}
                        </span>
                      </StyledMilestoneText>
                      <StyledTrack aria-hidden="true">
                        <StyledBar
                          style={{
                            left: `${percent(milestone.start, from, span)}%`,
                            width: `${percent(milestone.end, from, span) - percent(milestone.start, from, span)}%`,
                          }}
                        />
                      </StyledTrack>
                      {milestone.detail ? <StyledMuted>{milestone.detail}</StyledMuted> : null}
                    </StyledMilestone>
                  ))}
                </StyledMilestones>
              </>
            )}
          </StyledCard>
        ))}
      </StyledCards>
    </>
  );
}
