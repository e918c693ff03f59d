import { useId, useState } from 'react';
import { StyledPanel, StyledSectionTitle } from '../analysisLayout/analysisLayout.styles';
import { Button } from '../Button';
import { ErrorBox } from '../ErrorBox';
import { TextArea } from '../TextArea';
import { StyledActions, StyledFields, StyledHint } from './AnalysisReportPanel.styles';

/** A free-text section of the report: its key and French title. */
export interface ReportSection {
  key: string;
  title: string;
}

export type ReportFormat = 'docx' | 'pdf';

export interface AnalysisReportPanelProps {
  /** The editable sections, in the report's order. Required. */
  sections: readonly ReportSection[];
  /** The texts the report prints now, by section key. Required. */
  texts: Readonly<Record<string, string>>;
  /** 'Enregistrer les textes' with every section's text. Required. */
  onSave: (texts: Record<string, string>) => void;
  /** A download of the report in this format. Required. */
  onDownload: (format: ReportFormat) => void;
  /** The save runs. Default: `false`. */
  saving?: boolean;
  /** The format being downloaded, if any. Default: none. */
  downloading?: ReportFormat | null;
  /** The server's message when a save or download failed. Default: none. */
  error?: string | null;
}

export const REPORT_TITLE = "Rapport d'analyse des offres";

/**
 * The « Rapport d'analyse des offres »: the evaluator edits its free-text sections (the numbers come
 * from the analysis and are not editable here), saves them, and downloads the report as DOCX or PDF.
 * Mounted afresh when the saved texts change, so the fields start from them.
 */
export function AnalysisReportPanel({
  sections,
  texts,
  onSave,
  onDownload,
  saving = false,
  downloading = null,
  error = null,
}: AnalysisReportPanelProps) {
  const titleId = useId();
  const [draft, setDraft] = useState<Record<string, string>>(() => ({ ...texts }));
  return (
    <StyledPanel aria-labelledby={titleId}>
      <StyledSectionTitle id={titleId}>{REPORT_TITLE}</StyledSectionTitle>
      <StyledHint>
        Les notes, le classement et le journal viennent de l’analyse ; seuls ces textes sont à rédiger. Chaque
        modification est enregistrée dans le journal.
      </StyledHint>
      <StyledFields>
        {sections.map((section) => (
          <TextArea
            key={section.key}
            label={section.title}
            value={draft[section.key] ?? ''}
            onChange={(event) => setDraft((all) => ({ ...all, [section.key]: event.target.value }))}
          />
        ))}
      </StyledFields>
      {error ? <ErrorBox>{error}</ErrorBox> : null}
      <StyledActions>
        <Button variant="secondary" loading={saving} onClick={() => onSave(draft)}>
          Enregistrer les textes
        </Button>
        <Button loading={downloading === 'docx'} onClick={() => onDownload('docx')}>
          Télécharger le rapport (DOCX)
        </Button>
        <Button loading={downloading === 'pdf'} onClick={() => onDownload('pdf')}>
          Télécharger le rapport (PDF)
        </Button>
      </StyledActions>
    </StyledPanel>
  );
}
