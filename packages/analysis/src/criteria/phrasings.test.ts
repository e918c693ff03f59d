import { describe, expect, it } from 'vitest';
import { extractPonderation } from '.';

// The ways French buyers write their award criteria, one short text each, written for this test
// (not copied from the corpus): the top-level weights in order, the sub-criteria weights by the
// index of their criterion, the number of lots when the lots weigh their criteria differently.
// `null` is a criterion listed without weight.

interface Phrasing {
  id: string;
  text: string;
  top: (number | null)[];
  subs?: Record<number, number[]>;
  lots?: number;
  /** Read alone only: inside a whole RC its criteria may be listed without weight. */
  alone?: true;
  /** Told apart by its lower case (a description under its criterion's name): not read in capitals. */
  cased?: true;
  /** A table laid out with spaces, as wide as a page: cut at 60 or 90 columns it is no table any more. */
  laid?: true;
}

const phrasings: Phrasing[] = [
  {
    id: 'pct-colon-comma',
    text: "Critères d'attribution : Valeur technique de l'offre : 55.00%, Prix des prestations : 30.00%, Respect des délais : 15.00%",
    top: [55, 30, 15],
  },
  {
    id: 'note-sur-points',
    text: 'Le critère prix des prestations sera noté sur 40 points | La valeur technique sera notée sur 60 points',
    top: [40, 60],
  },
  {
    id: 'price-weight-as-formula-scale',
    text: "Critères d'attribution | Qualité technique ayant comme sous-critères : équipe (30%) et méthodologie (30%) | Prix | Note de 0 à 40 : N = 40 × (Pmin / P)",
    top: [null, 40],
    subs: { 0: [30, 30] },
  },
  {
    id: 'price-alone-weighted-by-formula-scale',
    text: 'Prix | Note de 0 à 40 : N = 40 × Pmin / P | Valeur technique | Appréciée au vu du mémoire technique : organisation du chantier',
    top: [40],
    alone: true,
  },
  {
    id: 'formula-scale-beside-weight',
    text: 'Critères : Prix : 40 %, noté de 0 à 10 : N = 10 × Pmin / P ; Valeur technique : 60 %, chaque sous-critère noté de 0 à 5.',
    top: [40, 60],
  },
  {
    id: 'prose-apposition',
    text: "Jugement des offres : le prix entrera pour 55 % dans la note finale, la valeur technique, appréciée au vu des documents\ndemandés ci-dessus, pour\n35 % et le délai d'exécution pour les 10 % restants.",
    top: [55, 35, 10],
  },
  {
    id: 'cell-a-line-blank-lines-header-wrapped',
    text: 'ARTICLE 6 – JUGEMENT DES OFFRES\nLes critères sont pondérés de la manière suivante :\nCritère\n\nCoefficient de\npondération\n\nPrix\n\n0,40\n\nValeur technique appréciée sur échantillons\n\n0,45\n\nDélai de livraison\n\n0,15\n',
    top: [40, 45, 15],
  },
  {
    id: 'announced-after-au-vu',
    text: "Critères d'attribution\nLe jugement des offres sera effectué selon les critères pondérés suivants :\n   ▪ Valeur technique de l'offre                  50 %\n   ▪ Prix des prestations                         40 %\n   ▪ Performances environnementales               10 %\nLa valeur technique sera appréciée au vu du mémoire technique, au regard des sous-critères\nsuivants :\n   - moyens affectés (matériels, équipes) : 20 %\n   - méthodologie d'intervention : 20 %\n   - planning d'intervention : 10 %\nLes pourcentages des sous-critères sont exprimés par rapport à la note globale.",
    top: [50, 40, 10],
    subs: { 0: [20, 20, 10] },
  },
  {
    id: 'lettered-item-bracket-closed-next-line',
    text: 'Jugement des offres\n1° Prix : 40 %\n2° Qualité de la prestation : 45 %, dont :\n     a) organisation du circuit du linge (collecte, tri, méthode\n        RABC) : 25 %\n     b) délais de rotation : 20 %\n3° Performances environnementales : 15 %',
    top: [40, 45, 15],
    subs: { 1: [25, 20] },
  },
  {
    id: 'spaced-table-cell-wrapped-closing-bracket',
    text: "Les offres seront jugées selon les critères suivants :\n\nCritère                                                       Pondération\nPrix (prix d'acquisition TTC, options incluses, hors           50 %\nbonus écologique)\nCaractéristiques techniques (autonomie, temps de               30 %\nrecharge, volume utile)\nDélai de livraison                                             20 %\n",
    top: [50, 30, 20],
  },
  {
    id: 'hours-shared-out-by-phase',
    text: "Prix : 60 %\nValeur technique : 40 %, jugée au regard des sous-critères suivants, notés en points :\nnombre d'heures et répartition par phase (conception, exécution) : 20 points ;\nméthodologie de contrôle et remise des rapports : 20 points.",
    top: [60, 40],
    subs: { 1: [20, 20] },
  },
  {
    id: 'note-multiplied-by-weight',
    text: "L'offre économiquement la plus avantageuse est appréciée en fonction des critères énoncés ci-dessous avec leur pondération.\nCritère n° 1 – Prix des prestations : 45 %\nLe prix est apprécié sur la base du coût total. La note prix sur 10 est calculée selon la formule :\nNp = 10 × Pmin / P, où Pmin est le prix de l'offre la plus basse et P le prix examiné ; elle\nest ensuite multipliée par 45 %.\nCritère n° 2 – Valeur technique : 45 %, apprécié au vu du mémoire technique et décomposé en\nsous-critères :\n– Sous-critère 2.a – Organisation des tournées : 25 %\n– Sous-critère 2.b – Moyens affectés : 20 %\nCritère n° 3 – Performance environnementale : 10 %",
    top: [45, 45, 10],
    subs: { 1: [25, 20] },
  },
  {
    id: 'whole-stated-note-globale-etant-calculee',
    text: "Les offres seront classées selon les critères suivants, la note globale étant calculée sur 20 points :\nCritère 1 – Prix des prestations : noté sur 12 points\nCritère 2 – Valeur technique : notée sur 8 points, décomposée comme suit :\nméthodologie d'intervention : 4 points ;\nmoyens humains et matériels : 2 points ;\ndémarche environnementale : 2 points.",
    top: [60, 40],
    subs: { 1: [20, 10, 10] },
  },
  {
    id: 'rating-grid-under-the-table',
    text: 'Critères de jugement\nCritères et sous-critères\tPondération\n1 – Valeur technique\t60 %\n1.1 – Compréhension des enjeux\t25 %\n1.2 – Méthodologie proposée\t35 %\n2 – Prix\t40 %\nTotal\t100 %\nChaque sous-critère est noté selon la grille suivante :\nAppréciation\tNote attribuée\nNon traité\t0\nTraité de façon insuffisante\t2\nTraité de façon moyenne\t5\nTraité de façon satisfaisante\t8\nTraité de façon très satisfaisante\t10',
    top: [60, 40],
    subs: { 0: [25, 35] },
  },
  {
    id: 'notice-details-before-criteria-fields',
    text: "Département de la Vendée | Entretien des espaces verts des sites départementaux - accord-cadre à bons de commande en 3 lots | epo-notice | cn-standard | open | buyer-categories | Appel d'offres ouvert - articles L. 2124-2, R. 2124-2 1° et R. 2161-2 à R. 2161-5 du code de la commande publique | Entretien des espaces verts des sites départementaux - accord-cadre à bons de commande en 3 lots | | Le marché comporte une clause d'insertion sociale : 350 heures de travail d'insertion par an et par lot. La valeur technique sera appréciée au regard du mémoire technique remis par le candidat, selon les éléments suivants : organisation et moyens humains et matériels affectés au lot (30 %), méthodes d'entretien et mise en œuvre de la gestion différenciée (15 %), modalités de gestion et de valorisation des déchets verts (10 %). Le candidat peut répondre à un ou plusieurs lots ; il n'est pas fixé de limitation au nombre de lots attribués à un même titulaire. Les variantes ne sont pas autorisées. Délai de validité des offres : 150 jours. | Tribunal administratif de La Roche-sur-Yon | 10 rue Georges Clemenceau | La Roche-sur-Yon | 85000 | greffe@tribunal.fr | Introduction des recours : référé précontractuel (article L. 551-1 du code de justice administrative) jusqu'à la signature du contrat ; référé contractuel (article L. 551-13 du CJA) dans un délai de 31 jours à compter de la publication de l'avis d'attribution ou, en l'absence de publication, de 6 mois à compter de la conclusion du contrat ; recours en contestation de validité du contrat dans un délai de 2 mois à compter de la publication de l'avis d'attribution ; recours pour excès de pouvoir contre les actes détachables dans un délai de 2 mois. | Lot 1 : Secteur nord | Valeur technique : 55 %\nPrix : 45 % | not-allowed",
    top: [55, 45],
    subs: { 0: [30, 15, 10] },
  },
  {
    id: 'merged-criterion-and-total-cells',
    text: 'Critères de jugement\nCritère\tSous-critères\tPoids\tPoids du critère\n1. Prix\t–\t50 %\n2. Valeur technique\tOrganisation du service\t20 %\t40 %\n\tMoyens humains affectés\t10 %\n\tQualité du matériel roulant\t10 %\n3. Critère environnemental\t–\t10 %\nTOTAL\t100 %',
    top: [50, 40, 10],
    subs: { 1: [20, 10, 10] },
  },
  {
    id: 'lots-named-by-their-table',
    text: 'Jugement des offres\nLa pondération diffère selon les lots :\nTableau A – Lots 1 (Gros œuvre) et 2 (Charpente)\nCritères\tPoints\nPrix\t50 points\nValeur technique\t50 points\nTableau B – Lots 3 et 4\nCritères\tPoints\nPrix\t60 points\nValeur technique\t40 points',
    top: [50, 50],
    lots: 4,
  },
  {
    id: 'spaced-lot-rows-one-line-each',
    text: 'Jugement des offres, la pondération variant selon les lots :\n\n   Lot    Désignation       Prix       Valeur technique\n    1     Gros œuvre        60 %          40 %\n    2     Charpente         60 %          40 %\n    3     Menuiseries       50 %          50 %\n',
    top: [60, 40],
    lots: 3,
  },
  {
    id: 'cell-a-line-note-maximale-scale-after-total',
    text: 'Critères de jugement\nLes offres sont notées sur 100 points selon les critères ci-dessous :\nCRITÈRES\nNOTE MAXIMALE\n1 – Prix des prestations (montant de la DPGF)\n30\n2 – Valeur technique, dont :\n70\n• 2.1 Compréhension des enjeux\n20\n• 2.2 Méthodologie proposée pour chaque phase\n30\n• 2.3 Moyens humains affectés\n20\nTOTAL\n100\nChaque sous-critère reçoit une appréciation :\n  Excellent : 100 %    Bon : 75 %    Moyen : 50 %    Absent : 0 %',
    top: [30, 70],
    subs: { 1: [20, 30, 20] },
  },
  {
    id: 'announced-au-regard-du-selon',
    text: "Critères d'attribution :\n- Valeur technique : 60 %\n- Prix : 40 %\nSection 6 : Informations complémentaires\nLe critère valeur technique sera apprécié au regard du mémoire technique selon les sous-critères suivants :\n  - moyens humains et matériels affectés : 25 %\n  - méthodologie d'intervention : 25 %\n  - mesures en faveur de la biodiversité : 10 %",
    top: [60, 40],
    subs: { 0: [25, 25, 10] },
  },
  {
    id: 'notice-name-field-then-how-judged-with-weight',
    text: "Critères d'attribution | Valeur technique | Jugé sur la base du cadre de réponse technique - 55 % | Prix | Analysé au regard du montant de l'offre (DPGF / BPU / DQE) - 35 % | Délai d'exécution | Apprécié au vu du mémoire technique - 10 %",
    top: [55, 35, 10],
  },
  {
    id: 'notice-weighted-criterion-ayant-comme-sous-criteres',
    text: "Critères d'attribution | Prix : 50.00% | Valeur technique : 40.00% ayant comme sous-critères : Méthodologie et phasage (20%) et Moyens humains et matériels (20%) | Délais d'exécution : 10.00%",
    top: [50, 40, 10],
    subs: { 1: [20, 20] },
  },
  {
    id: 'notice-lot-title-fields-without-their-number',
    text: "Impression de documents. La consultation comprend 2 lots : Lot 1 : Magazine municipal; Lot 2 : Affiches et dépliants | Territoire de la commune | performance | not-allowed | Magazine municipal | Prix (60%) | Qualité d'impression (30%) | Délai (10%) | Affiches et dépliants | Prix (50%) | Qualité d'impression (30%) | Démarche environnementale (20%)",
    top: [60, 30, 10],
    lots: 2,
    alone: true,
  },
  {
    id: 'table-then-announced-a-partir-du-memoire',
    text: "Les offres seront jugées selon les critères pondérés suivants :\nCritère\tNote\nValeur technique\t60 points\nPrix\t40 points\nLa valeur technique sera évaluée à partir du mémoire technique selon les sous-critères suivants :\n- méthodologie d'exécution des travaux (terrassements, pose, essais) : 30 points\n- moyens humains et matériels affectés au chantier : 20 points\n- planning détaillé des travaux : 10 points",
    top: [60, 40],
    subs: { 0: [30, 20, 10] },
  },
  {
    id: 'table-sub-criteria-in-percent-du-critere-n',
    text: 'Les critères de jugement et leur pondération sont les suivants :\nCritères\tPondération\nCritère 1 : Prix\t40 %\nCritère 2 : Valeur technique\t45 %\nSous-critère 2.1 : Organisation des équipes, plannings, remplacements\t50 % du critère 2\nSous-critère 2.2 : Formation et encadrement du personnel\t30 % du critère 2\nSous-critère 2.3 : Outils de contrôle et reporting\t20 % du critère 2\nCritère 3 : Conditions de travail des salariés repris\t15 %',
    top: [40, 45, 15],
    subs: { 1: [22.5, 13.5, 9] },
  },
  {
    id: 'notice-name-field-then-voir-reglement-with-weight',
    text: "Critères d'attribution | Prix | Voir règlement de consultation - 40% | Valeur technique | Voir règlement de consultation - 50% | Délai d'intervention | Voir règlement de consultation - 10%",
    top: [40, 50, 10],
  },
  {
    id: 'critere-n-ponderation-in-brackets-then-how-judged',
    text: "Critères d'attribution | Critère n°1 : Prix (pondération : 60) | Critère n°2 : Valeur technique (pondération : 40) appréciée sur la base du mémoire justificatif",
    top: [60, 40],
  },
  {
    id: 'points-dont-bare-parts',
    text: "Critères d'attribution | Prix : 60 points | Valeur technique : 40 points dont méthodologie 20, planning 10, moyens 10",
    top: [60, 40],
    subs: { 1: [20, 10, 10] },
  },
  {
    id: 'offres-notees-sur-10-bullets-in-points',
    text: 'Les offres seront notées sur 10 au regard des critères suivants :\n• Prix (6 points)\n• Qualité et caractéristiques techniques des produits (3 points)\n• Délais de livraison (1 point)',
    top: [60, 30, 10],
  },
  {
    id: 'table-row-wording-shares-its-weight-in-brackets',
    text: "Le jugement des offres sera effectué selon les critères pondérés ci-dessous :\nCritères\tSous-critères\tPondération\nValeur technique de l'offre (60 %)\tMoyens humains affectés (effectifs, encadrement)\t20 %\n\tMéthodologie d'intervention et organisation par site\t25 %\n\tProduits, matériels et démarche environnementale\t15 %\nPrix des prestations\tMontant de la DPGF (80 %) et du détail quantitatif estimatif (20 %)\t40 %\nTOTAL\t100 %",
    top: [60, 40],
    subs: { 0: [20, 25, 15] },
  },
  {
    id: 'notice-weighted-names-each-followed-by-its-description-in-lower-case',
    text: "Critères d'attribution | Prix : 80% | prix unitaires HTT appliqués au profil de consommation de référence | Accompagnement et services associés : 15 % | outils de suivi des consommations, facturation électronique, interlocuteur dédié | Qualité environnementale de l'offre : 5%",
    top: [80, 15, 5],
    cased: true,
  },
  {
    id: 'ponderation-in-brackets-its-number-wrapped',
    text: "2 – CRITÈRES\nPrix (pondération : 45) ; Valeur technique (pondération : 40) ; Performance\nen matière d'insertion professionnelle des publics en difficulté (pondération :\n15). Note prix = 45 × (Pmin / P).",
    top: [45, 40, 15],
  },
  {
    id: 'numbered-ponderation-colon-then-dash-how-computed',
    text: "Les offres sont jugées selon :\n1) Prix — pondération : 70 — calculé sur le coût annuel simulé ;\n2) Qualité des services associés (extranet, interlocuteur dédié) — pondération : 20 ;\n3) Part d'électricité d'origine renouvelable garantie — pondération : 10.",
    top: [70, 20, 10],
  },
  {
    id: 'merged-criterion-row-ponderation-then-sous-ponderation',
    text: "Les critères retenus sont pondérés comme suit :\nCritères\tSous-critères\tPondération\tSous-pondération\n1. Valeur technique\t1.1 Méthodologie\t60 %\t25 %\n\t1.2 Moyens humains et matériels\t20 %\n\t1.3 Planning détaillé\t15 %\n2. Prix des prestations\tMontant de l'offre\t40 %\t–\nTOTAL\t100 %",
    top: [60, 40],
    subs: { 0: [25, 20, 15] },
  },
  {
    id: 'numbered-subs-bare-points-after-a-dash',
    text: '1. Coût de la prestation – pondération : 45\n2. Valeur technique – pondération : 40, décomposée comme suit :\n2.1 qualité du linge (fiches, essais) – 15\n2.2 organisation logistique (traçabilité) – 15\n2.3 qualité du traitement (RABC) – 10\n3. Développement durable – pondération : 15 (consommations d’eau et d’énergie)',
    top: [45, 40, 15],
    subs: { 1: [15, 15, 10] },
  },
  {
    id: 'notice-candidates-rated-weights-first-then-award-criteria-wording-first',
    text: "CRITÈRES DE SÉLECTION DES CANDIDATURES : 3 équipes seront retenues sur la base des critères suivants notés sur 100 : qualité des références (50), compétences et moyens de l'équipe (30), adéquation de la composition de l'équipe au projet (20). | performance | Valeur technique | Appréciée au vu de la note méthodologique - 60 % : compréhension du programme 25 %, méthodologie de la mission 20 %, approche environnementale 15 % | Prix | Taux de rémunération et décomposition des honoraires - 40 %",
    top: [60, 40],
    subs: { 0: [25, 20, 15] },
    alone: true,
  },
  {
    id: 'notice-name-fields-then-shares-of-20',
    text: "Critères d'attribution | Prix des fournitures | 12/20 | Qualité des produits (fiches techniques, origine) | 6/20 | Organisation des livraisons | 2/20",
    top: [60, 30, 10],
  },
  {
    id: 'notice-name-fields-then-points-sur-20',
    text: "Critères d'attribution | Prix des fournitures | 12 points sur 20 | Qualité des produits (fiches techniques, origine) | 6 points sur 20 | Organisation des livraisons | 2 points sur 20",
    top: [60, 30, 10],
  },
  {
    id: 'shares-of-20-before-a-colon-with-bracketed-points',
    text: "Critères de jugement des offres | Valeur technique 12/20 : méthodologie et phasage (5), composition de l'équipe (4), dispositif de concertation (3) ; Prix 8/20.",
    top: [60, 40],
    subs: { 0: [25, 20, 15] },
  },
  {
    id: 'notice-weighted-name-then-how-judged-ayant-comme-sous-criteres',
    text: "Critères d'attribution | Valeur technique de l'offre : 70 % | Appréciée au vu de la note méthodologique ayant comme sous-critères : organisation de l'équipe (25%), méthodologie de suivi du chantier (25%), démarche bas carbone (20%) | Prix : 30 %",
    top: [70, 30],
    subs: { 0: [25, 25, 20] },
  },
  {
    id: 'notice-place-with-department-number-before-a-share-of-the-note',
    text: "Chablais (74) | no-eu-funds | Pénalité de 500 € par retard d'intervention. | performance | not-allowed | Le prix compte pour 40 % de la note | Valeur technique : 45 % : caractéristiques du matériel (25 %), proximité du dépôt (20 %) | Moyens de remplacement en cas de panne : 15 %",
    top: [40, 45, 15],
    subs: { 1: [25, 20] },
    alone: true,
  },
  {
    id: 'neg-a-rate-today-is-no-weight',
    text: "Critères d'attribution : critères énoncés ci-dessous par ordre décroissant d'importance :\n1. Valeur technique de l'offre\n2. Prix des prestations\n3. Performances environnementales\nLe taux de refus de tri constaté sur les emballages est actuellement de 16 % ; un objectif de réduction est fixé au titulaire.",
    top: [null, null, null],
  },
  {
    id: 'lot-cell-opens-the-rows',
    text: "Jugement des offres lot par lot selon les critères pondérés du tableau ci-après.\nLots\tCritères\tSous-critères\tPondération\nLot 1 Désamiantage\n– Démolition\tPrix\t–\t40 %\n\tValeur technique 60 %\tMode opératoire et gestion des déchets\t25 %\n\tMoyens de protection\t15 %\n\tPlanning et phasage\t20 %\nLots 2, 3 et 4\tPrix\t–\t60 %\n\tValeur technique 40 %\tMéthodologie d'exécution\t20 %\n\tMoyens humains\t10 %\n\tPlanning détaillé\t10 %",
    top: [40, 60],
    subs: { 1: [25, 15, 20] },
    lots: 4,
  },
  {
    id: 'notice-fields-critere-n-note-sur',
    text: "Restauration scolaire | Critère n°1 : Qualité des repas et des denrées (origine et traçabilité des produits, part de produits sous signe officiel de qualité, saisonnalité, qualité gustative) noté sur 40 | Critère n°2 : Prix noté sur 30 | Critère n°3 : Performances en matière de protection de l'environnement (réduction des déchets et des emballages) noté sur 20 | Critère n°4 : Service et animation noté sur 10 | open",
    top: [40, 30, 20, 10],
  },
  {
    id: 'notice-subs-listed-on-one-line',
    text: 'Entretien des routes départementales | Prix (50%) | Valeur technique (40%) | Sous-critères de la valeur technique : moyens humains et matériels mobilisables (15%), méthodologie et qualité des matériaux (15%), organisation de la sécurité des chantiers (10%) | Performance environnementale (10%) | open',
    top: [50, 40, 10],
    subs: { 1: [15, 15, 10] },
  },
  {
    id: 'notice-criterion-then-its-weight-field',
    text: "Assistance à maîtrise d'ouvrage pour la construction d'une crèche | Durée prévisionnelle de la mission : 42 mois. | Valeur technique | Pondération : 60 %. | Sous-critères : méthodologie proposée (25 points), composition de l'équipe (20 points), planning et disponibilité (15 points) | Prix | Pondération : 40 %. | Tribunal administratif de Lyon",
    top: [60, 40],
    subs: { 0: [25, 20, 15] },
  },
  {
    id: 'whole-offres-jugees-apposition-sur-20-points',
    text: '9.1 – Critères\nLes offres seront jugées, pour chaque lot (circuit ou groupe de circuits), sur 20 points\nrépartis entre les critères suivants :\na) Prix ........................ 12 points\nb) Valeur technique ............. 8 points\n    • qualité du matériel roulant : 4 points\n    • organisation du service : 2 points\n    • continuité du service : 2 points',
    top: [60, 40],
    subs: { 1: [20, 10, 10] },
  },
  {
    id: 'details-of-value-beside-insertion',
    text: "Jugement des offres : Prix : 30 % ; Valeur technique : 60 % ; Performances en matière d'insertion professionnelle des publics en difficulté : 10 %.\nLa valeur technique sera examinée au regard du mode opératoire de démolition (25 %), des mesures de protection des riverains (20 %) et du taux de valorisation des déchets de chantier (15 %).",
    top: [30, 60, 10],
    subs: { 1: [25, 20, 15] },
  },
  {
    id: 'details-stop-at-the-next-lot',
    text: "Critères d'attribution\nLes critères d'attribution diffèrent selon les lots.\nPour le lot 1 :\n• Prix (sur la base du DQE) : 50 %\n• Qualité technique des produits : 40 %\n• Délai de livraison : 10 %\nPour le lot 2 :\n• Valeur technique : 50 %\no Esthétique et ergonomie des produits : 25 %\no Durabilité et garanties : 25 %\n• Prix : 40 %\n• Performance environnementale : 10 %",
    top: [50, 40, 10],
    lots: 2,
  },
  {
    id: 'notice-weight-field-then-its-subs',
    text: 'Portage de repas à domicile | Valeur technique | Pondération : 55 %. Sous-critères : qualité des repas et adaptation aux régimes 25 %, modalités de livraison 20 %, démarche de développement durable 10 %. | Prix | Pondération : 45 %. | Voir RC.',
    top: [55, 45],
    subs: { 0: [25, 20, 10] },
  },
  {
    id: 'coefficient',
    text: "Jugement des offres\nLes offres seront classées selon les critères suivants affectés d'un coefficient :\n- Prix : coefficient 6\n- Valeur technique : coefficient 4",
    top: [60, 40],
  },
  {
    id: 'coefficients-dash-between',
    text: 'Critères : Prix : coefficient 0,6 - Valeur technique : coefficient 0,4 | Révision des prix',
    top: [60, 40],
  },
  {
    id: 'coefficients-whole-dash-between',
    text: 'Critères : Prix : coefficient 3 - Valeur technique : coefficient 2',
    top: [60, 40],
  },
  {
    id: 'dotted-leaders-bare-numbers',
    text: "ARTICLE 5 – JUGEMENT DES OFFRES\nL'offre économiquement la plus avantageuse est choisie au regard des critères suivants (pondération sur 100) :\nPrix (montant global de la DPGF) ........................ 45\nMéthodologie et organisation des travaux ................ 35\n  - planning détaillé par phase ......................... 20\n  - moyens humains et matériels ......................... 15\nDélai d'exécution ....................................... 20",
    top: [45, 35, 20],
    subs: { 1: [20, 15] },
  },
  {
    id: 'table-row-wording-ends-with-lot',
    text: 'Critères de jugement\nCritère\tSous-critère\tPoints\nValeur technique (50 points)\tÉchantillons testés en service\t30\n\tCaractéristiques au regard du CCTP\t20\nPrix\tSur la base du DQE du lot\t40\nDélais de livraison\tDélai normal et en urgence\t10\nTOTAL\t100',
    top: [50, 40, 10],
    subs: { 0: [30, 20] },
  },
  {
    id: 'criterion-restated-with-its-note-scale',
    text: "Les offres sont jugées selon les critères pondérés suivants :\n- Prix des prestations : 50 %\n- Valeur technique de l'offre : 50 %\nPRIX : noté sur 20 selon la formule Note = 20 × Pmin / P.\nVALEUR TECHNIQUE : notée sur 20 points au vu du mémoire technique, décomposée en :\na) méthodologie et procédés d'exécution : 8 points\nb) moyens humains et matériels : 6 points\nc) planning détaillé des travaux : 6 points",
    top: [50, 50],
    subs: { 1: [20, 15, 15] },
  },
  {
    id: 'cell-a-line-criterion-above-its-numbered-subs',
    text: "Les offres sont jugées selon les critères pondérés ci-dessous :\nCritère\nSous-critère\nPondération\n1. Prix\nMontant du BPU\n40 %\n2. Qualité technique\n2.1 Ergonomie et facilité d'utilisation\n30 %\n2.2 Sécurité du patient\n20 %\n3. Délais de livraison\nDélai normal et en urgence\n10 %\nTOTAL\n100 %",
    top: [40, null, 10],
    subs: { 1: [30, 20] },
  },
  {
    id: 'fraction-before-its-subs-bracket',
    text: 'Critères : Valeur technique : 12/20 (sous-critères : méthodologie 6 pts, moyens humains 3 pts, planning 3 pts) ; Prix : 8/20. Les offres dont la note technique est inférieure à 6/12 (lot 1) sont éliminées.',
    top: [60, 40],
    subs: { 0: [30, 15, 15] },
  },
  {
    id: 'percent-list-then-parts-in-points',
    text: "Critères d'attribution :\n - valeur technique de l'offre : 60 % ;\n - prix : 40 %.\nRenseignements complémentaires : la valeur technique sera jugée au vu du mémoire technique, selon les éléments suivants :\n - moyens humains et matériels affectés au chantier (20 points),\n - méthodologie et phasage des travaux (25 points),\n - gestion environnementale du chantier (15 points).",
    top: [60, 40],
    subs: { 0: [20, 25, 15] },
  },
  {
    id: 'abbreviated-names-and-ponderation',
    text: 'Critères : PX pond. 40 / VT pond. 60',
    top: [40, 60],
  },
  {
    id: 'respectively-in-one-sentence',
    text: "Le choix de l'offre économiquement la plus avantageuse sera effectué en fonction des critères du prix, de la valeur technique et du délai d'exécution, pondérés respectivement à 50 %, 40 % et 10 %.",
    top: [50, 40, 10],
  },
  {
    id: 'respectively-in-the-next-sentence',
    text: 'Les critères de jugement des offres retenus sont : la valeur technique (méthodologie, moyens), le prix, la démarche environnementale et la réactivité. Ces critères sont pondérés respectivement à 50 %, 30 %, 15 % et 5 %. Chaque sous-critère est noté très satisfaisant, satisfaisant, insuffisant, correspondant respectivement à 100 %, 50 % et 0 %.',
    top: [50, 30, 15, 5],
  },
  {
    id: 'coefficients-with-their-note-scale',
    text: "Critère n°1 : Valeur technique - coefficient 3 (note sur 20)\nCritère n°2 : Prix - coefficient 2 (note sur 20), Note prix = 20 x prix le plus bas / prix de l'offre",
    top: [60, 40],
  },
  {
    id: 'criterion-detailed-with-bare-numbers',
    text: "Critères : 1. Prix des prestations (pondération 50) ; 2. Valeur technique (pondération 40) ; 3. Délais d'intervention (pondération 10)\nCritère 2 - valeur technique (40), appréciée au vu du mémoire technique :\n a) méthodologie et organisation des chantiers : 20 ;\n b) moyens humains et matériels : 10 ;\n c) gestion environnementale : 10.",
    top: [50, 40, 10],
    subs: { 1: [20, 10, 10] },
  },
  {
    id: 'criterion-weight-after-its-name-then-its-subs',
    text: 'Lot unique. La valeur technique (40 points) sera appréciée selon les sous-critères suivants : organisation et moyens humains affectés (20 points), contrôle qualité (10 points), démarche environnementale (10 points). Visite obligatoire. | services | price | Prix | 60 | quality | Valeur technique | 40 | not-allowed',
    top: [60, 40],
    subs: { 1: [20, 10, 10] },
    // The notice's type codes are in lower case.
    cased: true,
  },
  {
    id: 'ponderation-colon',
    text: 'ARTICLE 7 - CRITERES DE JUGEMENT\nPrix des prestations (pondération : 70)\nQualité du service après-vente (pondération : 30)',
    top: [70, 30],
  },
  {
    id: 'pts-abbrev',
    text: 'Critères retenus : Prix 60 pts ; Valeur technique 35 pts ; Performance environnementale 5 pts.',
    top: [60, 35, 5],
  },
  {
    id: 'paren-number',
    text: "Les offres seront jugées sur les critères pondérés suivants :\n1. Prix (50)\n2. Valeur technique (40)\n3. Délai d'exécution (10)",
    top: [50, 40, 10],
  },
  {
    id: 'paren-number-before-colon-or-dash',
    text: 'Jugement des offres :\nValeur technique (60) – appréciée au vu du mémoire technique.\nPrix des prestations (40) :\nNote = 40 x Pmin / P',
    top: [60, 40],
  },
  {
    id: 'eforms-value-before-its-kind',
    text: "Critères d'attribution :\n- Prix (Type : Prix) : 40 — Pondération (pourcentage, valeur exacte)\n- Valeur technique (Type : Qualité) : 60 — Pondération (pourcentage, valeur exacte)",
    top: [40, 60],
  },
  {
    id: 'square-bullet-dash-note-sur',
    text: 'Les offres sont évaluées au regard des critères suivants, la note finale étant sur 100 :\n  ◼ Prix – noté sur 40\n     Apprécié au regard du montant du DQE.\n  ◼ Valeur technique – noté sur 60\n     Appréciée au vu du mémoire technique.',
    top: [40, 60],
  },
  {
    id: 'fraction-100',
    text: 'Analyse des offres :\n- Prix : 40/100\n- Valeur technique : 60/100',
    top: [40, 60],
  },
  {
    id: 'table-cells-lines',
    text: "8. CRITÈRES D'ATTRIBUTION\nCritères\nPondération\nPrix\n40 %\nValeur technique\n50 %\nDélais d'intervention\n10 %",
    top: [40, 50, 10],
  },
  {
    id: 'table-tabs',
    text: 'Critères de jugement des offres\nCritère\tPondération\n1 - Prix des prestations\t45%\n2 - Valeur technique\t45%\n3 - Développement durable\t10%',
    top: [45, 45, 10],
  },
  {
    id: 'dont-subs',
    text: "Critères d'attribution :\nValeur technique : 60 % dont :\n- méthodologie d'intervention : 30 %\n- moyens humains et matériels : 20 %\n- planning : 10 %\nPrix : 40 %",
    top: [60, 40],
    subs: { 0: [30, 20, 10] },
  },
  {
    id: 'decompose-comme-suit',
    text: 'Le jugement des offres se fera selon les critères suivants :\n1) Valeur technique (60 points), décomposée comme suit :\n   a) Organisation du chantier : 25 points\n   b) Qualité des matériaux proposés : 20 points\n   c) Gestion environnementale du chantier : 15 points\n2) Prix (40 points)',
    top: [60, 40],
    subs: { 0: [25, 20, 15] },
  },
  {
    id: 'numbered-11',
    text: "ARTICLE 6 : JUGEMENT DES OFFRES\n1. Prix des prestations : 40 %\n2. Valeur technique : 60 %\n2.1 Note méthodologique : 35 %\n2.2 Composition de l'équipe : 25 %",
    top: [40, 60],
    subs: { 1: [35, 25] },
  },
  {
    id: 'sub-critere-word',
    text: "Critères d'attribution\nCritère 1 : Prix - 50 %\nCritère 2 : Valeur technique - 50 %\nSous-critère 2.1 : Méthodologie - 30 %\nSous-critère 2.2 : Références - 20 %",
    top: [50, 50],
    subs: { 1: [30, 20] },
  },
  {
    id: 'sub-pct-of-parent',
    text: 'Critères de jugement :\n- Prix : 40 %\n- Valeur technique : 60 %, appréciée au regard des sous-critères suivants :\n  • Méthodologie (50 % de la note technique)\n  • Moyens affectés (50 % de la note technique)',
    top: [40, 60],
    subs: { 1: [30, 30] },
  },
  {
    id: 'notice-eforms-inline',
    text: "Critère d'attribution : Prix | Pondération : 40 | Critère d'attribution : Qualité | Valeur technique | Pondération : 60",
    top: [40, 60],
  },
  {
    id: 'ordre-decroissant',
    text: "Critères d'attribution par ordre décroissant d'importance :\n1. Valeur technique\n2. Prix\n3. Délais",
    top: [null, null, null],
  },
  {
    id: 'elimination-threshold',
    text: "Critères d'attribution : Valeur technique 60 %, Prix 40 %. Toute offre obtenant une note technique inférieure à 20/60 sera éliminée.",
    top: [60, 40],
  },
  {
    id: 'revision-formula',
    text: 'Les prix sont révisables selon la formule P = P0 x (0,15 + 0,85 x I/I0).\nCritères de jugement des offres : Prix 45 %, Valeur technique 55 %.',
    top: [45, 55],
  },
  {
    id: 'funding-share',
    text: "L'opération est financée à 80 % par l'Etat et à 20 % par la Région.\nCritères d'attribution : prix des prestations 30 % ; valeur technique 70 %.",
    top: [30, 70],
  },
  {
    id: 'lots-different',
    text: "Critères d'attribution\nLot 1 : Prix 60 % ; Valeur technique 40 %\nLot 2 : Prix 40 % ; Valeur technique 60 %",
    top: [60, 40],
    lots: 2,
  },
  {
    id: 'pourcentage-words',
    text: 'Les offres seront appréciées en fonction des critères énoncés ci-dessous avec leur pondération :\nPrix des prestations : soixante pour cent (60 %)\nValeur technique : quarante pour cent (40 %)',
    top: [60, 40],
  },
  {
    id: 'pour-cent',
    text: "Critères d'attribution : le prix pour 40 pour cent et la valeur technique pour 60 pour cent.",
    top: [40, 60],
  },
  {
    id: 'a-hauteur-de',
    text: "L'offre économiquement la plus avantageuse sera appréciée en fonction de la valeur technique à hauteur de 70 % et du prix à hauteur de 30 %.",
    top: [70, 30],
  },
  {
    id: 'prose-pour',
    text: 'Le classement des offres sera effectué au regard du prix (pour 55 %) et de la valeur technique (pour 45 %).',
    top: [55, 45],
  },
  {
    id: 'note-sur-20',
    text: 'Jugement des offres\nChaque critère est noté sur 20 puis pondéré :\n- Prix : 40 %\n- Qualité de la prestation : 40 %\n- Délai de livraison : 20 %',
    top: [40, 40, 20],
  },
  {
    id: 'total-points-1000',
    text: "Les critères d'attribution sont notés sur 1000 points :\n- Prix : 600 points\n- Valeur technique : 400 points",
    top: [60, 40],
  },
  {
    id: 'tiret-pts',
    text: 'CRITERES DE SELECTION DES OFFRES\n- Prix -- 40 pts\n- Valeur technique -- 50 pts\n- Critère environnemental -- 10 pts',
    top: [40, 50, 10],
  },
  {
    id: 'semicolon-notice',
    text: "Critères d'attribution : 1) Prix des prestations (40 %) ; 2) Valeur technique appréciée selon le mémoire technique (50 %) ; 3) Performances en matière de protection de l'environnement (10 %).",
    top: [40, 50, 10],
  },
  {
    id: 'percentage-first',
    text: 'Critères de choix des offres :\n60 % : valeur technique\n40 % : prix',
    top: [60, 40],
  },
  {
    id: 'cout-global',
    text: "Critères d'attribution : Coût global (coût d'acquisition et coût d'utilisation sur 5 ans) : 50 % ; Valeur technique : 40 % ; Délai de livraison : 10 %.",
    top: [50, 40, 10],
  },
  {
    id: 'sous-criteres-points-heading',
    text: 'Valeur technique (sur 60 points) :\nSous-critère n°1 : moyens humains affectés (20 points)\nSous-critère n°2 : méthodologie (30 points)\nSous-critère n°3 : démarche qualité (10 points)\nPrix (sur 40 points)',
    top: [60, 40],
    subs: { 0: [20, 30, 10] },
  },
  {
    id: 'uppercase',
    text: "CRITERES D'ATTRIBUTION :\nPRIX DES PRESTATIONS : 40%\nVALEUR TECHNIQUE : 60%",
    top: [40, 60],
  },
  { id: 'single-price', text: "Critère d'attribution unique : le prix (100 %).", top: [100] },
  {
    id: 'minimum-score',
    text: "Critères d'attribution : Valeur technique 50 %, Prix 50 %. Une note minimale de 10/20 est exigée sur la valeur technique.",
    top: [50, 50],
  },
  {
    id: 'sub-slash-20',
    text: 'Critères de jugement :\n1. Valeur technique : 60 %\n- Méthodologie : 10/20\n- Moyens : 6/20\n- Planning : 4/20\n2. Prix : 40 %',
    top: [60, 40],
    subs: { 0: [30, 18, 12] },
  },
  {
    id: 'bullets-notamment',
    text: "Critères d'attribution :\n1. Valeur technique : 60 %\n- Organisation du chantier, notamment : 30 %\n- Qualité des fournitures : 30 %\n2. Prix : 40 %",
    top: [60, 40],
    subs: { 0: [30, 30] },
  },
  {
    id: 'weights-on-next-line',
    text: "Critères d'attribution\nPrix des prestations\n40 %\nValeur technique de l'offre appréciée sur la base du mémoire technique\n60 %",
    top: [40, 60],
  },
  {
    id: 'ponderee-a',
    text: 'La valeur technique, pondérée à 65 %, et le prix, pondéré à 35 %, sont les critères de jugement.',
    top: [65, 35],
  },
  {
    id: 'notice-sep-dash',
    text: "Critères d'attribution : Prix - 40 / Valeur technique - 60",
    top: [40, 60],
  },
  {
    id: 'prix-plus-rse',
    text: 'Critères de jugement des offres : Prix : 50% ; Valeur technique : 40% ; Responsabilité sociétale (RSE) : 10%',
    top: [50, 40, 10],
  },
  {
    id: 'criteria-with-decimal-comma',
    text: 'Critères : Valeur technique 62,5 % ; Prix 37,5 %',
    top: [62.5, 37.5],
  },
  {
    id: 'points-hierarchy-letters',
    text: "Critères d'analyse des offres\nA. Prix : 40 points\nB. Valeur technique : 60 points répartis comme suit :\nB1. Moyens humains : 20 points\nB2. Méthodologie : 30 points\nB3. Sécurité : 10 points",
    top: [40, 60],
    subs: { 1: [20, 30, 10] },
  },
  {
    id: 'global-formula-weights',
    text: 'Jugement des offres : la note globale est calculée comme suit : Note finale = 0,6 x Note technique + 0,4 x Note prix.',
    top: [60, 40],
  },
  {
    id: 'de-la-note-finale',
    text: "Critères d'attribution :\n- le prix, qui compte pour 40 % de la note finale ;\n- la valeur technique, qui compte pour 60 % de la note finale.",
    top: [40, 60],
  },
  {
    id: 'sur-10-total',
    text: 'Les offres seront notées sur 10 points :\n- Prix : 4 points\n- Valeur technique : 6 points',
    top: [40, 60],
  },
  {
    id: 'selection-then-award',
    text: "Critères de sélection des candidatures : capacités techniques 60 %, capacités financières 40 %.\nCritères d'attribution des offres : prix 35 %, valeur technique 65 %.",
    top: [35, 65],
  },
  {
    id: 'summary-then-detail',
    text: "Critères d'attribution : Prix 40 %, Valeur technique 60 %.\n\nARTICLE 8 - Méthode de notation\nLe prix sera noté selon la formule Note = 40 x Pmin / P.\nLa valeur technique sera notée sur 60 points au regard du mémoire technique.",
    top: [40, 60],
  },
  {
    id: 'pondération-de',
    text: "Le critère prix est affecté d'une pondération de 40 % et le critère valeur technique d'une pondération de 60 %.",
    top: [40, 60],
  },
  {
    id: 'sub-sur-each',
    text: 'Critères de jugement\n1 - Valeur technique sur 60 points : méthodologie sur 30 points, moyens humains sur 20 points, références sur 10 points\n2 - Prix sur 40 points',
    top: [60, 40],
    subs: { 0: [30, 20, 10] },
  },
  {
    id: 'critere-n',
    text: 'Critère n°1 : Prix des prestations – pondération 40 %\nCritère n°2 : Valeur technique – pondération 50 %\nCritère n°3 : Insertion professionnelle – pondération 10 %',
    top: [40, 50, 10],
  },
  {
    id: 'table-sub-rows',
    text: "CRITERES D'ATTRIBUTION\nCritères\tSous-critères\tPondération\nValeur technique\t\t60 %\n\tMéthodologie\t40 %\n\tMoyens\t20 %\nPrix\t\t40 %",
    top: [60, 40],
    subs: { 0: [40, 20] },
  },
  {
    id: 'inline-paren-pct',
    text: "Les critères d'attribution sont la valeur technique (60%) et le prix (40%).",
    top: [60, 40],
  },
  {
    id: 'three-levels-notice',
    text: 'Valeur technique : 70 % (Moyens humains : 30 % ; Méthodologie : 40 %) | Prix : 30 %',
    top: [70, 30],
    subs: { 0: [30, 40] },
  },
  {
    id: 'no-weights-named',
    text: "Critères d'attribution : offre économiquement la plus avantageuse appréciée en fonction des critères énoncés dans le cahier des charges (règlement de consultation).",
    top: [],
  },
  { id: 'prix-seul-notice', text: "Critères d'attribution : Prix | Pondération : 100", top: [100] },
  {
    id: 'weights-then-labels-colon',
    text: "Critères d'attribution :\n40 points - Prix\n60 points - Valeur technique",
    top: [40, 60],
  },
  {
    id: 'lot-same',
    text: "Lot 1 et lot 2 : critères d'attribution identiques : Prix 40 % ; Valeur technique 60 %.",
    top: [40, 60],
  },
  {
    id: 'rse-sub',
    text: "Critères d'attribution :\n- Prix : 40 %\n- Valeur technique : 45 %\n- Performance environnementale : 15 %, dont gestion des déchets (10 %) et bilan carbone (5 %)",
    top: [40, 45, 15],
    subs: { 2: [10, 5] },
  },
  {
    id: 'points-sur-100-stated',
    text: 'Les offres seront notées sur 100 points selon les critères suivants : valeur technique sur 55 points, prix sur 45 points.',
    top: [55, 45],
  },
  {
    id: 'coefficient-after',
    text: 'Critères de jugement : Prix (coef. 3) ; Valeur technique (coef. 2)',
    top: [60, 40],
  },
  {
    id: 'weights-in-cctp-noise',
    text: "Le titulaire garantit un taux de disponibilité de 98 % et une remise de 5 % sur le catalogue.\nCritères d'attribution : Prix 50 %, Qualité 50 %.",
    top: [50, 50],
  },
  { id: 'bare-colon', text: "Critères d'attribution : Prix : 40 ; Valeur technique : 60", top: [40, 60] },
  {
    id: 'global-formula-pct',
    text: 'Méthode de notation : Note globale = (Note prix x 40 %) + (Note technique x 60 %)',
    top: [40, 60],
  },
  {
    id: 'global-formula-abbrev',
    text: 'La note finale sera calculée ainsi : NF = 0,4 NP + 0,6 NT\navec NP : note du critère prix sur 20 et NT : note de la valeur technique sur 20.',
    top: [40, 60],
  },
  {
    id: 'coefficient-abbrev-plain',
    text: 'Critères de jugement : Prix coef. 60 ; Valeur technique coef. 40',
    top: [60, 40],
  },
  {
    id: 'ordre-priorite-numbers',
    text: "Critères d'attribution (par ordre de priorité) :\n1 - Prix\n2 - Valeur technique\n3 - Délai",
    top: [null, null, null],
  },
  {
    id: 'total-note-sur-20',
    text: "L'offre sera notée sur 20 points, répartis comme suit :\n- Prix : 12 points\n- Valeur technique : 8 points",
    top: [60, 40],
  },
  {
    id: 'price-subcriteria-pts',
    text: "Critères d'attribution :\nPrix (40 points) :\n- Montant du DQE : 30 points\n- Prix des pièces détachées : 10 points\nValeur technique (60 points)",
    top: [40, 60],
    subs: { 0: [30, 10] },
  },
  {
    id: 'rc-long-with-method',
    text: "ARTICLE 9 – JUGEMENT DES OFFRES\n\nLe jugement des offres sera effectué dans les conditions prévues aux articles R.2152-1 à R.2152-13 du Code de la commande publique.\nLes critères retenus pour le jugement des offres sont pondérés de la manière suivante :\n\nCritère 1 : Prix des prestations (50 %)\nLe prix sera apprécié sur la base du montant total du DQE. La note sera calculée selon la formule : Note = 50 x (Prix le plus bas / Prix de l'offre).\n\nCritère 2 : Valeur technique (40 %)\nElle sera appréciée au vu du mémoire technique selon les sous-critères suivants :\n- Moyens humains et matériels affectés au chantier : 15 %\n- Méthodologie et organisation du chantier : 20 %\n- Gestion des déchets et nuisances : 5 %\n\nCritère 3 : Délai d'exécution (10 %)\nLe délai proposé ne pourra excéder 6 mois.\n\nPage 7 sur 12\n\nEn cas d'offre anormalement basse, le pouvoir adjudicateur demandera des précisions.",
    top: [50, 40, 10],
    subs: { 1: [15, 20, 5] },
  },
  {
    id: 'page-break-inside',
    text: "Critères d'attribution :\n1. Prix : 45 %\nRèglement de la consultation - Marché 2026-014\nPage 4/9\n2. Valeur technique : 45 %\n3. Performance environnementale : 10 %",
    top: [45, 45, 10],
  },
  {
    id: 'hierarchized-only',
    text: "Les critères d'attribution sont hiérarchisés comme suit, par ordre décroissant d'importance : prix, valeur technique, délai de livraison.",
    top: [null, null, null],
  },
  {
    id: 'see-rc',
    text: "Critères d'attribution : offre économiquement la plus avantageuse appréciée en fonction des critères énoncés dans les documents de la consultation.\nDurée du marché : 12 mois. Le marché est reconductible 3 fois.\nLe montant minimum est de 10 000 euros HT.",
    top: [],
  },
  {
    id: 'notice-2020-style',
    text: "Section IV : Procédure\nIV.2.1) Critères d'attribution\nOffre économiquement la plus avantageuse appréciée en fonction des critères énoncés ci-dessous avec leur pondération :\n1. Valeur technique. Pondération : 60\n2. Prix. Pondération : 40",
    top: [60, 40],
  },
  {
    id: 'sub-points-then-pct',
    text: "Critères d'attribution :\n- Valeur technique : 60 % répartis comme suit :\n    * Méthodologie (sur 30 points)\n    * Références (sur 20 points)\n    * Moyens (sur 10 points)\n- Prix : 40 %",
    top: [60, 40],
    subs: { 0: [30, 20, 10] },
  },
  {
    id: 'technical-note-scale-20',
    text: 'Critères de jugement\nPrix : 40 %\nValeur technique : 60 %\nLa valeur technique est notée sur 20 à partir du mémoire technique.\nLe prix est noté sur 20 selon la formule : Note = 20 x Pmin / P.',
    top: [40, 60],
  },
  {
    id: 'lots-headings-diff',
    text: "CRITERES D'ATTRIBUTION\n\nLot n°1 – Gros œuvre\nPrix : 60 %\nValeur technique : 40 %\n\nLot n°2 – Menuiseries\nPrix : 50 %\nValeur technique : 50 %",
    top: [60, 40],
    lots: 2,
  },
  {
    id: 'weights-after-dots',
    text: "Critères d'attribution\nPrix ........................................ 40 %\nValeur technique ............................ 60 %",
    top: [40, 60],
  },
  {
    id: 'varying-case-pts',
    text: 'CRITÈRES ET PONDÉRATION\nPRIX = 40 PTS\nVALEUR TECHNIQUE = 60 PTS',
    top: [40, 60],
  },
  { id: 'short-notice-no-intro', text: 'Prix : 70 %\nDélai de livraison : 30 %', top: [70, 30] },
  {
    id: 'mixed-percent-decimal-dot',
    text: 'Critères : Valeur technique 45.5 % / Prix 44.5 % / Environnement 10 %',
    top: [45.5, 44.5, 10],
  },
  {
    id: 'env-sub-of-tech',
    text: "Critères d'attribution\nA - Prix : 40 points\nB - Valeur technique : 50 points\nC - Développement durable : 10 points\nSous-critères de la valeur technique :\nB1 - Méthode : 30 points\nB2 - Moyens : 20 points",
    top: [40, 50, 10],
    subs: { 1: [30, 20] },
  },
  {
    id: 'sentence-weights-names-after',
    text: 'Le prix compte pour 40 % de la note, la valeur technique pour 50 % et le délai pour 10 %.',
    top: [40, 50, 10],
  },
  {
    id: 'poids',
    text: "Critères d'attribution : Prix (poids 40) ; Qualité technique (poids 60).",
    top: [40, 60],
  },
  {
    id: 'n26-paren-subs-thirds',
    text: "Mission de maîtrise d'oeuvre | performance | -Valeur technique: 55% (moyens humains affectés à la mission: 33,33%, méthodologie d'intervention proposée pour le suivi de chantier: 33,33%, références de moins de trois ans: 33,34%)\n- Prix des prestations: 45% | Tribunal administratif de Pau",
    top: [55, 45],
    subs: { 0: [18.33, 18.33, 18.34] },
  },
  {
    id: 'n26-fields-subcrit-n',
    text: "performance | Valeur technique 70 points | Sous-critère n°1 : Qualité de la note méthodologique et compréhension des enjeux (25 points) ; Sous-critère n°2 : Composition et expérience de l'équipe proposée (25 points) ; Sous-critère n°3 : Planning détaillé de la mission (20 points) | Critère Prix 30 points | Référé précontractuel",
    top: [70, 30],
    subs: { 0: [25, 25, 20] },
  },
  {
    id: 'n26-bullets-o',
    text: "Les critères d'attribution sont :\n- Valeur technique (60 points) :\no Moyens humains et matériels dédiés (20 points)\no Méthodologie de réalisation des prestations (30 points)\no Mesures prises en faveur de l'environnement (10 points)\n- Prix (40 points)",
    top: [60, 40],
    subs: { 0: [20, 30, 10] },
  },
  {
    id: 'n26-subs-pct-of-criterion',
    text: "Critères d'attribution : Prix : 40 % | Valeur technique : 60 % se décomposant en : pertinence de la méthodologie (50 % de la note technique), qualité des moyens (30 % de la note technique), planning (20 % de la note technique)",
    top: [40, 60],
    subs: { 1: [30, 18, 12] },
  },
  {
    id: 'n26-arrow-subs',
    text: "CRITERES D'ATTRIBUTION\nValeur technique : 50 %\n➢ Organisation de chantier : 25 %\n➢ Qualité des matériaux : 15 %\n➢ Gestion des nuisances : 10 %\nPrix : 50 %",
    top: [50, 50],
    subs: { 0: [25, 15, 10] },
  },
  {
    id: 'n26-numbered-subs-inline',
    text: "Critères d'attribution : 1) Prix des prestations : 35 % ; 2) Valeur technique : 65 % décomposée en 2.1) méthodologie : 35 % ; 2.2) moyens humains : 20 % ; 2.3) délais : 10 %",
    top: [35, 65],
    subs: { 1: [35, 20, 10] },
  },
  {
    id: 'n26-three-crit-one-with-subs',
    text: 'Critère 1 - Prix : 40 points\nCritère 2 - Valeur technique : 50 points\n   2.a Méthodologie : 25 points\n   2.b Moyens : 25 points\nCritère 3 - Performance environnementale : 10 points',
    top: [40, 50, 10],
    subs: { 1: [25, 25] },
  },
  {
    id: 'n26-subs-before-parent-weight',
    text: 'Valeur technique (méthodologie 20 %, moyens humains 15 %, références 10 %) : 45 %\nPrix : 55 %',
    top: [45, 55],
    subs: { 0: [20, 15, 10] },
  },
  {
    id: 'n26-pts-slash',
    text: "Critères d'attribution\nPrix : 40 pts\nValeur technique : 60 pts dont :\n- Méthodologie : 30 pts\n- Moyens : 20 pts\n- Planning : 10 pts",
    top: [40, 60],
    subs: { 1: [30, 20, 10] },
  },
  {
    id: 'tbl-weight-first-col',
    text: "CRITERES D'ATTRIBUTION\nPondération\tCritères\n40 %\tPrix des prestations\n60 %\tValeur technique",
    top: [40, 60],
  },
  {
    id: 'tbl-lines-weight-first',
    text: 'JUGEMENT DES OFFRES\nPondération\nCritère\n40%\nPrix\n60%\nValeur technique',
    top: [40, 60],
  },
  {
    id: 'tbl-total-row',
    text: "Critères d'attribution\nCritères\tPondération\nPrix\t40 %\nValeur technique\t50 %\nDélais\t10 %\nTOTAL\t100 %",
    top: [40, 50, 10],
  },
  {
    id: 'tbl-points-col-total',
    text: 'Critères\tNote maximale\nPrix\t40 points\nValeur technique\t60 points\nTotal\t100 points',
    top: [40, 60],
  },
  {
    id: 'tbl-layout-spaces',
    text: "ARTICLE 6 - CRITERES D'ATTRIBUTION\n  Critères                                   Pondération\n  1. Prix des prestations                       40 %\n  2. Valeur technique                           55 %\n  3. Performance environnementale                5 %",
    top: [40, 55, 5],
  },
  {
    id: 'tbl-layout-spaces-bare',
    text: "ARTICLE 6 - CRITERES D'ATTRIBUTION\n  Critères                                   Pondération\n  1. Prix des prestations                       40\n  2. Valeur technique                           55\n  3. Performance environnementale                5",
    top: [40, 55, 5],
  },
  {
    id: 'tbl-subs-numbered-points',
    text: "Critères d'analyse\tPoints\n1. Prix\t40\n2. Valeur technique\t60\n2.1 Méthodologie\t30\n2.2 Moyens humains\t20\n2.3 Planning\t10",
    top: [40, 60],
    subs: { 1: [30, 20, 10] },
  },
  {
    id: 'sub-pct-of-parent-inline',
    text: 'Critère 1 : Prix (40 %).\nCritère 2 : Valeur technique (60 %), appréciée selon :\n- la méthodologie (50 %) ;\n- les moyens humains (30 %) ;\n- le planning (20 %).',
    top: [40, 60],
    subs: { 1: [30, 18, 12] },
  },
  {
    id: 'eforms-fields-weight-alone',
    text: 'performance\nValeur technique\n60\nPrix\n40\nnot-allowed',
    top: [60, 40],
    alone: true,
  },
  {
    id: 'n-points-items',
    text: "Critères d'attribution :\n- Prix : 40 %\n- Valeur technique : 60 %, appréciée au regard des 3 points suivants :\n  * la méthodologie proposée ;\n  * les moyens affectés ;\n  * le planning.",
    top: [40, 60],
  },
  {
    id: 'n-points-items-2',
    text: 'Jugement des offres : Prix 50 %, Valeur technique 50 %. Le mémoire technique traitera les 4 points suivants : organisation, moyens, sécurité, environnement.',
    top: [50, 50],
  },
  {
    id: 'price-subs-dqe-bpu',
    text: "Critères d'attribution :\n1. Prix : 60 %, apprécié sur la base du DQE (80 %) et du BPU (20 %)\n2. Valeur technique : 40 %",
    top: [60, 40],
    subs: { 0: [48, 12] },
  },
  {
    id: 'sub-then-total-tech',
    text: 'Critères de jugement des offres :\nValeur technique : 60 points\n- Méthodologie : 30 points\n- Moyens humains : 20 points\n- Références : 10 points\nPrix : 40 points\nTotal : 100 points',
    top: [60, 40],
    subs: { 0: [30, 20, 10] },
  },
  {
    id: 'weights-in-heading-lines',
    text: "Critères d'attribution\n1. VALEUR TECHNIQUE (60 %)\nLa valeur technique sera jugée sur la base du mémoire technique remis par le candidat, qui devra détailler l'organisation, les moyens et le planning.\n2. PRIX (40 %)\nLe prix sera jugé sur la base du montant total du DQE.",
    top: [60, 40],
  },
  {
    id: 'delay-in-days-distractor',
    text: "Critères d'attribution : Prix 70 % ; Délai d'exécution 30 % (le délai ne pourra excéder 90 jours).",
    top: [70, 30],
  },
  {
    id: 'lots-range',
    text: "Critères d'attribution\nPour les lots 1 à 3 : Prix 60 % ; Valeur technique 40 %\nPour le lot 4 : Prix 40 % ; Valeur technique 60 %",
    top: [60, 40],
    lots: 4,
  },
  {
    id: 'lots-list-headings',
    text: "Critères d'attribution\nLots 1, 2 et 3 :\n- Prix : 60 %\n- Valeur technique : 40 %\nLot 4 :\n- Prix : 40 %\n- Valeur technique : 60 %",
    top: [60, 40],
    lots: 4,
  },
  {
    id: 'lots-numbered-sections',
    text: '7.1 Lot n°1 - Gros oeuvre\nPrix : 60 %\nValeur technique : 40 %, dont méthodologie 25 % et moyens 15 %\n7.2 Lot n°2 - Électricité\nPrix : 50 %\nValeur technique : 50 %, dont méthodologie 30 % et moyens 20 %',
    top: [60, 40],
    subs: { 1: [25, 15] },
    lots: 2,
  },
  {
    id: 'tbl-three-cols-subs',
    text: 'Critères de jugement\nCritère\tSous-critère\tPondération\nValeur technique\tMéthodologie\t30\n\tMoyens humains\t20\n\tPlanning\t10\nPrix\t\t40',
    top: [null, 40],
    subs: { 0: [30, 20, 10] },
  },
  {
    id: 'tbl-three-cols-pdf-rows',
    text: 'Critères de jugement\nCritère\tSous-critère\tPondération\nValeur technique\tMéthodologie\t30 %\nMoyens humains\t20 %\nPlanning\t10 %\nPrix\t40 %',
    top: [null, 40],
    subs: { 0: [30, 20, 10] },
  },
  {
    id: 'parent-pct-subs-points',
    text: 'Critère 1 – Prix (pondération 40 %)\nCritère 2 – Valeur technique (pondération 60 %) : ce critère sera apprécié au vu de :\n• la méthodologie (20 points)\n• les moyens humains (20 points)\n• le planning (20 points)',
    top: [40, 60],
    subs: { 1: [20, 20, 20] },
  },
  {
    id: 'subs-share-pct',
    text: "Critères d'attribution : Prix 40 % ; Valeur technique 60 %, répartie comme suit : 50 % méthodologie, 50 % moyens humains.",
    top: [40, 60],
    subs: { 1: [30, 30] },
  },
  {
    id: 'note-sur-n-no-unit',
    text: "La note finale sur 100 est obtenue par l'addition de la note prix sur 40 et de la note technique sur 60.",
    top: [40, 60],
  },
  {
    id: 'equals-sign',
    text: "Critères d'attribution :\nValeur technique = 60 %\nPrix = 40 %",
    top: [60, 40],
  },
  {
    id: 'guillemets',
    text: 'Le critère « Prix » est pondéré à 40 % et le critère « Valeur technique » à 60 %.',
    top: [40, 60],
  },
  {
    id: 'roman',
    text: "Critères d'attribution :\nI. Prix (40 %)\nII. Valeur technique (60 %)",
    top: [40, 60],
  },
  {
    id: 'critere-no-le',
    text: 'Critère n° 1 : le prix des prestations, pondération 40 % ;\nCritère n° 2 : la valeur technique, pondération 60 %.',
    top: [40, 60],
  },
  {
    id: 'star-bullets',
    text: "Critères d'attribution :\n* Prix : 40 %\n* Valeur technique : 60 %",
    top: [40, 60],
  },
  {
    id: 'pct-before-label',
    text: "Critères d'attribution : 40 % prix ; 60 % valeur technique",
    top: [40, 60],
  },
  {
    id: 'three-levels-points',
    text: "Critères d'attribution\n1. Valeur technique : 60 points\n1.1 Méthodologie : 40 points\n1.1.1 Organisation du chantier : 20 points\n1.1.2 Phasage : 20 points\n1.2 Moyens : 20 points\n2. Prix : 40 points",
    top: [60, 40],
    subs: { 0: [40, 20] },
  },
  {
    id: 'neg-numbered-names',
    text: "Les offres seront classées selon les critères suivants :\n1. Prix\n2. Valeur technique\n3. Délai d'exécution",
    top: [null, null, null],
  },
  {
    id: 'neg-scales-20',
    text: "Critères d'attribution : le prix est noté sur 20 ; la valeur technique est notée sur 20.",
    top: [],
  },
  {
    id: 'neg-scales-20-points',
    text: "Critères d'attribution : la valeur technique est notée sur 20 points et le prix sur 20 points, puis pondérés selon les coefficients indiqués au règlement.",
    top: [],
  },
  {
    id: 'neg-ranks-bare',
    text: "Critères d'attribution par ordre d'importance : Prix : 1 ; Valeur technique : 2",
    top: [],
  },
  {
    id: 'neg-critere-numbers',
    text: "Critères d'attribution : Critère 1 : Prix ; Critère 2 : Valeur technique",
    top: [],
  },
  {
    id: 'aws-layout-abs-subs',
    text: "Les critères intervenant pour la sélection de l'offre économiquement la plus avantageuse sont pondérés de la manière suivante :\nCritères                                                         Pondération\n1-Prix des prestations                                           40.0 %\n2-Valeur technique                                               60.0 %\n   2.1-Méthodologie d'exécution                                  30.0 %\n   2.2-Moyens humains affectés                                   20.0 %\n   2.3-Planning prévisionnel                                     10.0 %",
    top: [40, 60],
    subs: { 1: [30, 20, 10] },
  },
  {
    id: 'atexo-notice-dash',
    text: "Critères d'attribution : Offre économiquement la plus avantageuse appréciée en fonction des critères énoncés ci-dessous avec leur pondération. - Valeur technique : 60 % - Prix : 40 %",
    top: [60, 40],
  },
  {
    id: 'weight-after-paragraph',
    text: 'ARTICLE 8 - JUGEMENT DES OFFRES\nCritère n°1 : Prix des prestations\nLe prix sera apprécié au regard du montant total du détail quantitatif estimatif.\nCe critère est pondéré à 40 %.\nCritère n°2 : Valeur technique\nElle sera appréciée au vu du mémoire technique remis par le candidat.\nCe critère est pondéré à 60 %.',
    top: [40, 60],
  },
  {
    id: 'ponderation-line-below',
    text: 'Critères de jugement des offres\nPrix des prestations\nPondération : 40 %\nValeur technique\nPondération : 60 %',
    top: [40, 60],
  },
  {
    id: 'final-note-formula-pct',
    text: 'Jugement des offres. La note finale sera calculée comme suit : Note finale = Note Prix x 40 % + Note Valeur technique x 60 %.',
    top: [40, 60],
  },
  {
    id: 'de-la-note-globale',
    text: "Critères d'attribution : le critère prix représente 40 % de la note globale ; le critère valeur technique représente 60 % de la note globale.",
    top: [40, 60],
  },
  {
    id: 'slash-points-col',
    text: "Critères d'attribution\nPrix des prestations                 /40\nValeur technique                     /60",
    top: [40, 60],
  },
  {
    id: 'note-sur-paren',
    text: 'Les offres seront jugées selon les critères suivants :\n- Valeur technique (note sur 60)\n- Prix (note sur 40)',
    top: [60, 40],
  },
  {
    id: 'compte-pour-quotes',
    text: 'Jugement des offres : le critère « Prix » compte pour 40 % et le critère « Valeur technique » pour 60 %.',
    top: [40, 60],
  },
  {
    id: 'inline-paren-subs',
    text: "Critères d'attribution : Prix : 40 % - Délai d'exécution : 10 % - Valeur technique : 50 % (méthodologie 30 %, références et moyens 20 %)",
    top: [40, 10, 50],
    subs: { 2: [30, 20] },
  },
  {
    id: 'letters-one-line',
    text: 'Critères de jugement des offres : A. Prix 40 points B. Valeur technique 60 points',
    top: [40, 60],
  },
  {
    id: 'ordinal-critere',
    text: 'Les offres seront classées en fonction des critères suivants :\n1er critère : prix (60 %)\n2ème critère : valeur technique (40 %)',
    top: [60, 40],
  },
  {
    id: 'pct-with-words',
    text: "Critères d'attribution :\n- le prix : 40 % (quarante pour cent) ;\n- la valeur technique : 60 % (soixante pour cent).",
    top: [40, 60],
  },
  {
    id: 'eforms-fields-type-name',
    text: "5.1.10 Critères d'attribution\nCritère :\nType : Qualité\nNom : Valeur technique\nDescription : appréciée au regard du mémoire technique\nCatégorie du critère d'attribution seuil : Pondération (pourcentage, valeur exacte)\nCritère d'attribution — Nombre : 60\nCritère :\nType : Prix\nNom : Prix des prestations\nCatégorie du critère d'attribution seuil : Pondération (pourcentage, valeur exacte)\nCritère d'attribution — Nombre : 40",
    top: [60, 40],
  },
  {
    id: 'eforms-fields-flat',
    text: "Critère : | Type : Qualité | Nom : Valeur technique | Description : mémoire technique | Catégorie du critère d'attribution seuil : Pondération (points, valeur exacte) | Critère d'attribution — Nombre : 55 | Critère : | Type : Prix | Nom : Prix | Catégorie du critère d'attribution seuil : Pondération (points, valeur exacte) | Critère d'attribution — Nombre : 45",
    top: [55, 45],
  },
  {
    id: 'eforms-fields-order',
    text: "Critère :\nType : Qualité\nNom : Valeur technique\nCatégorie du critère d'attribution seuil : Pondération (ordre d'importance)\nCritère d'attribution — Nombre : 1\nCritère :\nType : Prix\nNom : Prix\nCatégorie du critère d'attribution seuil : Pondération (ordre d'importance)\nCritère d'attribution — Nombre : 2",
    top: [null, null],
  },
  {
    id: 'boamp-ponderation-dots',
    text: "Critères d'attribution : offre économiquement la plus avantageuse appréciée en fonction des critères énoncés ci-dessous avec leur pondération. 1. Prix. Pondération : 40. 2. Valeur technique. Pondération : 60.",
    top: [40, 60],
  },
  {
    id: 'soit-subs',
    text: 'Critères de jugement :\nValeur technique : 60 points, soit :\n- méthodologie : 30 points\n- moyens humains et matériels : 30 points\nPrix : 40 points',
    top: [60, 40],
    subs: { 0: [30, 30] },
  },
  {
    id: 'markdown-table',
    text: "## Critères d'attribution\n\n| Critère | Pondération |\n|---|---|\n| Prix | 40 % |\n| Valeur technique | 60 % |",
    top: [40, 60],
  },
  {
    id: 'decimal-points',
    text: "Critères d'attribution : Prix : 45,5 points ; Valeur technique : 54,5 points.",
    top: [45.5, 54.5],
  },
  {
    id: 'repartis-comme-suit',
    text: "Les offres seront notées sur 100 points répartis comme suit : prix 40 points, valeur technique 50 points, performances en matière de protection de l'environnement 10 points.",
    top: [40, 50, 10],
  },
  {
    id: 'heading-weights-long-paragraphs',
    text: "ARTICLE 7 - CRITÈRES D'ATTRIBUTION\nCRITÈRE 1 – PRIX (40 %)\nLe prix sera jugé sur la base du montant total du DQE, la note étant calculée selon la formule : note = 40 x Pmin / P.\nCRITÈRE 2 – VALEUR TECHNIQUE (60 %)\nLa valeur technique sera jugée au regard des éléments du mémoire technique selon les sous-critères suivants :\nSous-critère 2.1 : organisation et méthodologie (35 %)\nLe candidat décrira l'organisation qu'il propose pour l'exécution des prestations, la gestion des interfaces et les mesures prises pour la sécurité.\nSous-critère 2.2 : moyens humains et matériels (25 %)\nLe candidat précisera les moyens affectés au chantier.",
    top: [40, 60],
    subs: { 1: [35, 25] },
  },
  {
    id: 'price-formula-first',
    text: "Critères d'attribution :\nPrix (40 points) : note = 40 x Pmin / P\nValeur technique (60 points)",
    top: [40, 60],
  },
  {
    id: 'tech-then-price-sur',
    text: "L'analyse des offres sera réalisée au regard des critères suivants, notés sur 20 : Valeur technique : 55 % ; Prix : 45 %.",
    top: [55, 45],
  },
  {
    id: 'with-weighting-word-ponderes',
    text: "Les critères d'attribution sont pondérés comme suit :\nPrix : 30\nValeur technique : 60\nDéveloppement durable : 10",
    top: [30, 60, 10],
  },
  {
    id: 'subs-relative-pct-parens',
    text: "Critères d'attribution :\n1. Prix des prestations : 50 %\n2. Valeur technique : 50 %\nLa valeur technique sera appréciée au regard des sous-critères suivants :\n- qualité de la méthodologie proposée (60 %)\n- moyens humains affectés (40 %)",
    top: [50, 50],
    subs: { 1: [30, 20] },
  },
  {
    id: 'tbl-layout-three-criteria-points',
    text: 'ARTICLE 6 – JUGEMENT DES OFFRES\nN°   Critères                                    Points\n1    Prix des prestations                        50\n2    Valeur technique                            40\n3    Performance environnementale                10\n     TOTAL                                       100',
    top: [50, 40, 10],
  },
  {
    id: 'weights-4-criteria-percent-int',
    text: "Critères d'attribution : Prix 35 %, Valeur technique 35 %, Délai de livraison 20 %, Service après-vente 10 %.",
    top: [35, 35, 20, 10],
  },
  {
    id: 'criteria-with-sub-points-note',
    text: 'Critère 1 : Valeur technique – 60 points\nSous-critère 1.1 : Méthodologie – 30 points\nSous-critère 1.2 : Moyens humains – 20 points\nSous-critère 1.3 : Démarche environnementale – 10 points\nCritère 2 : Prix – 40 points',
    top: [60, 40],
    subs: { 0: [30, 20, 10] },
  },
  {
    id: 'pondere-a-hauteur',
    text: 'Le critère prix est pondéré à hauteur de 40 % et le critère valeur technique à hauteur de 60 %.',
    top: [40, 60],
  },
  {
    id: 'cout-cycle-vie',
    text: "Critères d'attribution : Coût global d'utilisation : 50 % ; Qualité technique : 40 % ; Délai : 10 %",
    top: [50, 40, 10],
  },
  {
    id: 'tbl-cells-lines-subs',
    text: "CRITÈRES D'ATTRIBUTION\nCritères\nPondération\n1. Prix\n40 %\n2. Valeur technique\n60 %\n2.1 Méthodologie\n40 %\n2.2 Moyens\n20 %",
    top: [40, 60],
    subs: { 1: [40, 20] },
  },
  {
    id: 'weights-in-heading-sub-bullets',
    text: 'Critères de sélection des offres :\nValeur technique (70 %) :\n• Note méthodologique (40 %)\n• Références similaires (30 %)\nPrix (30 %)',
    top: [70, 30],
    subs: { 0: [40, 30] },
  },
  {
    id: 'sub-coef-under-pct',
    text: "Critères d'attribution :\n- Prix : 40 %\n- Valeur technique : 60 %, jugée au regard des sous-critères suivants, par ordre décroissant d'importance :\n  a) méthodologie\n  b) moyens humains",
    top: [40, 60],
  },
  {
    id: 'critere-prix-sur-40-sentence',
    text: 'Le critère prix est noté sur 40 points selon la formule N = 40 x (Pmin/P). Le critère valeur technique est noté sur 60 points. La note finale est sur 100 points.',
    top: [40, 60],
  },
  {
    id: 'weights-with-pourcentage-word',
    text: 'Critères de jugement des offres :\nPrix : pourcentage 40\nValeur technique : pourcentage 60',
    top: [40, 60],
  },
  {
    id: 'tbl-pct-subs-relative-col',
    text: 'Critères                                   Pondération\nPrix                                        40 %\nValeur technique                            60 %\ndont méthodologie                           50 % de la valeur technique\ndont moyens                                 50 % de la valeur technique',
    top: [40, 60],
    subs: { 1: [30, 30] },
  },
  {
    id: 'lot-two-different-sentences',
    text: "Critères d'attribution\nLot n°1 : Prix 60 % ; Valeur technique 40 %\nLot n°2 : Prix 40 % ; Valeur technique 60 %",
    top: [60, 40],
    lots: 2,
  },
  {
    id: 'points-total-20',
    text: 'Les offres seront notées sur 20 points : prix 12 points, valeur technique 8 points.',
    top: [60, 40],
  },
  {
    id: 'criteria-caps-pct-before-colon',
    text: "CRITERES D'ATTRIBUTION\n1 – PRIX DES PRESTATIONS : 40 %\n2 – VALEUR TECHNIQUE : 60 %",
    top: [40, 60],
  },
  {
    id: 'prix-rapporte',
    text: "Critères d'attribution : Prix des prestations (pondération 60 %) ; Valeur technique (pondération 30 %) ; Délais (pondération 10 %).",
    top: [60, 30, 10],
  },
  {
    id: 'sub-points-with-slash-total',
    text: 'Valeur technique : 60 points\n- Méthodologie : /30\n- Moyens humains : /20\n- Planning : /10\nPrix : 40 points',
    top: [60, 40],
    subs: { 0: [30, 20, 10] },
  },
  {
    id: 'coef-weights-with-subs-points',
    text: "Jugement des offres :\nCritère 1 - Prix des prestations : 40 %\nCritère 2 - Valeur technique : 40 %\nCritère 3 - Délai d'intervention : 20 %",
    top: [40, 40, 20],
  },
  {
    id: 'weights-percent-no-space-after-label',
    text: "Critères d'attribution:Prix:40%;Valeur technique:60%",
    top: [40, 60],
  },
  {
    id: 'weights-hyphen-label-then-pct',
    text: 'Critères de choix :\nPrix - 40%\nQualité technique - 45%\nDélai - 15%',
    top: [40, 45, 15],
  },
  {
    id: 'table-tab-pts-subs',
    text: 'Critère	Sous-critère	Points\nValeur technique	Méthodologie	30\n	Moyens	20\nPrix		50',
    top: [null, 50],
    subs: { 0: [30, 20] },
  },
  {
    id: 'nested-numbering-weights-before',
    text: "Critères d'attribution :\n60 % Valeur technique\n   30 % Méthodologie\n   30 % Moyens\n40 % Prix",
    top: [60, 40],
    subs: { 0: [30, 30] },
  },
  {
    id: 'one-line-rse',
    text: 'Critères : prix (50 %), valeur technique (40 %), responsabilité sociétale et environnementale (10 %).',
    top: [50, 40, 10],
  },
  {
    id: 'weights-sur-100-each',
    text: "Critères d'attribution : Valeur technique 60/100, Prix 40/100.",
    top: [60, 40],
  },
  {
    id: 'points-maximum',
    text: 'Critères de jugement :\n- Prix : 40 points maximum\n- Valeur technique : 60 points maximum',
    top: [40, 60],
  },
  {
    id: 'note-maximale',
    text: "Critères d'attribution : prix (note maximale 40), valeur technique (note maximale 60).",
    top: [40, 60],
  },
  {
    id: 'criteres-ponderation-entre-parentheses-pts',
    text: 'ARTICLE 5 : CRITÈRES\nLes critères retenus pour le jugement des offres sont pondérés de la manière suivante :\n1. Valeur technique (60 pts) :\n1.1. Méthodologie (30 pts)\n1.2. Moyens humains (15 pts)\n1.3. Moyens matériels (15 pts)\n2. Prix (40 pts)',
    top: [60, 40],
    subs: { 0: [30, 15, 15] },
  },
  {
    id: 'n-fields-critere-subs-pond',
    text: 'Critère n°1 : Valeur technique (pondération 60 %) décomposée en 3 sous-critères : - méthodologie (30 %) - moyens humains et matériels (20 %) - planning (10 %) | Critère n°2 : Prix (pondération 40 %)',
    top: [60, 40],
    subs: { 0: [30, 20, 10] },
  },
  {
    id: 'n-fields-price-formula',
    text: 'Prix : 40 % apprécié selon la formule Note = 40 x (offre la moins disante / offre du candidat) | Valeur technique : 60 % appréciée au regard du mémoire technique',
    top: [40, 60],
  },
  {
    id: 'n-fields-pct-first',
    text: '60 % Valeur technique | 40 % Prix',
    top: [60, 40],
  },
  {
    id: 'n-fields-sur-points-dont-pour',
    text: 'Valeur technique sur 60 points dont : 30 points pour la méthodologie, 20 points pour les moyens humains, 10 points pour le planning | Prix sur 40 points',
    top: [60, 40],
    subs: { 0: [30, 20, 10] },
  },
  {
    id: 'prose-points-pour-brackets-wrapped-after-article',
    text: 'Le prix sera noté sur 50 points, la valeur technique sur 40 points et le bilan carbone sur\n10 points.\nPour la valeur technique, les 40 points se répartissent ainsi : 15 points pour les véhicules proposés (gabarit, motorisation,\nconfort), 15 points pour le plan de maintenance (délais, pièces) et 10 points pour les\nmodalités de remplacement des chauffeurs.',
    top: [50, 40, 10],
    subs: { 1: [15, 15, 10] },
  },
  {
    id: 'bullets-note-sur-bracket-after',
    text: "Les offres seront jugées sur 20 points : | - Prix noté sur 11 (au vu du bordereau des prix)\n- Valeur technique notée sur 7\n- Délai d'exécution noté sur 2 (semaines calendaires) | Recours : tribunal administratif de Lille",
    top: [55, 35, 10],
  },
  {
    id: 'critere-numbered-colon-coefficient-dont-brackets',
    text: 'Critère 1 - Valeur technique : coefficient 0,55\n    dont méthodologie de chantier (0,30)\n    dont moyens affectés (0,25)\nCritère 2 - Prix : coefficient 0,45 | Les notes sont établies sur 10.',
    top: [55, 45],
    subs: { 0: [30, 25] },
  },
  {
    id: 'criteres-colon-bare-numbers-semicolons',
    text: 'Prix fermes. | criteres : prix 55 ; valeur technique des prestations 35 ; insertion / developpement durable 10 | Recours : TA de Basse-Terre',
    top: [55, 35, 10],
  },
  {
    id: 'critere-word-heading-over-numbered-subs',
    text: "Prix apprécié au regard du BPU | Critère Valeur technique\n*Sous-critère 1 : pondération : 50 %\nIntitulé : Moyens affectés au chantier\n*Sous-critère 2 : pondération : 30 %\nIntitulé : Méthodologie d'exécution\n*Sous-critère 3 : pondération : 20 %\nIntitulé : Gestion des déchets de chantier | Recours",
    top: [null],
    subs: { 0: [50, 30, 20] },
  },
  {
    id: 'coefficients-over-bulleted-coefficients',
    text: 'Prix (coefficient 0,35)\nValeur technique (coefficient 0,55) :\n - Organisation du chantier (coefficient 0,30)\n - Qualité des matériaux (coefficient 0,25)\nPerformance environnementale (coefficient 0,10)',
    top: [35, 55, 10],
    subs: { 1: [30, 25] },
  },
  {
    id: 'criteres-colon-bare-numbers-one-a-line',
    text: 'Prix fermes. | Criteres de jugement :\nPrix 50\nValeur technique du memoire 40\nDelai d intervention 10 | Recours',
    top: [50, 40, 10],
  },
  {
    id: 'bare-numbers-colon-bracket-dont',
    text: 'performance | Valeur technique : 55 (dont : organisation 25 ; méthodologie 20 ; moyens 10) | Prix : 45 | Recours',
    top: [55, 45],
  },
  {
    id: 'bare-numbers-dash-bracket-after',
    text: 'Paiement à 30 jours. | Jugement des offres :\nPrix - 45\nValeur technique - 55 (mémoire justificatif) | Recours',
    top: [45, 55],
  },
  {
    id: 'numbered-subs-wording-wrapped-du-after-points',
    text: "Critère 1 : Valeur technique ........ 55 points\n   1.a Moyens humains affectés et cohérence 30 points\n       du planning des interventions\n   1.b Méthodologie d'entretien des ouvrages 25 points\nCritère 2 : Prix ........ 45 points",
    top: [55, 45],
    subs: { 0: [30, 25] },
  },
  {
    id: 'points-making-twenty-unstated',
    text: "Valeur technique | La valeur technique est notée sur 14 points au vu du mémoire technique. | Prix | Le prix est noté sur 6 points selon la formule : note = 6 x (prix le plus bas / prix de l'offre) | not-allowed",
    top: [70, 30],
  },
  {
    id: 'numbered-bare-numbers-after-colons',
    text: 'Avance de 10 %. | 1- Valeur technique : 50\n   1.1 Méthodologie de chantier : 30\n   1.2 Moyens affectés : 20\n2- Prix : 40\n3- Gestion des déchets : 10 | Recours',
    top: [50, 40, 10],
    subs: { 0: [30, 20] },
    alone: true,
  },
  {
    id: 'n-fields-three-parens',
    text: 'Performance en matière de développement durable (10%) | Prix (50%) | Valeur technique (40%)',
    top: [10, 50, 40],
  },
  {
    id: 'n-fields-relative-subs-colon',
    text: 'Valeur technique (60 %) : sous-critère 1 : méthodologie 50 % ; sous-critère 2 : moyens affectés 50 % | Prix (40 %)',
    top: [60, 40],
    subs: { 0: [30, 30] },
  },
  {
    id: 'n-fields-short-names-pts',
    text: 'Technique : 60 pts | Prix : 40 pts',
    top: [60, 40],
  },
  {
    id: 'n-fields-compte-note-finale',
    text: 'Le prix compte pour 40% de la note finale | La valeur technique compte pour 60% de la note finale',
    top: [40, 60],
  },
  {
    id: 'n-fields-weight-mid-description',
    text: 'Valeur technique (60%) : appréciée à partir du mémoire technique comprenant la méthodologie, les moyens humains et matériels et le planning prévisionnel | Prix (40%) : apprécié au regard du montant du DQE',
    top: [60, 40],
  },
  {
    id: 'n-fields-o-subs-points-next-line',
    text: "Valeur technique : 60 points répartis comme suit :\no Méthodologie d'intervention\n(30 points)\no Moyens humains et matériels affectés\n(20 points)\no Planning\n(10 points) | Prix : 40 points",
    top: [60, 40],
    subs: { 0: [30, 20, 10] },
  },
  {
    id: 'n-fields-cout',
    text: 'Coût : 40 % | Qualité technique : 50 % | Délai de livraison : 10 %',
    top: [40, 50, 10],
  },
  {
    id: 'n-fields-delay-formula',
    text: "Prix : 50 % | Valeur technique : 40 % | Délai d'exécution (10%) : le délai proposé sera noté selon la formule N = 10 x Dmin / D",
    top: [50, 40, 10],
  },
  {
    id: 'n-fields-subs-numbered-11',
    text: '1. Valeur technique : 60 %\n1.1 Méthodologie : 25 %\n1.2 Moyens humains : 20 %\n1.3 Démarche environnementale : 15 % | 2. Prix : 40 %',
    top: [60, 40],
    subs: { 0: [25, 20, 15] },
  },
  {
    id: 'n-fields-criterion-then-cf-rc',
    text: 'Valeur technique : 55 % | cf : Règlement de consultation | Prix : 45 % | cf : Règlement de consultation',
    top: [55, 45],
  },
  {
    id: 'n-fields-weight-end-sentence',
    text: "La valeur technique de l'offre sera appréciée au regard du mémoire technique et pondérée à 60 % | Le prix sera apprécié au regard du montant de l'offre et pondéré à 40 %",
    top: [60, 40],
  },
  {
    id: 'n-fields-caps-dash',
    text: 'VALEUR TECHNIQUE - 70 % | PRIX - 30 %',
    top: [70, 30],
  },
  {
    id: 'n-fields-four-with-rse-points',
    text: 'Prix des prestations : 40 points | Valeur technique : 40 points | Délais : 10 points | Performances environnementales : 10 points',
    top: [40, 40, 10, 10],
  },
  {
    id: 'n-fields-decimals-thirds',
    text: 'Valeur technique : 60 % (méthodologie : 33,33 %, moyens : 33,33 %, références : 33,34 %) | Prix : 40 %',
    top: [60, 40],
    subs: { 0: [20, 20, 20] },
  },
  {
    id: 'n-fields-price-subs',
    text: 'Prix : 40 % (montant du DQE : 30 % ; montant du BPU : 10 %) | Valeur technique : 60 %',
    top: [40, 60],
    subs: { 0: [30, 10] },
  },
  {
    id: 'n-fields-desc-then-weight-line',
    text: 'Valeur technique\nappréciée au regard du mémoire technique\n60 % | Prix\napprécié au regard du DQE\n40 %',
    top: [60, 40],
  },
  {
    id: 'coef-subs-under-pct',
    text: "Critères d'attribution :\n1. Valeur technique : 60 %\n- méthodologie (coefficient 2)\n- moyens humains (coefficient 1)\n2. Prix : 40 %",
    top: [60, 40],
    subs: { 0: [40, 20] },
  },
  {
    id: 'coef-subs-under-points-thirds',
    text: 'Jugement des offres :\nPrix : 60 points\nValeur technique : 40 points, les sous-critères ayant le même coefficient :\n- organisation (coefficient 1)\n- moyens (coefficient 1)\n- planning (coefficient 1)',
    top: [60, 40],
    subs: { 1: [13.34, 13.33, 13.33] },
  },
  {
    id: 'n4-dont-et-absolute',
    text: 'Valeur technique : 60 points (dont 20 points pour la méthodologie et 40 points pour les moyens humains) | Prix : 40 points',
    top: [60, 40],
    subs: { 0: [20, 40] },
  },
  {
    id: 'n4-sentences-subs-dash',
    text: 'Le prix (40 %) sera apprécié au regard du montant du DQE. | La valeur technique (60 %) sera appréciée au regard des sous-critères suivants : - organisation du chantier (20 %) - moyens humains (20 %) - démarche environnementale (20 %)',
    top: [40, 60],
    subs: { 1: [20, 20, 20] },
  },
  {
    id: 'n4-total-after-subs',
    text: 'Méthodologie : 30 points\nMoyens humains : 20 points\nPlanning : 10 points\nTotal valeur technique : 60 points\nPrix : 40 points',
    top: [60, 40],
    subs: { 0: [30, 20, 10] },
  },
  {
    id: 'n4-sub-with-other-number',
    text: "Valeur technique (60 %) :\n- références de moins de 3 ans (30 %)\n- délai d'intervention sous 15 jours (30 %)\nPrix (40 %)",
    top: [60, 40],
    subs: { 0: [30, 30] },
  },
  {
    id: 'n4-env-with-subs',
    text: 'Prix : 50 % | Valeur technique : 40 % | Critère environnemental : 10 % (dont 5 % pour la gestion des déchets et 5 % pour les émissions de CO2)',
    top: [50, 40, 10],
    subs: { 2: [5, 5] },
  },
  {
    id: 'n4-decimal-zero',
    text: "Prix des prestations : 40,00 % | Valeur technique de l'offre : 60,00 %",
    top: [40, 60],
  },
  {
    id: 'n4-caps-dash-inline',
    text: 'PRIX : 40 % - VALEUR TECHNIQUE : 60 %',
    top: [40, 60],
  },
  {
    id: 'n4-letters-subs-inline',
    text: 'Prix : 40% ; Valeur technique : 60% décomposée en : a) Méthodologie 30% b) Moyens 30%',
    top: [40, 60],
    subs: { 1: [30, 30] },
  },
  {
    id: 'n4-lots-fields-different',
    text: 'LOT 1 - Terrassement | Prix : 60 % | Valeur technique : 40 % | LOT 2 - Espaces verts | Prix : 40 % | Valeur technique : 60 %',
    top: [60, 40],
    lots: 2,
  },
  {
    id: 'n4-lots-fields-same',
    text: 'Lot 1 : Prix 60 %, Valeur technique 40 % | Lot 2 : Prix 60 %, Valeur technique 40 %',
    top: [60, 40],
  },
  {
    id: 'n4-restated',
    text: 'Prix : 40 % | Valeur technique : 60 % | Le prix est noté sur 40 et la valeur technique sur 60 selon les modalités du RC.',
    top: [40, 60],
  },
  {
    id: 'n4-tech-before-price-subpoints',
    text: '1) Valeur technique sur 60 points :\n- Sous-critère 1 : Méthodologie (30 points)\n- Sous-critère 2 : Références (15 points)\n- Sous-critère 3 : Planning (15 points)\n2) Prix sur 40 points',
    top: [60, 40],
    subs: { 0: [30, 15, 15] },
  },
  {
    id: 'n4-price-first-sentence-pct',
    text: "Critères d'attribution : prix des prestations pour 40 %, valeur technique pour 50 % et délai d'exécution pour 10 %.",
    top: [40, 50, 10],
  },
  {
    id: 'n4-pts-on-100-then-subs-relative',
    text: 'Valeur technique : 60/100 répartis en méthodologie (50 %) et moyens (50 %) | Prix : 40/100',
    top: [60, 40],
    subs: { 0: [30, 30] },
  },
  {
    id: 'n4-qualite-cout',
    text: 'Qualité : 45 % | Coût : 55 %',
    top: [45, 55],
  },
  {
    id: 'n4-social-criterion',
    text: "Prix : 50 % | Valeur technique : 35 % | Insertion professionnelle des publics éloignés de l'emploi : 15 %",
    top: [50, 35, 15],
  },
  {
    id: 'n4-subs-with-colon-in-label',
    text: 'Valeur technique : 70 % dont :\n• Organisation : moyens humains et matériels : 40 %\n• Méthodologie : phasage et sécurité : 30 %\nPrix : 30 %',
    top: [70, 30],
    subs: { 0: [40, 30] },
  },
  {
    id: 'n4-weights-in-brackets-square',
    text: 'Critères : Prix [40 %] ; Valeur technique [60 %]',
    top: [40, 60],
  },
  {
    id: 'n4-tab-table-subs-indent',
    text: 'Critère	Pondération\nPrix	40 %\nValeur technique	60 %\n	Méthodologie	35 %\n	Moyens	25 %',
    top: [40, 60],
    subs: { 1: [35, 25] },
  },
  {
    id: 'n4-two-price-criteria',
    text: 'Prix des fournitures : 30 % | Prix de la maintenance : 20 % | Valeur technique : 50 %',
    top: [30, 20, 50],
  },
  {
    id: 't5-wrapped-cell-weight-first-line',
    text: "ARTICLE 9 – CRITÈRES D'ATTRIBUTION\nCritères\tPondération\nValeur technique appréciée au\t60 %\nregard du mémoire technique\nPrix des prestations\t40 %",
    top: [60, 40],
  },
  {
    id: 't5-wrapped-cell-weight-last-line',
    text: "ARTICLE 9 – CRITÈRES D'ATTRIBUTION\nCritères\tPondération\nValeur technique appréciée au\nregard du mémoire technique\t60 %\nPrix des prestations\t40 %",
    top: [60, 40],
  },
  {
    id: 't5-weight-col-first',
    text: 'Critères de jugement\nPondération\tCritère\n40 %\tPrix\n60 %\tValeur technique',
    top: [40, 60],
  },
  {
    id: 't5-pct-header',
    text: "Critères d'attribution\nCritère\tPondération (%)\nPrix\t40\nValeur technique\t60",
    top: [40, 60],
  },
  {
    id: 't5-points-header-subs',
    text: "Critères d'attribution\nCritères et sous-critères\tPoints\n1. Valeur technique\t60\n1.1 Méthodologie\t40\n1.2 Moyens\t20\n2. Prix\t40\nTotal\t100",
    top: [60, 40],
    subs: { 0: [40, 20] },
  },
  {
    id: 't5-numbered-criteria-col',
    text: 'Jugement des offres\nN°\tCritère\tPondération\n1\tPrix\t45 %\n2\tValeur technique\t45 %\n3\tDéveloppement durable\t10 %',
    top: [45, 45, 10],
  },
  {
    id: 't5-header-page-break',
    text: 'Les offres seront jugées selon les critères ci-dessous :\nCritère\tPondération\nPrix\t40 %\nRèglement de la consultation\tPage 7 sur 12\nValeur technique\t60 %',
    top: [40, 60],
  },
  {
    id: 't5-subs-col-pct-of-parent',
    text: "Critères d'attribution\nCritère\tSous-critère\tPondération\nValeur technique (60 %)\tMéthodologie\t50 %\n\tMoyens\t50 %\nPrix (40 %)\t\t",
    top: [60, 40],
    subs: { 0: [30, 30] },
  },
  {
    id: 't5-bareme-col',
    text: 'Critères\tBarème\nPrix\t40 points\nValeur technique\t60 points',
    top: [40, 60],
  },
  {
    id: 't5-spaces-no-tab',
    text: 'CRITERES DE JUGEMENT DES OFFRES\nCritère Pondération\nPrix des prestations 40 %\nValeur technique 50 %\nDélais 10 %',
    top: [40, 50, 10],
  },
  {
    id: 't5-row-with-description-col',
    text: "Critères d'attribution\nCritère\tModalités d'appréciation\tPondération\nPrix\tMontant du DQE, note = 40 x Pmin/P\t40 %\nValeur technique\tMémoire technique\t60 %",
    top: [40, 60],
  },
  {
    id: 't5-two-tables-lots',
    text: 'Lot 1 : Maçonnerie\nCritère\tPondération\nPrix\t60 %\nValeur technique\t40 %\nLot 2 : Charpente\nCritère\tPondération\nPrix\t50 %\nValeur technique\t50 %',
    top: [60, 40],
    lots: 2,
  },
  {
    id: 'n6-ayant-comme-subs-then-price',
    text: "Qualité technique de l'offre ayant comme sous-critères : organisation de l'équipe (30%) et méthodologie (30%) | Prix (40%)",
    top: [null, 40],
    subs: { 0: [30, 30] },
  },
  {
    id: 'n6-subs-separate-fields',
    text: 'Valeur technique : 60 points | Sous-critère 1 : méthodologie (30 points) | Sous-critère 2 : moyens (30 points) | Prix : 40 points',
    top: [60, 40],
    subs: { 0: [30, 30] },
  },
  {
    id: 'n6-criteria-numbered-fields',
    text: '1 - Valeur technique (60%) | 2 - Prix (40%)',
    top: [60, 40],
  },
  {
    id: 'n6-weights-description-long',
    text: "Valeur technique : 70% - La valeur technique sera appréciée au regard du mémoire technique, notamment la méthodologie d'intervention, les moyens humains et matériels et le planning, sur la base des éléments fournis par le candidat dans son offre | Prix des prestations : 30% - apprécié au regard du montant total du DQE",
    top: [70, 30],
  },
  {
    id: 'n6-pct-no-space-paren',
    text: 'Prix(40%) ; Valeur technique(60%)',
    top: [40, 60],
  },
  {
    id: 'n6-criteres-de-choix-field',
    text: 'Critères de choix : Prix des prestations 40 % ; Valeur technique 55 % ; Performance environnementale 5 %',
    top: [40, 55, 5],
  },
  {
    id: 'n6-weights-slash-label',
    text: '40 % / Prix | 60 % / Valeur technique',
    top: [40, 60],
  },
  {
    id: 'n6-note-sur-fields',
    text: 'Prix noté sur 40 points | Valeur technique notée sur 60 points',
    top: [40, 60],
  },
  {
    id: 'n6-subs-with-dash-points',
    text: 'Valeur technique sur 60 points : - Méthodologie – 30 pts - Moyens humains – 20 pts - Planning – 10 pts | Prix sur 40 points',
    top: [60, 40],
    subs: { 0: [30, 20, 10] },
  },
  {
    id: 'n6-tech-subs-relative-slash',
    text: 'Valeur technique (60%) : méthodologie 50/100, moyens humains 30/100, planning 20/100 | Prix (40%)',
    top: [60, 40],
    subs: { 0: [30, 18, 12] },
  },
  {
    id: 'n6-three-with-delay-days-noise',
    text: "Prix : 50 % | Valeur technique : 40 % | Délai d'exécution : 10 % (le délai maximum est fixé à 30 jours)",
    top: [50, 40, 10],
  },
  {
    id: 'n6-prix-first-sentence',
    text: 'Le prix représente 40 % de la note, la valeur technique 60 %.',
    top: [40, 60],
  },
  {
    id: 'n6-ponderation-on-each',
    text: 'Critère 1 : Prix - Pondération : 40 % | Critère 2 : Valeur technique - Pondération : 60 %',
    top: [40, 60],
  },
  {
    id: 'n6-criteria-bullets-o',
    text: 'o Prix : 40%\no Valeur technique : 60%\n  o Méthodologie : 40%\n  o Moyens : 20%',
    top: [40, 60],
    subs: { 1: [40, 20] },
  },
  {
    id: 'n6-criteria-with-percent-in-name',
    text: "Prix : 40 % | Valeur technique : 50 % | Part d'exécution confiée à des PME : 10 %",
    top: [40, 50, 10],
  },
  {
    id: 'p7-note-sur-20-puis-pondere',
    text: 'Critères de jugement :\nLe critère prix sera noté sur 20 puis pondéré à 40 %.\nLe critère valeur technique sera noté sur 20 puis pondéré à 60 %.',
    top: [40, 60],
  },
  {
    id: 'p7-grid-between-criteria',
    text: 'Critère 1 : Valeur technique (60 %)\nChaque sous-critère est noté de 0 à 5 : 0 = absent, 1 = insuffisant, 3 = satisfaisant, 5 = très satisfaisant.\n- Méthodologie (30 %)\n- Moyens (30 %)\nCritère 2 : Prix (40 %)',
    top: [60, 40],
    subs: { 0: [30, 30] },
  },
  {
    id: 'p7-oab-after-price',
    text: "Les critères d'attribution sont les suivants :\n1. Prix : 45 %\nToute offre dont le prix est inférieur de 30 % à la moyenne des offres fera l'objet d'une demande de précisions.\n2. Valeur technique : 55 %",
    top: [45, 55],
  },
  {
    id: 'p7-weights-then-explanations',
    text: "Critères d'attribution : Prix (40 %) et valeur technique (60 %).\nLe prix sera apprécié au vu du montant total du DQE. La valeur technique sera appréciée au vu du mémoire technique, qui ne devra pas dépasser 20 pages.",
    top: [40, 60],
  },
  {
    id: 'p7-rc-sections-with-numbers',
    text: '8.1 Critères\nLes offres sont classées en fonction des critères pondérés suivants :\n- Prix : 50 %\n- Valeur technique : 50 %\n8.2 Négociation\nLe pouvoir adjudicateur négociera avec les 3 candidats les mieux classés.',
    top: [50, 50],
  },
  {
    id: 'p7-tech-first-with-weight-in-sentence',
    text: 'La valeur technique, appréciée au regard du mémoire technique, compte pour 60 % de la note finale. Le prix compte pour 40 %.',
    top: [60, 40],
  },
  {
    id: 'p7-subs-points-and-total-line',
    text: 'Valeur technique (sur 60 points) :\n- organisation du chantier : 20 points\n- moyens humains : 20 points\n- démarche qualité : 20 points\nPrix (sur 40 points)\nTotal : 100 points',
    top: [60, 40],
    subs: { 0: [20, 20, 20] },
  },
  {
    id: 'p7-weights-en-pourcentage-title',
    text: 'CRITÈRES DE JUGEMENT DES OFFRES (en pourcentage)\nPrix : 40\nValeur technique : 60',
    top: [40, 60],
  },
  {
    id: 'p7-criteria-and-candidatures-mix',
    text: 'Les candidatures seront examinées au regard des garanties professionnelles et financières.\nLes offres seront jugées selon les critères suivants : prix 40 %, valeur technique 60 %.',
    top: [40, 60],
  },
  {
    id: 'p7-a-b-c-subs-points',
    text: 'Critère n°1 – Valeur technique : 70 points\na) Méthodologie : 40 points\nb) Références : 20 points\nc) Démarche environnementale : 10 points\nCritère n°2 – Prix : 30 points',
    top: [70, 30],
    subs: { 0: [40, 20, 10] },
  },
  {
    id: 'letter-digit-sub-numbers',
    text: "Critère A – Valeur technique : 57,5 %\n   A1 – Analyse du site et des contraintes d'un établissement occupé : 30 %\n   A2 – Composition de l'équipe, répartition des missions et temps passé par phase : 17,5 %\n   A3 – Démarche bas carbone : 10 %\nCritère B – Prix (forfait de rémunération) : 42,5 %",
    top: [57.5, 42.5],
    subs: { 0: [30, 17.5, 10] },
  },
  {
    id: 'markdown-table-bold-rows',
    text: '| Critère | Sous-critère | Points |\n|---|---|---|\n| **1. Valeur technique** | | **60** |\n| | 1.a Méthode de déploiement | 35 |\n| | 1.b Équipe dédiée | 25 |\n| **2. Prix** | | **40** |\n| **Total** | | **100** |',
    top: [60, 40],
    subs: { 0: [35, 25] },
  },
  {
    id: 'jugement-sur-10-list-commas',
    text: "Le jugement s'effectuera sur 10 points :\n   - le prix, noté sur 6 ;\n   - la valeur technique (moyens, méthode), notée sur 3 ;\n   - le délai d'exécution, noté sur 1.",
    top: [60, 30, 10],
  },
  {
    id: 'coefficients-after-a-note-scale',
    text: "Chaque offre reçoit, pour chacun des critères, une note de 0 à 10. La valeur technique est affectée d'un coefficient 5, le prix d'un coefficient 4 et la démarche de réduction des déchets d'un coefficient 1.",
    top: [50, 40, 10],
  },
  {
    id: 'codes-weighted-after-their-list',
    text: "Les offres sont jugées sur les critères suivants :\nC1 – Le prix, apprécié au vu du DQE ;\nC2 – La valeur technique, décomposée en :\n   C2.1 – méthode d'intervention (phasage, accès) ;\n   C2.2 – moyens humains affectés ;\nC3 – Les performances environnementales.\nPondération des critères : C1 = 50 % ; C2 = 40 % (C2.1 = 25 % ; C2.2 = 15 %) ; C3 = 10 %.",
    top: [50, 40, 10],
    subs: { 1: [25, 15] },
  },
  {
    id: 'lettered-table-rows-with-sub-cells',
    text: 'Critère\tSous-critère\tPoints\nA. Prix\t\t400 points\nB. Valeur technique\tB.1 Qualité des fournitures proposées\t300 points\n\tB.2 Service de commande en ligne\t200 points\nSous-total\t\t500 points\nC. Environnement\tC.1 Emballages réduits\t60 points\n\tC.2 Livraisons groupées\t40 points\nSous-total\t\t100 points\nTOTAL\t\t1 000 points',
    top: [40, 50, 10],
    subs: { 1: [30, 20], 2: [6, 4] },
  },
  {
    id: 'spaced-criterion-cell-spanning-its-sub-rows',
    text: "Les offres sont classées selon les critères et sous-critères suivants, notés sur 100 points :\n\n   CRITÈRE                 SOUS-CRITÈRE                                          POINTS\n\n   1. Prix                 Montant du bordereau appliqué aux quantités              50\n\n   2. Valeur               2.1 Moyens humains dédiés au chantier, encadrement       20\n      technique de         et qualification des compagnons\n      l'offre\n      (35 points)          2.2 Planning détaillé des interventions et phasage       15\n                           en site occupé\n\n   3. Gestion des          3.1 Tri et valorisation des déchets de chantier            9\n      déchets et des       3.2 Limitation des nuisances sonores                        6\n      nuisances\n      (15 points)\n\n                                                                        TOTAL     100\n",
    top: [50, 35, 15],
    subs: { 1: [20, 15], 2: [9, 6] },
    cased: true,
    laid: true,
  },
  {
    id: 'spaced-sub-weights-on-the-last-line-of-their-cells',
    text: "Critères de jugement des offres :\n\n   CRITÈRES                                                             PONDÉRATION\n   Critère 1 – Prix                                                           40 %\n       Montant global de la décomposition du prix\n\n   Critère 2 – Valeur technique                                               45 %\n       Sous-critère 2.1 – Méthodologie d'entretien des espaces,\n                          fréquences de passage et adaptation saisonnière     25 %\n       Sous-critère 2.2 – Moyens matériels affectés au marché et\n                          plan de renouvellement du parc                      20 %\n\n   Critère 3 – Insertion professionnelle                                      15 %\n",
    top: [40, 45, 15],
    subs: { 1: [25, 20] },
    cased: true,
    laid: true,
  },
  {
    id: 'spaced-table-under-numbered-section-title-sub-rows-numbered',
    text: "ARTICLE 7 – JUGEMENT DES OFFRES\n\n    7.2     Critères et pondérations\n\n       Critères                      Sous-critères                                   Pondération\n\n       1 – Prix                      —                                                  55 %\n\n       2 – Valeur technique          2.1 Adaptation du matériel aux usages des\n           (35 %)                    services (fiches techniques, prêt d'essai)         20 %\n                                     2.2 Formation des utilisateurs et assistance       15 %\n\n       3 – Délai de livraison        —                                                  10 %\n",
    top: [55, 35, 10],
    subs: { 1: [20, 15] },
    laid: true,
  },
  {
    id: 'spaced-lot-columns-wrapped-titles-dont-rows-under-running-header',
    text: "Les offres sont jugées lot par lot selon les critères suivants, notés sur 100 :\n\n                                                  5/9\nCommune de Valbrune                                                    RC – TRV-2026-11\n\n                                              Lot 1     Lot 2      Lot 3\n  Critères et sous-critères                   Maçon-    Couverture Menuise-\n                                              nerie     zinguerie ries\n\n  Critère 1 – Prix                              60         55         50\n\n  Critère 2 – Valeur technique                  40         35         40\n     dont méthode d'exécution et                25         20         25\n     phasage des travaux\n     dont qualité des matériaux                 15         15         15\n\n  Critère 3 – Délai d'exécution                  -         10         10\n\n  TOTAL                                        100        100        100\n",
    top: [60, 40],
    subs: { 1: [25, 15] },
    lots: 3,
    laid: true,
  },
  {
    id: 'criteria-section-after-candidatures-section',
    text: '9. EXAMEN DES CANDIDATURES\n\nLes candidatures incomplètes pourront être régularisées dans un délai de 5 jours.\n\n10. CRITÈRES DE JUGEMENT\n\nA.  Prix (45 points)\n\nB.  Valeur technique (55 points)\n',
    top: [45, 55],
  },
  {
    id: 'prose-pour-between-commas-de-la-note',
    text: 'Le jugement des offres reposera sur les critères suivants : la qualité de la méthode, pour 55 % de la note, et le prix, pour 45 %.',
    top: [55, 45],
  },
  {
    id: 'note-technique-note-financiere-points',
    text: 'Analyse des offres : note technique : 65 points ; note financière : 35 points.',
    top: [65, 35],
  },
  {
    id: 'note-scale-etablie-sur-then-shares',
    text: 'Critère 1 – Valeur technique : 55 %\nLa note technique, établie sur 20 points à partir du mémoire, est répartie entre les sous-critères suivants :\n  – Organisation du chantier : 50 % de la note technique\n  – Moyens affectés : 50 % de la note technique\nCritère 2 – Prix : 45 %',
    top: [55, 45],
    subs: { 0: [27.5, 27.5] },
  },
  {
    id: 'dotted-leader-bare-sur-points',
    text: 'Critères de jugement des offres :\nCritère n° 1 : Prix des fournitures – noté sur 45\nCritère n° 2 : Qualité technique – notée sur 55, décomposée en :\n   2.1  Matériels proposés ........... sur 30\n   2.2  Service après-vente .......... sur 25\n',
    top: [45, 55],
    subs: { 1: [30, 25] },
  },
  {
    id: 'named-parent-elle-meme-d-une-part',
    text: "Jugement des offres : le prix compte pour 45 % de la note finale, la valeur technique pour 45 % et le délai de livraison pour 10 %.\n\nLa valeur technique se décompose elle-même en deux sous-critères : d'une part la méthodologie de livraison (25 %) ; d'autre part la qualité des produits proposés (20 %).",
    top: [45, 45, 10],
    subs: { 1: [25, 20] },
  },
  {
    id: 'unbulleted-indented-subs-under-weighed-bullet',
    text: "Critères de sélection des offres :\n- Qualité de la prestation : 55 points\n      organisation des équipes d'intervention (25 pts)\n      procédures de contrôle qualité (20 pts)\n      gestion des réclamations (10 pts)\n- Prix : 45 points",
    top: [55, 45],
    subs: { 0: [25, 20, 10] },
  },
  {
    id: 'spaced-lot-columns-criterion-wrapped-at-the-margin',
    text: "Critères et pondérations\n\n                                    Pondération (%)\nCritères                     Lot 1   Lot 2   Lot 3\n\nPrix des prestations           55      60      50\n\nValeur technique de l'offre    35      40      35\n(appréciée au vu du mémoire\ntechnique)\n\nDélai d'exécution              10       -      15\n\nTOTAL                         100     100     100\n",
    top: [55, 35, 10],
    lots: 3,
    laid: true,
  },
  {
    id: 'sub-criteria-in-square-brackets',
    text: "Critères d'attribution :\nPrix : 45 %\nValeur technique : 45 % [sous-critères : méthodologie 25 %, moyens matériels 10 %, planning 10 %]\nPerformance environnementale : 10 %",
    top: [45, 45, 10],
    subs: { 1: [25, 10, 10] },
  },
];
/** What an RC says before its criteria: funding shares, an advance, a revision formula, the candidates' weights. */
const RC_BEFORE = `RÈGLEMENT DE LA CONSULTATION
ARTICLE 1 - OBJET DE LA CONSULTATION
La présente consultation concerne les travaux de réfection de la voirie communale.
ARTICLE 2 - CONDITIONS DE LA CONSULTATION
2.1 Variantes : les variantes ne sont pas autorisées.
2.2 Modalités de financement : le marché est financé à 60 % par le Département et à 40 % sur fonds propres.
Une avance de 20 % pourra être versée au titulaire. Une retenue de garantie de 5 % est appliquée.
Les prix sont révisables mensuellement selon la formule P = P0 x (0,125 + 0,875 x TP01/TP01o).
ARTICLE 3 - PRÉSENTATION DES CANDIDATURES
Les candidatures seront examinées au regard des capacités professionnelles (60 %) et financières (40 %).
ARTICLE 4 - JUGEMENT DES OFFRES
`;
/** And after them: an abnormally low offer, a negotiation, a share of something else. */
const RC_AFTER = `
En cas d'offre anormalement basse, le pouvoir adjudicateur se réserve le droit de la rejeter.
ARTICLE 5 - NÉGOCIATION
Le pouvoir adjudicateur se réserve la possibilité de négocier avec les 3 meilleurs candidats.
Les offres sont transmises par voie électronique. 95 % des plis sont déposés la veille.
`;

