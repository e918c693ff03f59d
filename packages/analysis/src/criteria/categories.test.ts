import { describe, expect, it } from 'vitest';
import { criterionNameOf, isNamedCriterion } from './categories';

// Wordings of criteria as tenders write them, and the name each maps to.
describe('criterionNameOf', () => {
  it.each([
    ['Prix des prestations', 'Financier'],
    ['Montant des honoraires', 'Financier'],
    ['Montant des franchises', 'Technique'],
    ['Taux de rémunération du maître d’œuvre', 'Financier'],
    ['Price', 'Financier'],
    ['Valeur technique de l’offre', 'Technique'],
    ['Technical merit', 'Technique'],
    ['Qualité technique de l’offre', 'Technique'],
    ['Innovation', 'Technique'],
    ['Délai d’exécution', 'Délais'],
    ['Délai de remise de l’étude', 'Délais'],
    ['Valeur technique et environnementale', 'Technique'],
    ['Prlx des prestatlons', 'Financier'],
    ['Performances en matière de production d’énergie renouvelable', 'Environnement'],
    ['Mesures de protection des occupants et des travailleurs', 'Sécurité'],
    ['Va1eur technlque de l’offre', 'Technique'],
    ['Méthodologie de maintenance préventive', 'Méthodologie'],
    ['Modalités de livraison et de maintien en température', 'Méthodologie'],
    ['Modalités de gestion des sinistres et assistance proposée', 'Qualité'],
    ['Caractère éco-responsable des produits', 'Environnement'],
    ['Démarche zéro phyto', 'Environnement'],
    ['Réduction des emballages et conditionnements', 'Environnement'],
    ['Montant de la redevance annuelle garantie', 'Financier'],
    ['Numérique responsable', 'Environnement'],
    ['Provenance et certification des bois (PEFC/FSC, bois local)', 'Environnement'],
    ['Part de produits issus de l’agriculture biologique', 'Environnement'],
    ['Approvisionnement en circuits courts', 'Environnement'],
    ['Qualité du projet architectural et insertion urbaine', 'Qualité'],
    ['Remise consentie sur le catalogue', 'Financier'],
    ["Délais d'intervention et de remise des rapports", 'Délais'],
    ['Delivery time', 'Délais'],
    ['Nature et étendue des garanties', 'Technique'],
    ['Qualité des équipements', 'Qualité'],
    ["Composition de l'équipe", 'Expérience'],
    ['Taux horaire', 'Financier'],
    ['Hygiène et sécurité sur le chantier', 'Sécurité'],
    ['Performance en matière d’insertion professionnelle', 'Environnement'],
    ['Considérations sociales', 'Environnement'],
    ['Performances en matière de protection de l’environnement', 'Environnement'],
    ['Service après-vente et assistance technique', 'Qualité'],
    ['Moyens humains affectés', 'Expérience'],
    ['Méthodologie proposée', 'Méthodologie'],
    ['Références similaires', 'Références'],
  ])('%s → %s', (label, name) => expect(criterionNameOf(label.replace(/’/g, "'"))).toBe(name));

  it('names no criterion after the court every notice gives for its recourse', () => {
    expect(isNamedCriterion('Tribunal administratif de Marseille')).toBe(false);
    expect(isNamedCriterion('Pièces administratives')).toBe(true);
  });

  it('names the material means a criterion of the technical value', () => {
    expect(isNamedCriterion('moyens matériels affectés au lot')).toBe(true);
    expect(criterionNameOf('Moyens techniques mis à disposition')).toBe('Technique');
  });
});
