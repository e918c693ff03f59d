import { describe, expect, it } from 'vitest';
import { planButton, subscriptionHeading, subscriptionNotice } from './subscription';
import type { SubscriptionInfo } from './subscription';

function subscription(overrides: Partial<SubscriptionInfo> = {}): SubscriptionInfo {
  return { type: 'Standard', nextSubscription: null, cancellationDate: null, changeDate: null, ...overrides };
}

describe('subscriptionHeading', () => {
  it('names the current plan', () => {
    expect(subscriptionHeading(subscription())).toBe("Votre formule d'abonnement : Standard");
  });

  it('invites to choose without a subscription', () => {
    expect(subscriptionHeading(null)).toBe('Choisissez votre abonnement');
    expect(subscriptionHeading(subscription({ type: null }))).toBe('Choisissez votre abonnement');
  });
});

describe('planButton', () => {
  it("offers 'Souscrire' on every card without a subscription", () => {
    for (const s of [null, subscription({ type: null })]) {
      expect(planButton('Standard', s)).toEqual({
        action: 'subscribe',
        label: 'Souscrire',
        disabled: false,
        tooltip: null,
      });
      expect(planButton('Premium', s)).toEqual({
        action: 'subscribe',
        label: 'Souscrire',
        disabled: false,
        tooltip: null,
      });
    }
  });

  it("offers 'Annuler' on the current plan and 'Basculer vers cette formule' on the other", () => {
    expect(planButton('Standard', subscription())).toEqual({
      action: 'cancel',
      label: 'Annuler',
      disabled: false,
      tooltip: null,
    });
    expect(planButton('Premium', subscription())).toEqual({
      action: 'switch',
      label: 'Basculer vers cette formule',
      disabled: false,
      tooltip: null,
    });
  });

  it('disables both buttons while a cancellation is pending', () => {
    const s = subscription({ cancellationDate: '2026-12-31' });
    expect(planButton('Standard', s)).toEqual({
      action: 'cancel',
      label: 'Annuler',
      disabled: true,
      tooltip: 'Désabonnement déjà pris en compte',
    });
    expect(planButton('Premium', s)).toEqual({
      action: 'switch',
      label: 'Basculer vers cette formule',
      disabled: true,
      tooltip: 'Désabonnement en attente. Vous ne pouvez pas changer de formule',
    });
  });

  it("disables the target plan's button while a change is pending", () => {
    const s = subscription({ nextSubscription: 'Premium', changeDate: '2026-12-31' });
    expect(planButton('Premium', s)).toMatchObject({
      disabled: true,
      tooltip: 'Changement de formule déjà pris en compte',
    });
    expect(planButton('Standard', s)).toMatchObject({ action: 'cancel', disabled: false, tooltip: null });
  });

  it('needs both the next plan and the change date to count a change as pending', () => {
    expect(planButton('Premium', subscription({ nextSubscription: 'Premium' })).disabled).toBe(false);
  });
});

describe('subscriptionNotice', () => {
  it('announces a cancellation with its date', () => {
    expect(subscriptionNotice(subscription({ cancellationDate: '2026-12-31' }))).toBe(
      'Votre abonnement sera annulé le 31/12/2026',
    );
  });

  it('announces a plan change with the plan and its date', () => {
    expect(
      subscriptionNotice(subscription({ nextSubscription: 'Premium', changeDate: '2027-01-15T00:00:00Z' })),
    ).toBe('Votre abonnement évoluera vers la version Premium le 15/01/2027');
  });

  it('gives the cancellation first when both are pending', () => {
    const s = subscription({
      cancellationDate: '2026-12-31',
      nextSubscription: 'Premium',
      changeDate: '2027-01-15',
    });
    expect(subscriptionNotice(s)).toBe('Votre abonnement sera annulé le 31/12/2026');
  });

  it('says nothing otherwise, or for an unreadable date', () => {
    expect(subscriptionNotice(null)).toBeNull();
    expect(subscriptionNotice(subscription())).toBeNull();
    expect(subscriptionNotice(subscription({ cancellationDate: 'bientôt' }))).toBeNull();
  });
});
