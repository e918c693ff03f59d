import {
  criteriaToPonderation,
  legalContextOf,
  ponderationToCriteria,
  withLegalContext,
  type EditorCriterion,
  type TenderDetail,
} from '@mieux-disant/domain';
import { CriteriaEditor } from '@mieux-disant/ui';
import { useMemo, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { api } from '../../api/endpoints';
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

/** new-analysis/criteria/{tender_id}: the criteria editor with its legal checks, saved with PUT ponderation. */
export default function CriteriaPage() {
  const { tenderId = '' } = useParams();
  const navigate = useNavigate();
  const tender = useLoad(tenderId, () => api.tender.get(tenderId));
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  const ponderation = tender.data?.ponderation ?? null;
  // undefined until the evaluator changes them: what the ponderation holds until then.
  const [editedLaunchDate, setLaunchDate] = useState<string | null | undefined>(undefined);
  const [editedDefenceOrSecurity, setDefenceOrSecurity] = useState<boolean | undefined>(undefined);
  const stored = ponderation ? legalContextOf(ponderation) : null;
  const launchDate = editedLaunchDate === undefined ? (stored?.launchDate ?? null) : editedLaunchDate;
  const defenceOrSecurity = editedDefenceOrSecurity ?? stored?.defenceOrSecurity ?? false;
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
        withLegalContext(criteriaToPonderation(edited, ponderation), { launchDate, defenceOrSecurity }),
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
      legal={{
        launchDate,
        launchDateNote: LAUNCH_DATE_NOTE,
        onLaunchDateChange: setLaunchDate,
        defenceOrSecurity,
        onDefenceOrSecurityChange: setDefenceOrSecurity,
      }}
    />
  );
}
