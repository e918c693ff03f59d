import type { PonderationCriterion } from '@mieux-disant/domain';
import { describe, expect, it } from 'vitest';
import { EvidenceIndex } from './evidence';
import { termsOf } from './french';
import { passagesOf } from './passages';
import { cctpRequirements, requirementsOf } from './requirements';

const noFormula = { Formule: { Expression: '', Variables: {} } };
const criterion = (Détails: string, subs?: Record<string, string>): PonderationCriterion => ({
  Libellé: 'Valeur technique',
  Détails,
  Évaluation: noFormula,
  ...(subs
    ? {
        'Sous-critères': Object.fromEntries(
          Object.entries(subs).map(([k, d]) => [k, { Détails: d, Évaluation: noFormula }]),
        ),
      }
    : {}),
});

const CCTP = [
  {
    file: 'CCTP.pdf',
    page: 1,
    text: 'ARTICLE 1 : OBJET\nLa piscine est ouverte au public.\nLe prestataire indiquera dans le mémoire technique le délai de\nremplacement d’un agent absent.',
  },
  {
    file: 'CCTP.pdf',
    page: 2,
    text: 'GRAND CHAMBERY CCTP – PAGE 2\n- Les agents devront être capables de nager 25 mètres.\nLa patinoire compte 1082 places.',
  },
  { file: 'RC.pdf', page: 4, text: 'Le titulaire devra fournir un Kbis.' },
];

describe('requirements of the buyer', () => {
  it('keeps the CCTP sentences that prescribe, with their file and page, lines joined', () => {
    expect(cctpRequirements(CCTP).map((r) => [r.text, r.source])).toEqual([
      [
        'Le prestataire indiquera dans le mémoire technique le délai de remplacement d’un agent absent.',
        'CCTP.pdf, p. 1',
      ],
      ['Les agents devront être capables de nager 25 mètres.', 'CCTP.pdf, p. 2'],
    ]);
  });

  it('splits an enumerated wording into its elements and files each CCTP requirement under the closest sub-criterion', () => {
    const parts = requirementsOf(
      {
        Technique: criterion('', {
          'Moyens humains': 'Effectif pressenti, aptitude à nager, profil des agents',
          Remplacement: 'Délai de remplacement d’un agent absent.',
        }),
        Financier: criterion('Prix'),
      },
      CCTP,
    );
    expect(parts.map((p) => p.label)).toEqual(['Moyens humains', 'Remplacement']);
    expect(parts[0]!.requirements.map((r) => r.text)).toEqual([
      'Moyens humains',
      'Effectif pressenti',
      'aptitude à nager',
      'profil des agents',
      'Les agents devront être capables de nager 25 mètres.',
    ]);
    expect(parts[1]!.requirements.at(-1)).toMatchObject({
      origin: 'cctp',
      source: 'CCTP.pdf, p. 1',
      id: 'Technique-2-02',
    });
  });

  it('judges a bare « Valeur technique » on the CCTP requirements, without the empty wording', () => {
    const [part] = requirementsOf({ Technique: criterion('') }, CCTP);
    expect(part!.requirements.map((r) => r.origin)).toEqual(['cctp', 'cctp']);
  });

  it('cites the RC page phase 1 noted in the wording, without the note in the requirement', () => {
    const [part] = requirementsOf(
      {
        Qualité: {
          ...criterion('livraison, installation et mise en service, SAV. Source : RC_2026.pdf, page 11.'),
          Libellé: 'Services associés',
        },
      },
      [],
    );
    expect(part!.requirements.map((r) => [r.text, r.source])).toEqual([
      ['Services associés', 'RC_2026.pdf, p. 11'],
      ['livraison', 'RC_2026.pdf, p. 11'],
      ['installation et mise en service', 'RC_2026.pdf, p. 11'],
      ['SAV.', 'RC_2026.pdf, p. 11'],
    ]);
  });

  it('reads the page of a wording read by OCR, without the OCR note in the requirement', () => {
    const [part] = requirementsOf(
      {
        Qualité: {
          ...criterion('délai de livraison. Source : RC.pdf, page 3 (texte reconnu par OCR).'),
          Libellé: 'Délais',
        },
      },
      [],
    );
    expect(part!.requirements.map((r) => [r.text, r.source])).toEqual([
      ['Délais : délai de livraison.', 'RC.pdf, p. 3'],
    ]);
  });

  it('skips headings and table of contents lines', () => {
    const toc = [
      {
        file: 'CCTP.pdf',
        page: 2,
        text: '3.3.2 Performances minimales ..................... 5\n3.1 Performances techniques minimales\nLe système devra permettre la fabrication de PCB double face.',
      },
    ];
    expect(cctpRequirements(toc).map((r) => r.text)).toEqual([
      'Le système devra permettre la fabrication de PCB double face.',
    ]);
  });

  it('takes the RC’s elements of appreciation listed under the sub-criterion, with the RC page', () => {
    const rc = {
      file: 'RC_2026.pdf',
      page: 6,
      text: 'Critère 1 : valeur technique (60 %)\nMoyens humains affectés\n- effectif et qualification\n- plan de formation\nCritère 2 : prix',
    };
    const [part] = requirementsOf({ Technique: criterion('', { 'Moyens humains affectés': '' }) }, [rc]);
    expect(part!.requirements.map((r) => [r.origin, r.text, r.source])).toEqual([
      ['critère', 'Moyens humains affectés', 'RC_2026.pdf, p. 6'],
      ['rc', 'effectif et qualification', 'RC_2026.pdf, p. 6'],
      ['rc', 'plan de formation', 'RC_2026.pdf, p. 6'],
    ]);
  });

  it('takes the sentences of the RC paragraph under a wording of common words, not how the note is given', () => {
    const rc = {
      file: 'RC.pdf',
      page: 6,
      text: [
        '2. Critères techniques : sur 40 points',
        'Attribution d’une note allant de 0 à 40 selon les critères techniques demandés au CCTP.',
        'La solidité, la durabilité, la puissance du matériel seront également valorisées sur ce critère.',
        'Les modalités de formation seront également étudiées sur ce critère.',
        '',
        '3. Délais de livraison : sur 5 points',
      ].join('\n'),
    };
    const [part] = requirementsOf({ Technique: { ...criterion(''), Libellé: 'Critères techniques' } }, [rc]);
    expect(part!.requirements.map((r) => [r.origin, r.text])).toEqual([
      [
        'rc',
        'La solidité, la durabilité, la puissance du matériel seront également valorisées sur ce critère.',
      ],
      ['rc', 'Les modalités de formation seront également étudiées sur ce critère.'],
    ]);
  });
});