/** Another RC: the candidates' weights in points before, a rating scale and a threshold after. */
const RC2_BEFORE = `REGLEMENT DE LA CONSULTATION (RC)
Objet : Entretien des espaces verts - Accord-cadre à bons de commande
Article 1 : Caractéristiques de la consultation
1.1 Sous-traitance : le titulaire pourra sous-traiter jusqu'à 30 % du montant du marché.
1.2 Durée : 12 mois reconductible 3 fois.
Article 3 : Sélection des candidatures
Les critères de sélection des candidatures sont les suivants : garanties et capacités techniques (50 points), références (30 points), moyens humains (20 points).
Article 4 : Critères d'attribution
`;
const RC2_AFTER = `
Méthode de notation de la valeur technique : chaque sous-critère est noté de la façon suivante :
0 point : non renseigné
1 point : insuffisant
2 points : moyen
3 points : bon
4 points : très bon
Une offre dont la note technique est inférieure à 8/20 sera éliminée.
Article 6 : Pénalités
Une pénalité de 10 % du montant de la commande sera appliquée en cas de retard.
`;

/** A flattened eForms notice: its fields joined by ' | ', the funding and the candidates' weights among them. */
const NOTICE_BEFORE =
  'Travaux de réhabilitation du gymnase municipal | Mairie de Saint-Martin | Tribunal administratif de Lyon | cn-standard | epo-notice | no-eu-funds | Crédits disponibles au budget 2026 : financement à 80 % par la commune | epo-procurement-document | Les candidatures seront jugées sur les capacités techniques (60 %) et financières (40 %). | performance | not-allowed | ';
