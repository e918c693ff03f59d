import { useState } from 'react';
import { formatEuro, OAB_METHOD_LABELS, parseAmount } from '@mieux-disant/domain';
import type { LowUnitPrice, OabMethodResult } from '@mieux-disant/domain';
import { Badge } from '../Badge';
import { Button } from '../Button';
import { TextField } from '../TextField';
import { StyledDataTableScroll } from '../analysisLayout/analysisLayout.styles';
import { OabOutcomeEditor, type OabOutcomeValue } from './OabOutcomeEditor';
import {
  StyledEstimate,
  StyledHeading,
  StyledList,
  StyledMuted,
  StyledOab,
  StyledTable,
  StyledThreshold,
} from './OabTable.styles';

export interface OabOffer {
  name: string;
  /** The offer's total excluding tax, a decimal string; null when the bill has none. */
  price: string | null;
}

export interface OabTableProps {
  /** The offers, in the order to show. Required. */
  offers: readonly OabOffer[];
  /** Every detection method's result (domain `abnormallyLowOffers`). Required. */
  methods: readonly OabMethodResult[];
  /** Per candidate, its DQE lines below half the median of the others. Default: none. */
  lines?: readonly { name: string; lines: readonly LowUnitPrice[] }[];
  /** The outcome already marked per suspect. Default: every suspect waiting for its justification. */
  outcomes?: Readonly<Record<string, OabOutcomeValue>>;
  /** The buyer's estimate as saved, a decimal string; '' when none. Default: ''. */
  estimate?: string;
  /** 'Appliquer': the new estimate ('' to remove it). Default: none (the field is hidden). */
  onEstimateChange?: (estimate: string) => void;
  /** 'Enregistrer la suite' of a suspect. Default: none (outcomes read-only). */
  onOutcomeChange?: (candidate: string, outcome: OabOutcomeValue) => void;
  /** 'Demande de justification' of a suspect: open its letter. Default: none. */
  onRequestLetter?: (candidate: string) => void;
}

export const OAB_HEADING = 'Offres anormalement basses';
export const OAB_INTRO =
  'Chaque méthode de détection est appliquée aux montants des offres. Une offre suspecte n’est jamais rejetée d’office : l’acheteur demande au candidat de justifier son prix (articles R2152-3 à R2152-5 du code de la commande publique).';
export const INVALID_ESTIMATE =
  'Saisissez un montant positif, par exemple 250 000, ou laissez le champ vide.';
const PENDING: OabOutcomeValue = { status: 'pending', reason: '' };

function EstimateForm({ estimate, onChange }: { estimate: string; onChange: (estimate: string) => void }) {
  const [value, setValue] = useState(estimate);
  const [error, setError] = useState<string | null>(null);
  const apply = () => {
    if (value.trim() === '') {
      setError(null);
      onChange('');
      return;
    }
    const amount = parseAmount(value);
    const valid = amount !== null && amount.greaterThan(0);
    setError(valid ? null : INVALID_ESTIMATE);
    if (valid) onChange(amount.toString());
  };
  return (
    <StyledEstimate
      onSubmit={(event) => {
        event.preventDefault();
        apply();
      }}
    >
      <TextField
        label="Estimation de l’acheteur (€ HT)"
        inputMode="decimal"
        value={value}
        error={error ?? undefined}
        onChange={(event) => setValue(event.currentTarget.value)}
      />
      <Button type="submit" variant="secondary">
        Appliquer
      </Button>
    </StyledEstimate>
  );
}

function MethodHeader({ method }: { method: OabMethodResult }) {
  return (
    <th scope="col">
      {OAB_METHOD_LABELS[method.method]}
      <StyledThreshold>
        {method.threshold === null ? 'Non applicable' : `seuil : ${formatEuro(method.threshold)}`}
      </StyledThreshold>
    </th>
  );
}

function isSuspect(
  name: string,
  methods: readonly OabMethodResult[],
  lines: OabTableProps['lines'],
): boolean {
  return (
    methods.some((m) => m.suspects.includes(name)) ||
    Boolean(lines?.find((l) => l.name === name)?.lines.length)
  );
}

/**
 * The abnormally low offers, every method side by side with its threshold and its suspects, the DQE
 * lines priced abnormally low, and for each suspect the outcome the evaluator marks and its letter.
 */
export function OabTable({
  offers,
  methods,
  lines,
  outcomes = {},
  estimate = '',
  onEstimateChange,
  onOutcomeChange,
  onRequestLetter,
}: OabTableProps) {
  const skipped = methods.filter((m) => m.skipped);
  const lowLines = (lines ?? []).filter((l) => l.lines.length > 0);
  return (
    <StyledOab aria-labelledby="oab-heading">
      <StyledHeading id="oab-heading">{OAB_HEADING}</StyledHeading>
      <StyledMuted>{OAB_INTRO}</StyledMuted>
      {onEstimateChange ? <EstimateForm estimate={estimate} onChange={onEstimateChange} /> : null}
      <StyledDataTableScroll role="region" aria-label="Méthodes de détection" tabIndex={0}>
        <StyledTable>
          <caption>Offres suspectes selon chaque méthode (montants HT)</caption>
          <thead>
            <tr>
              <th scope="col">Candidat</th>
              <th scope="col">Montant HT</th>
              {methods.map((m) => (
                <MethodHeader key={m.method} method={m} />
              ))}
              <th scope="col">Suite donnée</th>
            </tr>
          </thead>
          <tbody>
            {offers.map((offer) => (
              <tr key={offer.name}>
                <th scope="row">{offer.name}</th>
                <td>{formatEuro(offer.price)}</td>
                {methods.map((m) => (
                  <td key={m.method}>
                    {m.suspects.includes(offer.name) ? <Badge tone="error">Suspecte</Badge> : '—'}
                  </td>
                ))}
                <td>
                  {isSuspect(offer.name, methods, lines) ? (
                    <OabOutcomeEditor
                      candidate={offer.name}
                      value={outcomes[offer.name] ?? PENDING}
                      onSave={onOutcomeChange && ((value) => onOutcomeChange(offer.name, value))}
                      onRequestLetter={onRequestLetter && (() => onRequestLetter(offer.name))}
                    />
                  ) : (
                    '—'
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </StyledTable>
      </StyledDataTableScroll>
      {skipped.length > 0 ? (
        <StyledList aria-label="Méthodes non applicables">
          {skipped.map((m) => (
            <li key={m.method}>
              {OAB_METHOD_LABELS[m.method]} : {m.skipped}
            </li>
          ))}
        </StyledList>
      ) : null}
      {lowLines.map((entry) => (
        <StyledList key={entry.name} aria-label={`Prix unitaires anormalement bas de ${entry.name}`}>
          {entry.lines.map((line) => (
            <li key={line.priceNumber + line.description}>
              {entry.name} — {line.message}
            </li>
          ))}
        </StyledList>
      ))}
    </StyledOab>
  );
}
