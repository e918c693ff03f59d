import { useId, useState } from 'react';
import {
  criteriaOfCategory,
  criterionNote,
  formatNoteFr,
  noteFraction,
  subCriterionNote,
  weightLabel,
} from '@mieux-disant/domain';
import type {
  AnalysisEdit,
  CategoryEvaluation,
  CompanyAnalysis,
  CriterionNote,
  ResultCriterion,
} from '@mieux-disant/domain';
import { Button } from '../Button';
import { TextArea } from '../TextArea';
import { TextField } from '../TextField';
import {
  StyledActions,
  StyledCard,
  StyledCardTitle,
  StyledPageHeader,
  StyledPageTitle,
  StyledSubtitle,
} from '../analysisLayout/analysisLayout.styles';
import {
  StyledCards,
  StyledEditGrid,
  StyledFacts,
  StyledMuted,
  StyledToolbar,
} from './DetailedAnalysis.styles';
import { RequirementMatrix } from './RequirementMatrix';

/** The categories shown with a note, a détail, strengths and weaknesses. */
export type EvaluatedCategory = 'Technique' | 'Méthodologie' | 'Environnement' | 'Sécurité';

/**
 * One company's edited evaluation: the API contract's edit (`PUT /api/tender/analysis_results/:id`) of
 * a category this page shows, with its strengths and weaknesses always given.
 */
export type CategoryEdit = AnalysisEdit &
  Required<Pick<AnalysisEdit, 'points_positifs' | 'points_négatifs'>> & { category: EvaluatedCategory };

export interface CategoryAnalysisProps {
  /** The page title, e.g. 'Analyse Technique'. Required. */
  title: string;
  /** The sentence under it. Required. */
  subtitle: string;
  /** Which section of each analysis to show. Required. */
  category: EvaluatedCategory;
  /** The ranked analyses. Required. */
  analyses: readonly CompanyAnalysis[];
  /**
   * The confirmed criteria (domain `resultCriteria`): each card shows the note of every criterion and
   * sub-criterion of this page's category, on its weight. Default: none (the category's note only).
   */
  criteria?: readonly ResultCriterion[];
  /**
   * Confirm of the edit mode, with the evaluations the user changed (only those); the host saves them
   * and passes back the re-ranked analyses. Without it the page has no edit mode. Default: none.
   */
  onConfirmEdits?: (edits: CategoryEdit[]) => void;
}

interface Draft {
  note: string;
  detail: string;
  strengths: string;
  weaknesses: string;
}

const EMPTY: CategoryEvaluation = { note: '', détail: '' };

function evaluationOf(analysis: CompanyAnalysis, category: EvaluatedCategory): CategoryEvaluation {
  return analysis[category] ?? EMPTY;
}

function draftOf(evaluation: CategoryEvaluation): Draft {
  return {
    note: evaluation.note,
    detail: evaluation['détail'],
    strengths: (evaluation.points_positifs ?? []).join('\n'),
    weaknesses: (evaluation['points_négatifs'] ?? []).join('\n'),
  };
}

const lines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

const NOTE_FORMAT_MESSAGE = 'La note doit être une fraction, par exemple 14/20.';

