import { useId, useRef, useState } from 'react';
import {
  CRITERION_NAMES,
  blankCriterion,
  checkCriteriaLegality,
  criteriaToPonderation,
  parseWeight,
  validateCriteria,
  weightTotal,
} from '@mieux-disant/domain';
import type { CriterionName, EditorCriterion, Ponderation } from '@mieux-disant/domain';
import { Button } from '../Button';
import { CriteriaChecks } from '../CriteriaChecks';
import type { CriteriaChecksProps } from '../CriteriaChecks';
import { ErrorBox } from '../ErrorBox';
import { Select } from '../Select';
import { Spinner } from '../Spinner';
import { TextField } from '../TextField';
import {
  StyledActions,
  StyledMessage,
  StyledPage,
  StyledPageHeader,
  StyledPageTitle,
  StyledPanel,
  StyledSectionTitle,
  StyledSpreadRow,
} from '../analysisLayout/analysisLayout.styles';
import { FormulaDialog } from './FormulaDialog';
import type { FormulaValue } from './FormulaDialog';
import { TextDialog } from './TextDialog';
import {
  StyledBody,
  StyledButtons,
  StyledCriterion,
  StyledCriterionHeader,
  StyledHeaderCell,
  StyledList,
  StyledPreview,
  StyledSubTotal,
  StyledSummary,
  StyledToggle,
  StyledTotal,
} from './CriteriaEditor.styles';
import { removeCriterion, updateCriterion } from './criteriaTree';

export interface CriteriaEditorProps {
  /** The tender summary (ponderation `Résumé`). Required. */
  summary: string;
  /** The criteria phase 1 found, edited locally until 'Continuer'. Required. */
  defaultCriteria: readonly EditorCriterion[];
  /** Ids for added criteria and sub-criteria. Default: a counter (`new-1`, `new-2`…). */
  newId?: () => string;
  /** 'Continuer' once the domain's validation passed, with the edited criteria; the host saves them. */
  onContinue: (criteria: EditorCriterion[]) => void;
  /** The tender is still loading. Default: `false`. */
  loading?: boolean;
  /** The save is running: 'Continuer' shows a spinner. Default: `false`. */
  saving?: boolean;
  /** A load or save error (server message). Default: none. */
  error?: string | null;
  /**
   * Shows the legal checks of the criteria before confirmation, against this launch date (YYYY-MM-DD
   * or null) and defence or security flag, which the evaluator may correct. Default: no checks panel.
   */
  legal?: Omit<CriteriaChecksProps, 'checks'>;
}

const NO_PONDERATION: Ponderation = { Constantes: {}, Résumé: '', Critères: {} };

type Editing = { kind: 'formula' | 'text'; id: string } | null;

const nameOptions = CRITERION_NAMES.map((name) => ({ value: name, label: name }));

function counterIds(): () => string {
  let next = 0;
  return () => `new-${(next += 1)}`;
}

function find(criteria: readonly EditorCriterion[], id: string): EditorCriterion | undefined {
  for (const criterion of criteria) {
    if (criterion.id === id) return criterion;
    const nested = find(criterion.subCriteria, id);
    if (nested) return nested;
  }
  return undefined;
}

interface RowProps {
  criterion: EditorCriterion;
  /** '1', '2.1': shown in the group's name. */
  number: string;
  nested: boolean;
  onChange: (id: string, change: (criterion: EditorCriterion) => EditorCriterion) => void;
  onDelete: (id: string) => void;
  onEdit: (editing: Editing) => void;
  onAddSub: (parentId: string) => void;
}