const NOTICE_AFTER =
  ' | Référé précontractuel prévu aux articles L.551-1 à L.551-12 du Code de justice administrative | buyer-categories | 2026-03-12+01:00';

function expectReading(text: string, { top, subs, lots }: Phrasing): void {
  const p = extractPonderation([{ path: 'rc.txt', pages: [{ file: 'rc.txt', page: 1, text }] }], 'rc.txt');
  const criteria = Object.values(p.Critères);
  const subWeights: Record<number, number[]> = {};
  criteria.forEach((criterion, i) => {
    const weights = Object.values(criterion['Sous-critères'] ?? {}).map((sub) => sub.Pondération as number);
    if (weights.length > 0) subWeights[i] = weights;
  });
  expect(criteria.map((criterion) => criterion.Pondération ?? null)).toEqual(top);
  expect(subWeights).toEqual(subs ?? {});
  expect(p.Lots?.length ?? 0).toBe(lots ?? 0);
}

describe('award criteria as buyers write them', () => {
  it.each(phrasings)('$id', (phrasing) => expectReading(phrasing.text, phrasing));
});

describe('award criteria inside a whole RC, among the weights of other things', () => {
  it.each(phrasings.filter((phrasing) => !phrasing.alone))('$id', (phrasing) =>
    expectReading(RC_BEFORE + phrasing.text + RC_AFTER, phrasing),
  );
});