function Bullets({ items }: { items: readonly string[] | undefined }) {
  if (!items || items.length === 0) return <StyledMuted>Aucun</StyledMuted>;
  return (
    <ul>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

/** A page criterion of one company: its label (under its parent's), weight and note on that weight. */
interface PageNote {
  key: string;
  title: string;
  note: CriterionNote;
}

function pageNotes(
  analysis: CompanyAnalysis,
  pageCriteria: ReturnType<typeof criteriaOfCategory>,
): PageNote[] {
  return pageCriteria.map(({ criterion, parent }) => ({
    key: `${parent?.key ?? ''}/${criterion.key}`,
    title: `${parent ? `${parent.label} › ` : ''}${criterion.label} (${weightLabel(criterion.weight)})`,
    note: parent ? subCriterionNote(analysis, parent, criterion) : criterionNote(analysis, criterion),
  }));
}

interface ViewCardProps {
  analysis: CompanyAnalysis;
  evaluation: CategoryEvaluation;
  notes: readonly PageNote[];
}

function ViewCard({ analysis, evaluation, notes }: ViewCardProps) {
  const titleId = useId();
  // A category without a note of its own (its criteria were noted elsewhere) shows its criteria's details.
  const ownNote = noteFraction(evaluation.note) !== null;
  const detail = ownNote
    ? evaluation['détail']
    : notes
        .map(({ note }) => note.detail)
        .filter(Boolean)
        .join(' ');
  return (
    <StyledCard aria-labelledby={titleId}>
      <StyledCardTitle id={titleId}>{analysis.compagnie}</StyledCardTitle>
      <StyledFacts>
        {notes.length === 0 ? (
          <div className="inline">
            <dt>Note :</dt>
            <dd>{formatNoteFr(evaluation.note || 'N/A')}</dd>
          </div>
        ) : (
          notes.map(({ key, title, note }) => (
            <div key={key} className="inline">
              <dt>Note : {title}</dt>
              <dd>{note.text}</dd>
            </div>
          ))
        )}
        <div>
          <dt>Détails:</dt>
          <dd className="detail">{detail || 'Détail non disponible'}</dd>
        </div>
        <div>
          <dt>Points forts:</dt>
          <dd>
            <Bullets items={evaluation.points_positifs} />
          </dd>
        </div>
        <div>
          <dt>Points faibles:</dt>
          <dd>
            <Bullets items={evaluation['points_négatifs']} />
          </dd>
        </div>
      </StyledFacts>
    </StyledCard>
  );
}

interface EditCardProps {
  analysis: CompanyAnalysis;
  draft: Draft;
  invalid: boolean;
  onChange: (draft: Draft) => void;
}

function EditCard({ analysis, draft, invalid, onChange }: EditCardProps) {
  const titleId = useId();
  const name = analysis.compagnie;
  return (
    <StyledCard aria-labelledby={titleId}>
      <StyledCardTitle id={titleId}>{name}</StyledCardTitle>
      <StyledEditGrid>
        <TextField
          label="Note :"
          aria-label={`Note de ${name}`}
          value={draft.note}
          error={invalid ? NOTE_FORMAT_MESSAGE : undefined}
          onChange={(event) => onChange({ ...draft, note: event.currentTarget.value })}
        />
        <TextArea
          label="Détails:"
          aria-label={`Détails de ${name}`}
          value={draft.detail}
          onChange={(event) => onChange({ ...draft, detail: event.currentTarget.value })}
        />
      </StyledEditGrid>
      <TextArea
        label="Points forts: (un par ligne)"
        aria-label={`Points forts de ${name}`}
        value={draft.strengths}
        onChange={(event) => onChange({ ...draft, strengths: event.currentTarget.value })}
      />
      <TextArea
        label="Points faibles: (un par ligne)"
        aria-label={`Points faibles de ${name}`}
        value={draft.weaknesses}
        onChange={(event) => onChange({ ...draft, weaknesses: event.currentTarget.value })}
      />
    </StyledCard>
  );
}

/**
 * A category page (Technique, Méthodologie, Environnement, Sécurité): one card per company with
 * 'Note :', 'Détails:' (one line per requirement of the grid), 'Points forts:' and 'Points faibles:';
 * Technique and Méthodologie first compare the companies requirement by requirement. 'Modifier' switches every card to an edit
 * mode; 'Valider les modifications' reports the changed evaluations through `onConfirmEdits` (the
 * original screen saved nothing), 'Annuler' drops them.
 */
export function CategoryAnalysis({
  title,
  subtitle,
  category,
  analyses,
  criteria = [],
  onConfirmEdits,
}: CategoryAnalysisProps) {
  const pageCriteria = criteriaOfCategory(criteria, category);
  const [drafts, setDrafts] = useState<Record<string, Draft> | null>(null);
  const [invalid, setInvalid] = useState<ReadonlySet<string>>(new Set());
  const editing = drafts !== null;

  const startEditing = () => {
    setDrafts(Object.fromEntries(analyses.map((a) => [a.id, draftOf(evaluationOf(a, category))])));
    setInvalid(new Set());
  };

  const confirm = () => {
    if (!drafts) return;
    const changed = analyses.filter((analysis) => {
      const draft = drafts[analysis.id];
      const before = draftOf(evaluationOf(analysis, category));
      return draft !== undefined && JSON.stringify(draft) !== JSON.stringify(before);
    });
    const wrong = new Set(
      changed.filter((analysis) => noteFraction(drafts[analysis.id]?.note ?? '') === null).map((a) => a.id),
    );
    setInvalid(wrong);
    if (wrong.size > 0) return;
    const edits = changed.map((analysis): CategoryEdit => {
      const draft = drafts[analysis.id] ?? draftOf(EMPTY);
      return {
        id: analysis.id,
        category,
        note: draft.note.trim(),
        détail: draft.detail.trim(),
        points_positifs: lines(draft.strengths),
        points_négatifs: lines(draft.weaknesses),
      };
    });
    if (edits.length > 0) onConfirmEdits?.(edits);
    setDrafts(null);
  };

  return (
    <>
      <StyledToolbar>
        <StyledPageHeader>
          <StyledPageTitle>{title}</StyledPageTitle>
          <StyledSubtitle>{subtitle}</StyledSubtitle>
        </StyledPageHeader>
        {onConfirmEdits && !editing && analyses.length > 0 ? (
          <Button variant="secondary" onClick={startEditing}>
            Modifier
          </Button>
        ) : null}
      </StyledToolbar>
      {analyses.length === 0 ? <StyledMuted>Aucune entreprise analysée.</StyledMuted> : null}
      {category === 'Technique' || category === 'Méthodologie' ? (
        <RequirementMatrix analyses={analyses} category={category} />
      ) : null}
      <StyledCards>
        {analyses.map((analysis) => {
          const draft = drafts?.[analysis.id];
          return draft ? (
            <EditCard
              key={analysis.id}
              analysis={analysis}
              draft={draft}
              invalid={invalid.has(analysis.id)}
              onChange={(next) => setDrafts((all) => (all ? { ...all, [analysis.id]: next } : all))}
            />
          ) : (
            <ViewCard
              key={analysis.id}
              analysis={analysis}
              evaluation={evaluationOf(analysis, category)}
              notes={pageNotes(analysis, pageCriteria)}
            />
          );
        })}
      </StyledCards>
      {editing ? (
        <StyledActions>
          <Button variant="secondary" onClick={() => setDrafts(null)}>
            Annuler
          </Button>
          <Button onClick={confirm}>Valider les modifications</Button>
        </StyledActions>
      ) : null}
    </>
  );
}

type PageProps = Omit<CategoryAnalysisProps, 'title' | 'subtitle' | 'category'>;

/** 'Analyse Technique'. */
export function TechnicalAnalysis(props: PageProps) {
  return (
    <CategoryAnalysis
      {...props}
      title="Analyse Technique"
      subtitle="Évaluation détaillée des aspects techniques des offres"
      category="Technique"
    />
  );
}

/** 'Analyse Méthodologique'. */
export function MethodologyAnalysis(props: PageProps) {
  return (
    <CategoryAnalysis
      {...props}
      title="Analyse Méthodologique"
      subtitle="Évaluation de la méthodologie d'exécution proposée par chaque candidat"
      category="Méthodologie"
    />
  );
}

/** 'Analyse Environnementale' (the original page showed nothing; built like Méthodologie). */
export function EnvironmentAnalysis(props: PageProps) {
  return (
    <CategoryAnalysis
      {...props}
      title="Analyse Environnementale"
      subtitle="Évaluation des engagements environnementaux des offres"
      category="Environnement"
    />
  );
}

/** 'Analyse de la Sécurité' (the original page showed nothing; built like Méthodologie). */
export function SecurityAnalysis(props: PageProps) {
  return (
    <CategoryAnalysis
      {...props}
      title="Analyse de la Sécurité"
      subtitle="Évaluation des mesures de sécurité et de prévention proposées"
      category="Sécurité"
    />
  );
}