function CriterionRow({ criterion, number, nested, onChange, onDelete, onEdit, onAddSub }: RowProps) {
  const bodyId = useId();
  const kind = nested ? 'sous-critère' : 'critère';
  const heading = `${nested ? 'Sous-critère' : 'Critère'} ${number}`;
  const hasSubs = criterion.subCriteria.length > 0;
  const subTotal = weightTotal(criterion.subCriteria);
  return (
    <StyledCriterion role="group" aria-label={heading} $nested={nested}>
      <StyledCriterionHeader>
        <StyledToggle
          type="button"
          $expanded={criterion.expanded}
          aria-expanded={criterion.expanded}
          aria-controls={bodyId}
          aria-label={`${criterion.expanded ? 'Replier' : 'Déplier'} le ${kind} ${number}`}
          onClick={() => onChange(criterion.id, (c) => ({ ...c, expanded: !c.expanded }))}
        >
          <span aria-hidden="true">▸</span>
        </StyledToggle>
        <Select
          label={`Nom du ${kind} ${number}`}
          options={nameOptions}
          value={criterion.name}
          onChange={(event) => {
            const name = event.currentTarget.value as CriterionName;
            onChange(criterion.id, (c) => ({ ...c, name }));
          }}
        />
        <StyledHeaderCell>
          <TextField
            label="Pondération (%)"
            inputMode="numeric"
            value={String(criterion.weight)}
            onChange={(event) => {
              const weight = parseWeight(event.currentTarget.value);
              onChange(criterion.id, (c) => ({ ...c, weight }));
            }}
          />
        </StyledHeaderCell>
        <StyledHeaderCell>
          <Button
            variant="ghost"
            aria-label={`Supprimer le ${kind} ${number}`}
            onClick={() => onDelete(criterion.id)}
          >
            Supprimer
          </Button>
        </StyledHeaderCell>
      </StyledCriterionHeader>
      {criterion.expanded ? (
        <StyledBody id={bodyId}>
          <TextField
            label="Libellé"
            value={criterion.label}
            onChange={(event) => {
              const label = event.currentTarget.value;
              onChange(criterion.id, (c) => ({ ...c, label }));
            }}
          />
          {criterion.formula || criterion.text ? (
            <StyledPreview>
              {criterion.formula ? (
                <>
                  <dt>Formule</dt>
                  <dd>
                    <code>{criterion.formula}</code>
                  </dd>
                </>
              ) : null}
              {criterion.text ? (
                <>
                  <dt>Texte</dt>
                  <dd>{criterion.text}</dd>
                </>
              ) : null}
            </StyledPreview>
          ) : null}
          {hasSubs ? (
            <>
              <StyledSubTotal $ok={subTotal === criterion.weight} aria-live="polite">
                Sous-critères : {subTotal} / {criterion.weight} %
              </StyledSubTotal>
              {criterion.subCriteria.map((sub, index) => (
                <CriterionRow
                  key={sub.id}
                  criterion={sub}
                  number={`${number}.${index + 1}`}
                  nested
                  onChange={onChange}
                  onDelete={onDelete}
                  onEdit={onEdit}
                  onAddSub={onAddSub}
                />
              ))}
            </>
          ) : null}
          <StyledButtons>
            {hasSubs ? null : (
              <>
                <Button
                  variant="secondary"
                  size="sm"
                  onClick={() => onEdit({ kind: 'formula', id: criterion.id })}
                >
                  {criterion.formula ? 'Modifier' : 'Formule'}
                </Button>
                <Button
                  variant="secondary"
                  size="sm"
                  onClick={() => onEdit({ kind: 'text', id: criterion.id })}
                >
                  {criterion.text ? 'Modifier' : 'Texte'}
                </Button>
              </>
            )}
            {nested ? null : (
              <Button variant="ghost" size="sm" onClick={() => onAddSub(criterion.id)}>
                Ajouter un sous-critère
              </Button>
            )}
          </StyledButtons>
        </StyledBody>
      ) : null}
    </StyledCriterion>
  );
}

/**
 * The criteria editor: the tender summary, then the weighted criteria with their sub-criteria, formula
 * and text. The live total of the weights is shown; 'Continuer' validates with the domain's messages.
 * Adding a sub-criterion is offered here although the original screen lacked it.
 */