describe('French evidence ranking', () => {
  it('matches across accents, plurals, conjugations and trade synonyms', () => {
    expect(termsOf('Les délais de remplacement')).toEqual(termsOf('délai remplacé'));
    expect(termsOf('le personnel')).toEqual(termsOf('les agents'));
  });

  it('says covered with a commitment or figure, partly when only mentioned, not covered otherwise', () => {
    const requirement = {
      id: 'x',
      text: 'délai de remplacement d’un agent absent',
      source: 'CCTP.pdf, p. 1',
      origin: 'cctp' as const,
      terms: termsOf('délai de remplacement d’un agent absent'),
    };
    const covered = new EvidenceIndex(
      passagesOf([
        { file: 'm.pdf', page: 1, text: 'Tout intervenant absent est remplacé dans un délai de 2 heures.' },
      ]),
    ).evidenceFor(requirement);
    expect(covered).toMatchObject({ statut: 'couvert', substance: ['chiffre'] });
    const partly = new EvidenceIndex(
      passagesOf([{ file: 'm.pdf', page: 1, text: 'Les agents absents sont remplacés au mieux.' }]),
    ).evidenceFor(requirement);
    expect(partly.statut).toBe('partiel');
    const none = new EvidenceIndex(
      passagesOf([{ file: 'm.pdf', page: 1, text: 'Notre société place le client au cœur de sa démarche.' }]),
    ).evidenceFor(requirement);
    expect(none).toMatchObject({ statut: 'non couvert', passages: [] });
  });
});
