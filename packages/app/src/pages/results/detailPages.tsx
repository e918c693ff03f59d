import type { ComponentType } from 'react';
import { useParams } from 'react-router-dom';
import { ErrorBox, Spinner } from '@mieux-disant/ui';
import {
  AdministrativeAnalysis,
  EnvironmentAnalysis,
  ExperienceAnalysis,
  FinancialAnalysis,
  MethodologyAnalysis,
  PlanningAnalysis,
  SecurityAnalysis,
  TechnicalAnalysis,
  type CategoryEdit,
} from '@mieux-disant/ui';
import { useNotify } from '../../notify/NotifyProvider';
import { useDetailedAnalysis } from './DetailedLayout';
import type { DetailKind } from './detailKinds';
import { FormulaCheckPanel } from './FormulaCheckPanel';
import { OabPanel } from './OabPanel';
import { LOAD_ERROR, useFinancialOffers } from './useAnalysis';

type CategoryPage = typeof TechnicalAnalysis;

/** A category page whose edits are saved (PUT analysis_results) and re-ranked by the server. */
function editable(Page: CategoryPage): ComponentType {
  return function EditablePage() {
    const analysis = useDetailedAnalysis();
    const notify = useNotify();
    const confirm = (edits: CategoryEdit[]) => {
      void analysis.saveEdits(edits).then((error) => {
        if (error) notify(error, 'error');
      });
    };
    return <Page analyses={analysis.analyses} criteria={analysis.criteria} onConfirmEdits={confirm} />;
  };
}

function readOnly(Page: ComponentType<{ analyses: ReturnType<typeof useDetailedAnalysis>['analyses'] }>) {
  return function ReadOnlyPage() {
    return <Page analyses={useDetailedAnalysis().analyses} />;
  };
}

/** 'Analyse Administrative', where the evaluator corrects a piece the engine missed or mistook. */
function AdministrativePage() {
  const analysis = useDetailedAnalysis();
  const notify = useNotify();
  return (
    <AdministrativeAnalysis
      analyses={analysis.analyses}
      onSetPresence={(change) => {
        void analysis.setPresence(change).then((error) => {
          if (error) notify(error, 'error');
        });
      }}
    />
  );
}

function FinancialPage() {
  const { tenderId = '' } = useParams();
  const offers = useFinancialOffers(tenderId);
  const analysis = useDetailedAnalysis();
  if (offers.state === 'loading') return <Spinner label="Chargement..." />;
  if (offers.state === 'error') return <ErrorBox>{LOAD_ERROR}</ErrorBox>;
  return (
    <>
      <FinancialAnalysis offers={offers.data} />
      <FormulaCheckPanel ponderation={analysis.tender?.ponderation} offers={offers.data} />
      <OabPanel tenderId={tenderId} tenderTitle={analysis.tender?.title ?? ''} />
    </>
  );
}

export const detailPages: Record<DetailKind, ComponentType> = {
  technical: editable(TechnicalAnalysis),
  financial: FinancialPage,
  administrative: AdministrativePage,
  methodology: editable(MethodologyAnalysis),
  experience: readOnly(ExperienceAnalysis),
  planning: readOnly(PlanningAnalysis),
  environment: editable(EnvironmentAnalysis),
  security: editable(SecurityAnalysis),
};
