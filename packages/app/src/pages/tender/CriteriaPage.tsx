import {
  LAUNCH_DATE_KEY,
  criteriaToPonderation,
  ponderationToCriteria,
  storedLaunchDate,
  type EditorCriterion,
  type Ponderation,
} from '@mieux-disant/domain';
import { CriteriaEditor } from '@mieux-disant/ui';
import { useMemo, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { api, type TenderDetail } from '../../api/endpoints';
import { errorMessage } from '../../api/http';
import { useLoad } from '../../hooks/useLoad';

let counter = 0;
const newId = () => `criterion-${(counter += 1)}`;

/** 'Erreur à la confirmation des pondérations': the server's reason, so the user can correct and retry. */
function updateError(tender: TenderDetail | null): string | null {
  if (tender?.status !== 'phase1_update_error') return null;
  return typeof tender.error === 'string' && tender.error
    ? tender.error
    : 'Erreur à la confirmation des pondérations';
}

const LAUNCH_DATE_NOTE =
  "Lue dans l'avis de publicité, ou estimée à partir de la date limite de remise des offres : à vérifier.";

/** The ponderation to save: the edited criteria and the launch date the legal checks used. */
function withLaunchDate(ponderation: Ponderation, launchDate: string | null): Ponderation {
  const { [LAUNCH_DATE_KEY]: _previous, ...constants } = ponderation.Constantes;
  return {
    ...ponderation,
    Constantes: launchDate ? { ...constants, [LAUNCH_DATE_KEY]: launchDate } : constants,
  };
}

/** new-analysis/criteria/{tender_id}: the criteria editor with its legal checks, saved with PUT ponderation. */
export default function CriteriaPage() {
  const { tenderId = '' } = useParams();
  const navigate = useNavigate();
  const tender = useLoad(tenderId, () => api.tender.get(tenderId));
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  const ponderation = tender.data?.ponderation ?? null;
  // undefined until the evaluator changes it: the date read from the documents until then.
  const [editedLaunchDate, setLaunchDate] = useState<string | null | undefined>(undefined);
  const launchDate =
    editedLaunchDate === undefined ? (ponderation ? storedLaunchDate(ponderation) : null) : editedLaunchDate;
  const criteria = useMemo(
    () => (ponderation ? ponderationToCriteria(ponderation, newId) : []),
    [ponderation],
  );

  const save = async (edited: EditorCriterion[]) => {
    if (!ponderation) return;
    setSaving(true);
    setSaveError(null);
    try {
      await api.tender.savePonderation(
        tenderId,
        withLaunchDate(criteriaToPonderation(edited, ponderation), launchDate),
      );
      navigate('/');
    } catch (error) {
      setSaveError(errorMessage(error));
      setSaving(false);
    }
  };

  return (
    <CriteriaEditor
      key={tender.state === 'loaded' ? tenderId : 'loading'}
      summary={tender.data?.summary ?? ponderation?.Résumé ?? ''}
      defaultCriteria={criteria}
      newId={newId}
      onContinue={(edited) => void save(edited)}
      loading={tender.state === 'loading'}
      saving={saving}
      error={saveError ?? tender.error ?? updateError(tender.data)}
      legal={{ launchDate, launchDateNote: LAUNCH_DATE_NOTE, onLaunchDateChange: setLaunchDate }}
    />
  );
}