export function CriteriaEditor({
  summary,
  defaultCriteria,
  newId,
  onContinue,
  loading = false,
  saving = false,
  error = null,
  legal,
}: CriteriaEditorProps) {
  const fallbackIds = useRef(counterIds());
  const nextId = newId ?? fallbackIds.current;
  const [criteria, setCriteria] = useState<EditorCriterion[]>(() => [...defaultCriteria]);
  const [editing, setEditing] = useState<Editing>(null);
  // Once 'Continuer' was pressed, the message follows the current values: it changes or disappears
  // as the evaluator corrects the weights.
  const [submitted, setSubmitted] = useState(false);
  const check = submitted ? validateCriteria(criteria) : null;
  const message = check && !check.ok ? check.message : null;
  const total = weightTotal(criteria);
  const edited = editing ? find(criteria, editing.id) : undefined;

  const change = (id: string, update: (criterion: EditorCriterion) => EditorCriterion) =>
    setCriteria((list) => updateCriterion(list, id, update));

  const addSub = (parentId: string) =>
    change(parentId, (parent) => ({
      ...parent,
      expanded: true,
      subCriteria: [...parent.subCriteria, { ...blankCriterion(nextId()), name: parent.name }],
    }));

  const submit = () => {
    setSubmitted(true);
    if (validateCriteria(criteria).ok) onContinue(criteria);
  };

  if (loading) {
    return (
      <StyledPage>
        <StyledMessage $tone="progress">
          <Spinner size="sm" />
          Chargement des critères...
        </StyledMessage>
      </StyledPage>
    );
  }

  return (
    <StyledPage>
      <StyledPageHeader>
        <StyledPageTitle>Critères de pondération</StyledPageTitle>
      </StyledPageHeader>
      <StyledPanel aria-label="Résumé de l'appel d'offres">
        <StyledSectionTitle>Résumé de l&apos;appel d&apos;offres</StyledSectionTitle>
        <StyledSummary>{summary || 'Aucun résumé disponible'}</StyledSummary>
      </StyledPanel>
      <StyledPanel aria-label="Critères d'évaluation">
        <StyledSpreadRow>
          <StyledSectionTitle>Critères d&apos;évaluation</StyledSectionTitle>
          <StyledTotal $ok={total === 100} role="status">
            Total des pondérations : {total} / 100 %
          </StyledTotal>
        </StyledSpreadRow>
        <StyledList>
          {criteria.map((criterion, index) => (
            <CriterionRow
              key={criterion.id}
              criterion={criterion}
              number={String(index + 1)}
              nested={false}
              onChange={change}
              onDelete={(id) => setCriteria((list) => removeCriterion(list, id))}
              onEdit={setEditing}
              onAddSub={addSub}
            />
          ))}
        </StyledList>
        <div>
          <Button
            variant="secondary"
            onClick={() => setCriteria((list) => [...list, blankCriterion(nextId())])}
          >
            Ajouter un critère
          </Button>
        </div>
      </StyledPanel>
      {legal ? (
        <CriteriaChecks
          {...legal}
          checks={checkCriteriaLegality(criteriaToPonderation(criteria, NO_PONDERATION), legal)}
        />
      ) : null}
      {message ? <ErrorBox>{message}</ErrorBox> : null}
      {error ? <ErrorBox>{error}</ErrorBox> : null}
      <StyledActions>
        <Button loading={saving} onClick={submit}>
          Continuer
        </Button>
      </StyledActions>
      <FormulaDialog
        open={editing?.kind === 'formula' && edited !== undefined}
        onOpenChange={(open) => {
          if (!open) setEditing(null);
        }}
        criterionName={edited?.name ?? ''}
        value={{ formula: edited?.formula ?? '', variables: edited?.variables ?? [] }}
        priceWeight={edited?.name === 'Financier' ? edited.weight : null}
        onSave={({ formula, variables }: FormulaValue) => {
          if (edited) change(edited.id, (c) => ({ ...c, formula, variables }));
          setEditing(null);
        }}
      />
      <TextDialog
        open={editing?.kind === 'text' && edited !== undefined}
        onOpenChange={(open) => {
          if (!open) setEditing(null);
        }}
        criterionName={edited?.name ?? ''}
        value={edited?.text ?? ''}
        onSave={(text) => {
          if (edited) change(edited.id, (c) => ({ ...c, text }));
          setEditing(null);
        }}
      />
    </StyledPage>
  );
}
