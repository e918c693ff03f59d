import { useMemo, useState } from 'react';
import { justificationLetter, parseDateFr } from '@mieux-disant/domain';
import type { JustificationRequest } from '@mieux-disant/domain';
import { Button } from '../Button';
import { TextField } from '../TextField';
import {
  StyledActions,
  StyledLetterPanel,
  StyledList,
  StyledPaper,
  StyledSubject,
} from './JustificationLetter.styles';

export type LetterFormat = 'docx' | 'pdf';

export interface JustificationLetterProps {
  /** The tender, the candidate, its amount, the methods and lines that make it suspect. Required. */
  request: Omit<JustificationRequest, 'deadline'>;
  /** The answer deadline as the evaluator writes it ('15/12/2026'); '' leaves a blank. Required. */
  deadline: string;
  onDeadlineChange: (deadline: string) => void;
  /** 'Télécharger (DOCX)' / 'Télécharger (PDF)'. Default: none (no download buttons). */
  onDownload?: (format: LetterFormat) => void;
  /** A download is under way: the buttons wait. Default: false. */
  downloading?: boolean;
}

/**
 * The draft request for justification (R2152-3) to a candidate whose offer seems abnormally low,
 * previewed as it will be downloaded; the evaluator sets the deadline.
 */
export function JustificationLetter({
  request,
  deadline,
  onDeadlineChange,
  onDownload,
  downloading = false,
}: JustificationLetterProps) {
  const letter = useMemo(() => justificationLetter({ ...request, deadline }), [request, deadline]);
  // The deadline is judged once the evaluator leaves the field, not at every keystroke.
  const [left, setLeft] = useState(false);
  const day = deadline.trim() === '' ? null : parseDateFr(deadline);
  const invalid = day !== null && !day.ok;
  return (
    <StyledLetterPanel aria-label={`Demande de justification — ${request.candidate}`}>
      <StyledActions>
        <TextField
          label="Date limite de réponse"
          placeholder="JJ/MM/AAAA"
          value={deadline}
          error={left && invalid ? day.message : undefined}
          onBlur={() => setLeft(true)}
          onChange={(event) => onDeadlineChange(event.currentTarget.value)}
        />
        {onDownload
          ? (['docx', 'pdf'] as const).map((format) => (
              <Button
                key={format}
                variant="secondary"
                loading={downloading}
                disabled={invalid}
                onClick={() => onDownload(format)}
              >
                Télécharger ({format.toUpperCase()})
              </Button>
            ))
          : null}
      </StyledActions>
      <StyledPaper aria-label="Aperçu de la lettre">
        <StyledSubject>Objet : {letter.subject}</StyledSubject>
        <p>{letter.salutation}</p>
        <p>{letter.paragraphs[0]}</p>
        {letter.reasons.length > 0 ? (
          <StyledList aria-label="Méthodes de détection">
            {letter.reasons.map((reason) => (
              <li key={reason}>{reason}</li>
            ))}
          </StyledList>
        ) : null}
        {letter.lines.length > 0 ? (
          <StyledList aria-label="Prix concernés">
            {letter.lines.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </StyledList>
        ) : null}
        <p>{letter.paragraphs[1]}</p>
        <p>{letter.topicsIntro}</p>
        <StyledList>
          {letter.topics.map((topic) => (
            <li key={topic}>{topic}</li>
          ))}
        </StyledList>
        {letter.paragraphs.slice(2).map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
        <p>{letter.closing}</p>
      </StyledPaper>
    </StyledLetterPanel>
  );
}
