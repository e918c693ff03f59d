import { useNavigate, useParams } from 'react-router-dom';
import { detailedPath, Results } from '@mieux-disant/ui';
import { useAnalysis } from './useAnalysis';

/** analysis/{tender_id}: 'Résultats de l'analyse'. */
export default function ResultsPage() {
  const { tenderId = '' } = useParams();
  const navigate = useNavigate();
  const analysis = useAnalysis(tenderId);
  return (
    <Results
      state={analysis.state}
      analyses={analysis.analyses}
      status={analysis.tender?.status}
      onOpenDetailed={() => navigate(detailedPath('technical', tenderId))}
    />
  );
}
