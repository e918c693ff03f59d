import { describe, expect, it } from 'vitest';
import {
  TENDER_STATUSES,
  isTenderStatus,
  shouldRefreshDashboard,
  statusTone,
  tenderActionPath,
  tenderStatusView,
} from './status';

describe('tenderStatusView', () => {
  it.each([
    ['phase1_ongoing', 10, 'Analyse AO en cours', 'progress', true],
    ['phase1_done', 25, 'Analyse AO terminée', 'done', false],
    ['phase1_updating', 35, 'Confirmation des résultats en cours', 'progress', true],
    ['phase1_update_error', 35, 'Erreur à la confirmation des pondérations', 'error', false],
    ['phase1_confirmation_done', 50, 'Analyse AO confirmée', 'done', false],
    ['phase2_ongoing', 75, 'Analyse des candidats en cours', 'progress', true],
    ['phase2_company_anlysis_error', 50, "Erreur à l'analyse des candidats", 'error', false],
    ['phase2_done', 100, 'Analyse des candidats terminée', 'done', false],
    ['phase1_error', 10, "Erreur à l'analyse AO", 'error', false],
  ] as const)('shows %s as %i %% "%s", tone %s', (status, progress, label, tone, inProgress) => {
    const view = tenderStatusView(status);
    expect(view).toMatchObject({ progress, label, tone, inProgress });
  });

  it('maps every status of the list', () => {
    for (const status of TENDER_STATUSES) expect(tenderStatusView(status).label).not.toBe('');
  });

  it('shows an unknown status as 0 % with an empty label, blue, leading nowhere', () => {
    expect(tenderStatusView('archived')).toEqual({
      progress: 0,
      label: '',
      tone: 'progress',
      inProgress: false,
      actionLabel: "Poursuivre l'analyse",
      target: 'none',
    });
  });

  it('colours an unknown status by its text: error red before done green', () => {
    expect(statusTone('phase3_done')).toBe('done');
    expect(statusTone('phase3_done_error')).toBe('error');
    expect(tenderStatusView('phase3_pending').inProgress).toBe(true);
  });

  it('labels the action "Consulter le résultat" only when phase 2 is done', () => {
    expect(tenderStatusView('phase2_done').actionLabel).toBe('Consulter le résultat');
    expect(tenderStatusView('phase1_done').actionLabel).toBe("Poursuivre l'analyse");
    expect(tenderStatusView('phase1_error').actionLabel).toBe("Poursuivre l'analyse");
  });

  it('labels the action "Analyse en cours..." while the status contains "ing"', () => {
    for (const status of ['phase1_ongoing', 'phase1_updating', 'phase2_ongoing']) {
      expect(tenderStatusView(status).actionLabel).toBe('Analyse en cours...');
    }
  });
});

describe('tenderActionPath', () => {
  it.each([
    ['phase1_done', '/new-analysis/criteria/t1'],
    ['phase1_update_error', '/new-analysis/criteria/t1'],
    ['phase1_confirmation_done', '/new-analysis/companies/t1'],
    ['phase2_company_anlysis_error', '/new-analysis/companies/t1'],
    ['phase2_done', '/analysis/t1'],
  ])('sends %s to %s', (status, path) => {
    expect(tenderActionPath(status, 't1')).toBe(path);
  });

  it.each(['phase1_ongoing', 'phase1_updating', 'phase2_ongoing', 'phase1_error', 'unknown', ''])(
    'sends %s nowhere',
    (status) => {
      expect(tenderActionPath(status, 't1')).toBeNull();
    },
  );
});

describe('shouldRefreshDashboard', () => {
  it('keeps refreshing while any tender is in progress', () => {
    expect(shouldRefreshDashboard(['phase2_done', 'phase2_ongoing'])).toBe(true);
  });

  it('stops once none is in progress', () => {
    expect(shouldRefreshDashboard(['phase2_done', 'phase1_error', 'phase1_done'])).toBe(false);
    expect(shouldRefreshDashboard([])).toBe(false);
  });
});

describe('isTenderStatus', () => {
  it('knows phase1_error and the original spelling anlysis', () => {
    expect(isTenderStatus('phase1_error')).toBe(true);
    expect(isTenderStatus('phase2_company_anlysis_error')).toBe(true);
    expect(isTenderStatus('phase2_company_analysis_error')).toBe(false);
  });
});
