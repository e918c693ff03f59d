import {
  formatDateFr,
  phaseStep,
  tenderActionPath,
  tenderProgressPercent,
  tenderStatusView,
} from '@mieux-disant/domain';
import type { TenderSummary } from '@mieux-disant/domain';
import { useRef, useState } from 'react';
import { Badge } from '../Badge';
import { Button } from '../Button';
import { Card } from '../Card';
import { Dialog, DialogClose } from '../Dialog';
import { Menu } from '../Menu';
import { ProgressBar } from '../ProgressBar';
import { StyledCardFooter, StyledFacts } from './TenderCard.styles';

/** A tender as GET /api/tender/tenders lists it: the API contract's type. */
export type { TenderSummary };

export interface TenderCardProps {
  tender: TenderSummary;
  /** Called with the route of the next step ('/new-analysis/criteria/ID', '/analysis/ID'…). Required. */
  onOpen: (path: string, tender: TenderSummary) => void;
  /** Called with the tender id once the user confirmed 'Supprimer'. Required. */
  onDelete: (tenderId: string) => void;
  /** The deletion of this tender is running. Default: `false`. */
  deleting?: boolean;
}

/**
 * One tender on the dashboard (SPEC.md §2): title, 'Supprimer' menu with its confirmation dialog,
 * creation date, coloured status, progress and the action button. The status figures, labels, colours
 * and routes all come from the domain's `tenderStatusView` and `tenderActionPath`.
 */
export function TenderCard({ tender, onOpen, onDelete, deleting = false }: TenderCardProps) {
  const [confirming, setConfirming] = useState(false);
  const menuTrigger = useRef<HTMLButtonElement>(null);
  const view = tenderStatusView(tender.status);
  const path = tenderActionPath(tender.status, tender.id);
  const step = phaseStep(tender.status, tender.progress);

  return (
    <Card
      title={tender.title}
      headerAction={
        <Menu
          label={`Actions pour ${tender.title}`}
          triggerRef={menuTrigger}
          items={[{ label: 'Supprimer', tone: 'danger', onSelect: () => setConfirming(true) }]}
        />
      }
    >
      <StyledFacts>
        <dt>Date de création:</dt>
        <dd>{formatDateFr(tender.created_at)}</dd>
        <dt>Status:</dt>
        <dd>{view.label ? <Badge tone={view.tone}>{view.label}</Badge> : null}</dd>
        {step ? (
          <>
            <dt>Étape :</dt>
            <dd>{step}</dd>
          </>
        ) : null}
      </StyledFacts>
      <StyledCardFooter>
        <ProgressBar
          value={tenderProgressPercent(tender.status, tender.progress)}
          tone={view.tone}
          label={`Progression de ${tender.title}`}
        />
        <Button
          fullWidth
          variant={view.target === 'results' ? 'primary' : 'secondary'}
          loading={view.inProgress}
          disabled={path === null}
          onClick={() => path && onOpen(path, tender)}
        >
          {view.actionLabel}
        </Button>
      </StyledCardFooter>
      <Dialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Confirmer la suppression"
        description="Êtes-vous sûr de vouloir supprimer ce projet ?"
        returnFocusRef={menuTrigger}
        actions={
          <>
            <DialogClose asChild>
              <Button variant="secondary">Annuler</Button>
            </DialogClose>
            <Button
              variant="danger"
              loading={deleting}
              onClick={() => {
                onDelete(tender.id);
                setConfirming(false);
              }}
            >
              Supprimer
            </Button>
          </>
        }
      />
    </Card>
  );
}
