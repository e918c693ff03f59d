import { useState } from 'react';
import { detectVariables } from '@mieux-disant/domain';
import type { FormulaVariable } from '@mieux-disant/domain';
import { DialogForm } from '../Dialog';
import { FormulaFindings } from '../FormulaFindings';
import { TextArea } from '../TextArea';
import { TextField } from '../TextField';
import { StyledVariables } from './CriteriaEditor.styles';

export interface FormulaValue {
  formula: string;
  variables: FormulaVariable[];
}

export interface FormulaDialogProps {
  /** Whether the dialog is shown. Required. */
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Name of the criterion, in the title. Required. */
  criterionName: string;
  /** The formula and variables when the dialog opens. Required. */
  value: FormulaValue;
  /** 'Enregistrer': the formula with one variable per capitalised word, descriptions kept. */
  onSave: (value: FormulaValue) => void;
  /** The weight of a price criterion: its formula is checked as it is typed (FormulaFindings). Default: none (no check). */
  priceWeight?: number | null;
}

/** Edits a criterion's formula; the variables are detected as the user types, each asks a description. */
export function FormulaDialog({
  open,
  onOpenChange,
  criterionName,
  value,
  onSave,
  priceWeight = null,
}: FormulaDialogProps) {
  return open ? (
    <FormulaForm
      criterionName={criterionName}
      value={value}
      onSave={onSave}
      priceWeight={priceWeight}
      onClose={() => onOpenChange(false)}
    />
  ) : null;
}

function FormulaForm({
  criterionName,
  value,
  onSave,
  onClose,
  priceWeight,
}: Pick<FormulaDialogProps, 'criterionName' | 'value' | 'onSave'> & {
  onClose: () => void;
  priceWeight: number | null;
}) {
  const [formula, setFormula] = useState(value.formula);
  // Every description typed in this session, so a variable removed then typed again keeps its text.
  const [descriptions, setDescriptions] = useState<FormulaVariable[]>(value.variables);
  const variables = detectVariables(formula, descriptions);

  const describe = (name: string, description: string) =>
    setDescriptions((list) => [...list.filter((variable) => variable.name !== name), { name, description }]);

  return (
    <DialogForm
      title={`Formule — ${criterionName}`}
      onClose={onClose}
      onSubmit={() => onSave({ formula: formula.trim(), variables })}
    >
      <TextArea
        label="Formule"
        height="compact"
        monospace
        value={formula}
        spellCheck={false}
        hint="Les variables sont les mots commençant par une majuscule, par exemple Note = 40 * Pmin / Poffre."
        onChange={(event) => setFormula(event.currentTarget.value)}
      />
      {variables.length > 0 ? (
        <StyledVariables>
          <legend>Variables détectées</legend>
          {variables.map((variable) => (
            <TextField
              key={variable.name}
              label={`Description de ${variable.name}`}
              value={variable.description}
              onChange={(event) => describe(variable.name, event.currentTarget.value)}
            />
          ))}
        </StyledVariables>
      ) : null}
      {priceWeight ? (
        <FormulaFindings expression={formula} weight={priceWeight} variables={variables} />
      ) : null}
    </DialogForm>
  );
}