describe('award criteria inside a flattened eForms notice', () => {
  it.each(phrasings)('$id', (phrasing) =>
    expectReading(NOTICE_BEFORE + phrasing.text + NOTICE_AFTER, phrasing),
  );
});

describe('award criteria inside an RC that rates candidates in points and explains its rating scale', () => {
  it.each(phrasings.filter((phrasing) => !phrasing.alone))('$id', (phrasing) =>
    expectReading(RC2_BEFORE + phrasing.text + RC2_AFTER, phrasing),
  );
});

/** Lines wrapped at a page's width, as a PDF cuts them (a notice's fields are not wrapped). */
function wrapped(text: string, width: number): string {
  return text
    .split('\n')
    .map((line) => {
      const lines: string[] = [];
      let current = '';
      for (const word of line.split(' ')) {
        if (current !== '' && `${current} ${word}`.length > width) {
          lines.push(current);
          current = word;
        } else current = current === '' ? word : `${current} ${word}`;
      }
      return [...lines, current].join('\n');
    })
    .join('\n');
}

describe('award criteria in capitals', () => {
  it.each(phrasings.filter((phrasing) => !phrasing.cased))('$id', (phrasing) =>
    expectReading(phrasing.text.toUpperCase(), phrasing),
  );
});

describe('award criteria inside a whole RC whose lines are wrapped at 60 columns', () => {
  it.each(
    phrasings.filter((phrasing) => !phrasing.alone && !phrasing.laid && !phrasing.text.includes(' | ')),
  )('$id', (phrasing) => expectReading(wrapped(RC_BEFORE + phrasing.text + RC_AFTER, 60), phrasing));
});

describe('award criteria inside a flattened eForms notice printed to PDF, its lines wrapped at 90 columns', () => {
  it.each(phrasings.filter((phrasing) => !phrasing.laid))('$id', (phrasing) =>
    expectReading(wrapped(NOTICE_BEFORE + phrasing.text + NOTICE_AFTER, 90), phrasing),
  );
});
