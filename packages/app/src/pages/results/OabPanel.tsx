import { useState } from 'react';
import {
  Dialog,
  ErrorBox,
  JustificationLetter,
  OabTable,
  Spinner,
  type LetterFormat,
} from '@mieux-disant/ui';
import type { OabOutcomeValue } from '@mieux-disant/ui';
import type { PriceSafeguards } from '@mieux-disant/domain';
import { api } from '../../api/endpoints';
import { errorMessage } from '../../api/http';
import { saveBlob } from '../../files/upload';
import { useLoad } from '../../hooks/useLoad';
import { useNotify } from '../../notify/NotifyProvider';
import { LOAD_ERROR } from './useAnalysis';

/** The letter dialog of one suspect: its deadline, its preview and its downloads. */
function LetterDialog({
  tenderId,
  tenderTitle,
  view,
  candidate,
  onClose,
}: {
  tenderId: string;
  tenderTitle: string;
  view: PriceSafeguards;
  candidate: string;
  onClose: () => void;
}) {
  const notify = useNotify();
  const [deadline, setDeadline] = useState(view.outcomes[candidate]?.deadline ?? '');
  const [downloading, setDownloading] = useState(false);
  const download = (format: LetterFormat) => {
    setDownloading(true);
    api.tender
      .oabLetter(tenderId, candidate, format, deadline)
      .then(({ blob, filename }) => saveBlob(blob, filename))
      .catch((error: unknown) => notify(errorMessage(error), 'error'))
      .finally(() => setDownloading(false));
  };
  const request = {
    tenderTitle,
    candidate,
    price: view.offers.find((o) => o.name === candidate)?.price ?? '0',
    methods: view.methods,
    lines: view.lines.find((l) => l.name === candidate)?.lines ?? [],
  };
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={`Demande de justification — ${candidate}`}
    >
      <JustificationLetter
        request={request}
        deadline={deadline}
        onDeadlineChange={setDeadline}
        onDownload={download}
        downloading={downloading}
      />
    </Dialog>
  );
}

/**
 * Abnormally low offers on the financial page: every method side by side (GET tender/oab), the
 * buyer's estimate and each suspect's outcome saved, and the letter of each suspect.
 */
export function OabPanel({ tenderId, tenderTitle }: { tenderId: string; tenderTitle: string }) {
  const notify = useNotify();
  const view = useLoad<PriceSafeguards>(`oab:${tenderId}`, () => api.tender.oab(tenderId));
  const [letterFor, setLetterFor] = useState<string | null>(null);
  const save = (run: () => Promise<PriceSafeguards>, done: string) => {
    run().then(
      (next) => {
        view.set(next);
        notify(done, 'success');
      },
      (error: unknown) => notify(errorMessage(error), 'error'),
    );
  };
  if (view.state === 'loading') return <Spinner label="Chargement..." />;
  if (view.state === 'error') return <ErrorBox>{LOAD_ERROR}</ErrorBox>;
  const data = view.data;
  return (
    <>
      <OabTable
        offers={data.offers}
        methods={data.methods}
        lines={data.lines}
        outcomes={data.outcomes}
        estimate={data.estimate ?? ''}
        onEstimateChange={(estimate) =>
          save(() => api.tender.saveEstimate(tenderId, estimate || null), 'Estimation enregistrée.')
        }
        onOutcomeChange={(candidate, outcome: OabOutcomeValue) =>
          save(() => api.tender.saveOabOutcome(tenderId, { candidate, ...outcome }), 'Suite enregistrée.')
        }
        onRequestLetter={setLetterFor}
      />
      <p>{data.rectification.message}</p>
      {letterFor ? (
        <LetterDialog
          tenderId={tenderId}
          tenderTitle={tenderTitle}
          view={data}
          candidate={letterFor}
          onClose={() => setLetterFor(null)}
        />
      ) : null}
    </>
  );
}
