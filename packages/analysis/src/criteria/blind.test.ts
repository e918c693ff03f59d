import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { keptAside, scoreDocument } from '../../eval/score';
import type { AnswerEntry } from '../../eval/score';
import { extractPonderation } from '.';
import { closeTextWorkers, extractText } from '../text';
import type { PageText } from '../text';

// The blind texts of eval/blind: notices and RCs written, with their answer keys, by writers who saw
// neither the extractor nor the corpus. Their tuning part (two texts in three, by file name) is read
// exactly here, top-level weights and weighted sub-criteria; the part kept aside is only measured, by
// `npm run eval -- --corpus eval/blind`, and its misses are not examined.

const blind = new URL('../../eval/blind/', import.meta.url);
const NAME_MISS = /» attendu \S+, obtenu /;

function tuningTexts(set: string): { file: string; entries: AnswerEntry[] }[] {
  const entries = JSON.parse(readFileSync(new URL(`answers/${set}`, blind), 'utf8')) as AnswerEntry[];
  const files = [...new Set(entries.map((entry) => entry.file))].sort();
  return files
    .filter((_, index) => !keptAside(index))
    .map((file) => ({ file, entries: entries.filter((entry) => entry.file === file) }));
}

/**
 * The sets whose tuning part is read exactly. A set is written blind, measured once as it comes
 * (README), then tuned on and added here; until then its tuning part is only measured.
 */
const TUNED = [
  'notices.json',
  'notices-2.json',
  'rc.json',
  'rc-2.json',
  'mixed-3.json',
  'mixed-4.json',
  'mixed-5.json',
  'mixed-6.json',
  'mixed-7.json',
  'mixed-8.json',
  'mixed-9.json',
  'mixed-10.json',
  'mixed-11.json',
  'mixed-12.json',
  'rc-3.json',
  'mixed-15.json',
  'notices-3.json',
  'notices-4.json',
  'notices-5.json',
  'notices-6.json',
  'mixed-13.json',
  'mixed-14.json',
  'mixed-16.json',
  'rc-4.json',
  'rc-5.json',
  'rc-6.json',
  'notices-7.json',
  'notices-8.json',
  'notices-9.json',
  'pdf-1.json',
  'fragments-2.json',
  'rc-7.json',
  'notices-11.json',
  'pdf-3.json',
  'docx-1.json',
  'rc-8.json',
  'fragments-3.json',
  'rc-9.json',
  'notices-13.json',
  'pdf-5.json',
  'rc-10.json',
  'docx-2.json',
  'fragments-4.json',
  'notices-14.json',
  'notices-15.json',
  'rc-11.json',
  'docx-3.json',
  'pdf-7.json',
  'notices-16.json',
  'fragments-5.json',
  'mixed-24.json',
  'notices-17.json',
  'fragments-6.json',
  'notices-18.json',
  'notices-19.json',
  'rc-12.json',
  'notices-20.json',
  'fragments-7.json',
  'rc-13.json',
  'fragments-8.json',
  'notices-21.json',
  'notices-22.json',
  'notices-23.json',
  'notices-24.json',
  'fragments-9.json',
  'rc-15.json',
  'notices-25.json',
  'fragments-10.json',
  'notices-26.json',
  'fragments-11.json',
  'notices-28.json',
  'rc-16.json',
  'notices-29.json',
  'notices-30.json',
  'rc-17.json',
  'fragments-12.json',
  'notices-31.json',
  'notices-32.json',
  'notices-33.json',
  'fragments-13.json',
  'rc-18.json',
  'notices-34.json',
  'docx-4.json',
  'rc-19.json',
  'notices-35.json',
  'fragments-14.json',
  'notices-36.json',
  'notices-37.json',
  'notices-38.json',
  'notices-39.json',
  'notices-40.json',
  'notices-41.json',
  'notices-42.json',
  'notices-43.json',
  'notices-44.json',
  'notices-45.json',
  'fragments-15.json',
  'fragments-16.json',
  'fragments-17.json',
  'fragments-18.json',
  'rc-20.json',
  'rc-21.json',
  'docx-5.json',
  'notices-46.json',
  'notices-47.json',
  'notices-48.json',
  'notices-49.json',
  'notices-50.json',
  'notices-51.json',
  'notices-52.json',
  'notices-54.json',
  'rc-22.json',
  'notices-57.json',
  'fragments-20.json',
  'notices-58.json',
  'rc-25.json',
  'rc-26.json',
  'notices-61.json',
  'notices-63.json',
  'rc-30.json',
  'fragments-21.json',
  'rc-32.json',
  'notices-66.json',
  'notices-67.json',
  'notices-68.json',
  'rc-34.json',
  'notices-70.json',
  'rc-36.json',
  'notices-73.json',
  'fragments-23.json',
  'notices-78.json',
  'fragments-29.json',
];

/**
 * Tuning texts not read exactly yet, each with what the extractor lacks: kept in sight as known
 * misses (the test says so when one starts to be read).
 */
const KNOWN_MISSES: Record<string, string> = {
  'docs/notices-78/13-voirie-lunel-prix-par-formule.txt':
    "the key leaves the price unweighted where only its formula's factor (30) gives it, completing the other weights: we give it, said in its details",
  'docs/notices-78/20-voirie-ccoeur-savoie-prix-seul.txt':
    'only the price weighted (60 %), the other criteria named and left to the RC: nothing read',
  'docs/notices-78/23-restauration-eglise-drac-grand-est.txt':
    'sub-criteria that add up to 65 under a criterion of 60, read as criteria beside it',
  'docs/notices-78/26-formations-prevention-cnfpt.txt':
    "weights that add up to 90 as written; a share in the description ('dont 60 % en intra') read as the criterion that completes them",
  'docs/notices-78/32-transport-scolaire-privas-lots.txt':
    "lots whose criteria open with 'Pour ce lot, les offres sont jugées sur le prix (pondération 55), ...' not told apart",
  'docs/notices-78/35-desamiantage-universite-bordeaux.txt':
    "sub-criteria after '60 % Valeur technique, dont :' that add up to 55, not kept under it",
  'docs/fragments-29/08-maitrise-oeuvre-gymnase-incomplet.txt':
    "an extract cut short after the technical value's sub-criteria, read as criteria",
  'docs/fragments-29/11-location-entretien-linge-hopital.txt':
    "sub-criteria weighted before their wordings ('pondérés respectivement à 20 %, 15 %, 10 % et 10 % : ...')",
  'docs/fragments-29/20-produits-entretien-prix-formule.txt':
    "the key leaves the price unweighted where only its formula's factor (60) gives it, completing the other weights: we give it, said in its details",
  'docs/fragments-29/23-accord-cadre-moe-voirie.txt':
    "lettered sub-criteria that add up to 55 under 'CRITÈRE 1 : VALEUR TECHNIQUE – 60 points', read as criteria",
  'docs/fragments-29/38-aires-de-jeux-herouville-incomplet.txt':
    "an extract cut short after its first criterion ('Critère 1 : ... (45 %), appréciée au vu de ...'): nothing read",
  'docs/notices-61/05-epi-pompiers-valence.txt':
    'six criteria whose technical value is weighted by its sub-criteria (5, 5, 15) in the same list: the sub-criteria read as criteria',
  'docs/notices-61/17-espaces-verts-saint-gildas-de-rhuys.txt':
    "lot 1's method (15) read as a sub-criterion of its technical report beside the report's own three",
  'docs/notices-61/20-entretien-patrimoine-macon.txt':
    "lots 2 and 4's criteria, six in one list with sub-criteria, read with the sub-criteria among the criteria",
  'docs/notices-61/29-amenagement-voirie-albi.txt':
    'lot 2 weighted on 20 (11, 7, 2) and lot 1 given the common criteria instead of its own',
  'docs/rc-25/08-sdis-armorique-habillement.txt':
    'a spaced table with a sub-criteria column and an assessment column, its single-sub rows read as sub-criteria of the row above',
  'docs/rc-25/16-region-armor-ocean-formation-qualifiante.txt':
    "the weights given as shares of 'la note technique' and of the price's note: nothing read",
  'docs/rc-25/23-syndicat-bassin-sevre-ardoise-restauration-cours-eau.txt':
    'the criterion after the method (15) read as its sub-criterion, the method weighing their sum (45 for 30)',
  'docs/rc-25/26-chs-saint-yvain-transport-patients.txt':
    "a spaced table whose criterion cells wrap beside their description cells ('Qualité du' / 'service'), the sub-criteria rows read as criteria",
  'docs/rc-25/28-syndicat-mobilites-estuaire-abris-voyageurs.txt':
    'a spaced table with a weight column per lot under a two-line heading, its sub-criteria wrapped with the weights on their last line',
  'docs/rc-25/34-universite-broceliande-mobilier.txt':
    'lots with different criteria, their later criteria left out of each lot',
  'docs/rc-25/37-chu-sainte-albane-amo-schema-directeur.txt':
    "the technical value's sub-criteria in prose read as criteria, the technical value itself left out",
  'docs/rc-26/02-val-de-brienne-chaussees-rd.txt':
    "a spaced table whose sub-criteria rows run into the next criterion's row",
  'docs/rc-26/28-vezins-restauration-eglise-saint-martin.txt':
    "the technical value's coefficients (1, 2, 2) read as the price's sub-criteria",
  'docs/notices-52/22-commune-chanonat-puys-aire-de-jeux.txt':
    "the third of three 'Sous-critère N : pondération' under a criterion whose weight is unwritten, left out",
  'docs/notices-54/38-oph-hautesavoie-rehab-thermique.txt':
    "a criterion weighted in its sentence ('Le critère valeur technique (45 %) est apprécié au regard des sous-critères suivants') beside the price named without weight",
  'docs/rc-22/08-seine-logement-maintenance-chaudieres.txt':
    'the price shared into two weighted parts (P2 redevance, P3) read as a second price criterion',
  'docs/rc-22/23-montreuil-lay-vrd-lotissement.txt':
    "sub-criteria given as ranges of the technical note ('moyens (de 0 à 6), modalités (de 0 à 8)')",
  'docs/rc-22/25-rive-sud-habitat-ascenseurs.txt':
    "a criterion's two parts weighted 'respectivement 5 et 10 points' in its description",
  'docs/notices-46/28-nantes-universite-maintenance-cvc.txt':
    "the price named without weight in a field of its own ('Prix des prestations apprécié au regard du DQE') beside a criterion weighted by its sub-criteria only, left out",
  'docs/notices-49/16-ch-macon-bionettoyage.txt':
    "name fields each followed by a bare number field ('Prix des prestations | 40'), which real notices do not have",
  'docs/notices-50/04-chu-guadeloupe-blanchisserie.txt': "weights typed '1 5%' and '1O %' (a letter O)",
  'docs/notices-39/05-sdis13-habillement-epi.txt':
    'lots 3 and 4, ranked or judged on the price alone, not told apart from the weighted lots',
  'docs/notices-39/16-universite-lorraine-materiel-informatique.txt':
    "lots 3 and 4 judged on the price alone not told apart, and a lot's environmental sub-criteria not read",
  'docs/notices-39/25-parc-national-cevennes-sentiers.txt':
    "a lot weighted on 10 (5, 4, 1) and another lot's sub-criteria read as the first lot's criteria",
  'docs/notices-40/17-universite-grenoble-alpes-microscope-electronique.txt':
    "a TED form's criterion detailed further down ('Détail du critère « ... » (50 points)') not given its sub-criteria",
  'docs/notices-41/19-smictom-alsace-centrale-collecte-dechets.txt':
    'a sub-criterion of the technical value left out of its list (two of three read)',
  'docs/notices-44/01-commune-plouzane-entretien-espaces-verts.txt':
    "sub-criteria typed 'methodo 20 / moyens 15 / ... 5' after 'VT40% :' not read",
  'docs/notices-44/11-region-grand-est-lycee-toiture-desamiantage.txt':
    "sub-criteria typed '- methodo ... 25 - moyens ... 20' after 'VT pond.45' not read",
  'docs/notices-44/25-port-sete-controle-technique-quai.txt':
    "the price's weight, in a field apart from the criterion 'ayant comme sous-critères', not read",
  'docs/notices-44/35-metropole-tours-maintenance-cvc-lots.txt':
    "criteria repeated for each lot in one field, read with the lots' titles as criteria",
  'docs/notices-45/34-ch-pont-de-beauvoisin-maintenance-groupes-electrogenes.txt':
    "name fields each followed by a bare number field ('Prix | 60 | Valeur technique | 30'), without type codes, not read",
  'docs/fragments-15/05-univ-lille-nettoyage-locaux.txt':
    'a criteria table cut by a page footer, a page header and the next extract tag: its last row is lost',
  'docs/fragments-16/40-montbrison-amo-halle-sportive.txt':
    "a dotted-leader list whose sub-criterion wraps onto the next line, its parent's label taken from the wrapped line",
  'docs/fragments-17/34-syndicat-riviere-touques-entretien-ripisylve.txt':
    "sub-criteria under a criterion whose weight is unwritten, with the rating scale's points read as more of them",
  'docs/fragments-17/35-commune-lamballe-armor-copieurs.txt':
    'the price shared into two weighted parts (location, copies) read as two price criteria instead of one unweighted price with sub-criteria',
  'docs/fragments-18/02-aeroport-beauvais-nettoyage.txt':
    'a column per lot whose sub-criteria rows hold a dash for the lot that has none: both lots given every row',
  'docs/fragments-18/10-gip-recia-tma-ent.txt':
    "a wrapped sub-criterion's cell (its weight on its second line) taken for another row, the technical value's sub-criteria lost",
  'docs/fragments-18/17-spl-port-pornic-pontons.txt':
    'points on 20 given to sub-criteria whose wordings wrap before their dotted leader',
  'docs/fragments-18/23-chambre-agriculture-bretagne-lld-vehicules.txt':
    "'Critère 2 : note sur 30 points répartie comme suit :' names its criterion by its number only",
  'docs/rc-20/23-ccas-niort-portage-repas.pdf':
    'sub-criteria rated on 8 under a criterion weighted 40 %, in a table of their own further down',
  'docs/rc-20/25-cu-dunkerque-amo-reseau-chaleur.pdf':
    'a criterion whose weight is unwritten, its sub-criteria read as criteria (the key leaves its weight empty)',
  'docs/rc-21/28-cu-dunkerque-gardiennage-surveillance.pdf':
    'the sub-criteria of a criterion whose weight is unwritten not read (the key leaves its weight empty)',
  'docs/docx-5/01-plouzane-voirie-programme-2025.docx':
    'a Word table of sub-criteria under merged cells, two of three rows read',
  'docs/docx-5/29-port-de-peche-le-guilvinec-dragage.docx':
    "an environmental criterion's sub-criteria in percent of it, one of two read",
  'docs/notices-37/02-chu-amiens-dispositifs-perfusion.txt':
    "a description field 'Apprécié au regard du montant du DQE' read as the heading of the criteria below it",
  'docs/notices-37/33-chu-toulouse-moe-bloc-operatoire.txt':
    "'La valeur technique (60 %) s'apprécie au travers de : ...' in VI.3, the form's criterion left without them",
  'docs/notices-35/10-region-occitanie-lycee-cuisine.txt':
    "weights typed as bare numbers in fields of their own ('Prix | 40 | Valeur technique | 50')",
  'docs/notices-35/13-universite-rennes-mobilier-bibliotheque.txt':
    "a criterion's sub-criteria in points of its note on 20, its weight at the end of its description",
  'docs/notices-35/16-cc-pays-de-lunel-produits-entretien.txt':
    "'Prix | noté sur 40' fields under each lot's title: the scales read as no weight",
  'docs/docx-4/15-metropole-nantes-voirie-accord-cadre.docx':
    "a second table of one criterion's sub-criteria in bare points, closed by a 'Total valeur technique' row",
  'docs/docx-4/19-habitat-76-rehabilitation-logements.docx':
    'a column per group of lots under a second heading row, the weights bare',
  'docs/rc-19/20-cc-coeur-savoie-moe-piscine.pdf':
    "a criterion's cell over its sub-criteria's rows, the 'Points sous-critère | Points critère' heading wrapped",
  'docs/rc-19/26-ch-valence-blanchisserie.pdf':
    'sub-criteria whose cell is merged over two weighted rows of what is judged, read as two each',
  'docs/notices-31/07-rectificatif-metropole-aix-marseille-transport.txt':
    "a rectifying notice's new criteria for one lot, the other lots' left as they were",
  'docs/notices-31/16-rectificatif-commune-sarlat-halle.txt':
    "the corrected criteria's sub-criteria unbulleted under a bulleted criterion, the last one nested apart",
  'docs/notices-31/20-universite-bordeaux-nettoyage.txt':
    "another lot's sub-criteria given to a lot's criterion of the same name",
  'docs/notices-31/37-cu-dunkerque-gardiennage-telesurveillance.txt':
    'sub-criteria in points out of a note scale read as shares of the whole',
  'docs/fragments-11/16-cd-herault-mobilier-colleges.txt':
    "a quality criterion's sub-criteria read as criteria of their own beside it",
  'docs/notices-28/25-departement-creuse-rd941-chaussee.txt':
    "the price's restatement in VI.3 counted among the technical value's points out of 20",
  'docs/notices-30/16-centrale-achat-numerique-hospitalier-infrastructures.txt':
    "another lot's sub-criteria given to a lot's price of the same weight",
  'docs/notices-30/17-begles-espaces-verts.txt':
    "two lots' criteria values for three lots, the reserved lot's in its own description",
  'docs/notices-30/26-universite-lille-nettoyage-locaux.txt':
    "a lot's sub-criteria in its description cut to the one that names the criterion",
  'docs/notices-30/38-ch-dax-restructuration-urgences.txt':
    "'noté sur 10 - Np = ...', then a 'notée sur 8' whose sub-criteria points in brackets replace it",
  'docs/rc-16/23-ministere-culture-drac-ara-nettoyage.txt':
    "a criterion's restated weight read among its sub-criteria",
  'docs/rc-16/29-dir-centre-est-sel-deneigement.txt':
    "a second lot's sub-criteria in percent of their criterion not given to it",
  'docs/rc-17/07-siaep-val-de-saone-renouvellement-canalisations.pdf':
    'a sentence restating the technical value read among its sub-criteria',
  'docs/rc-17/29-ght-coeur-grand-est-nettoyage-locaux.pdf':
    "a criterion's cell wrapped over three lines and a page break in the middle of the table",
  'docs/notices-16/04-sdis-isere-vehicules-incendie.txt':
    "lots told apart only by the order of their criteria, the lots' titles carrying no number",
  'docs/notices-16/07-opac-oise-entretien-chaudieres.txt':
    "sub-criteria 'a) ... : sur 25 b) ... : sur 20' run on in one description field",
  'docs/notices-16/11-ville-grenoble-denrees-restauration.txt':
    "lots told apart only by the order of their criteria, the lots' titles carrying no number",
  'docs/notices-16/17-oph-seine-et-marne-rehabilitation-logements.txt':
    "lots told apart only by the order of their criteria, the lots' titles carrying no number",
  'docs/notices-16/20-departement-nord-sel-deneigement.txt':
    "lots told apart only by the order of their criteria, the lots' titles carrying no number",
  'docs/notices-16/35-region-bretagne-formation-langues.txt':
    "'pondération 60' then sub-criteria in brackets in the criterion's description",
  'docs/fragments-5/11-ville-tourcoing-nettoyage-locaux.txt':
    'a table one cell a line weighted /50, its criteria restated in points with other wordings before it',
  'docs/fragments-5/14-commune-plougastel-restauration-scolaire.txt':
    "a quality criterion in points before the price, its list going on under 'Critères de jugement (suite)'",
  'docs/fragments-5/22-commune-vannes-eclairage-public.txt':
    'the page with the first criteria missing from the extracts: only the sub-criteria and the last criterion',
  'docs/rc-11/02-chu-nimes-dispositifs-abord-veineux.txt':
    'a table printed one column after the other by pdftotext, cut by a page break',
  'docs/rc-11/04-sdis71-acquisition-vehicules-vsav-vlhr.txt':
    'two lots, each with its table printed a cell a line, the first cut by a page break',
  'docs/rc-11/08-agglo-grand-lac-collecte-dechets-menagers.txt':
    'points out of 1000 in a table printed one column after the other, across pages',
  'docs/rc-11/16-ch-cholet-location-entretien-linge.txt':
    'sub-criteria in points of the technical note on 10, the criteria weighted by coefficients',
  'docs/rc-11/17-cc-pays-de-fayence-gestion-alsh.txt':
    "sub-criteria weighted only in a grid of the annex, far from their criteria's article",
  'docs/rc-11/23-departement-aude-transport-eleves-handicapes.txt':
    'lots 1 and 2 sharing one table, lot 3 with its own, each printed a cell a line',
  'docs/rc-11/32-commune-plaisance-du-touch-construction-groupe-scolaire.txt':
    "a table of points printed one column after the other across pages, its sub-criteria marked '–'",
  'docs/rc-11/35-caih-accord-cadre-materiels-informatiques.txt':
    "two lots' spaced tables with different criteria",
  'docs/rc-11/40-eurometropole-strasbourg-mgp-piscine.txt':
    'five criteria in a spaced table of three columns cut by a page break under a repeated header',
  'docs/docx-3/04-sdis-loir-et-cher-tenues-feu.docx':
    'notes on 20 times coefficients, the sub-criteria in points of the 20',
  'docs/docx-3/28-grand-port-bordeaux-dragage.docx':
    'a criteria table nested in a cell of a two-column layout table',
  'docs/docx-3/35-cu-arras-marche-global-performance.docx':
    'merged criterion cells written vertically, sub-criteria in % of their criterion',
  'docs/pdf-7/08-region-normandie-assurances.pdf':
    'the criteria in boxes of a two-column layout, for four lots alike',
  'docs/pdf-7/10-smaep-sud-vendee-renouvellement-canalisations.pdf':
    "a borderless table whose sub-criteria are 'notés sur 30', 'sur 15' under their criterion's 'sur 60'",
  'docs/pdf-7/35-ville-nantes-gardiennage-surveillance.pdf':
    "the document's own sum of 105 (45 + 50 + 10) under a 'TOTAL 100 %' row",
  'docs/fragments-4/08-smictom-alsace-centrale-collecte-dechets.txt':
    'a criterion weighted 0 % (marked only to break ties), left out',
  'docs/notices-15/22-commune-vitre-rehabilitation-salle-fetes.txt':
    "a newspaper column whose words are glued (\"Critèresd'attribution\", ':60 %')",
  'docs/docx-2/02-ght-artois-ternois-consommables-dialyse.docx':
    'a Word table with a column per lot between a sub-criterion column and a remarks column, and a sub-total row',
  'docs/docx-2/26-region-bourgogne-franche-comte-formations-langues.docx':
    'sub-criteria rows told apart only by an indent (a tab) in their Word table cell',
  'docs/pdf-5/05-ght-coeur-grand-est-dispositifs-perfusion.pdf':
    "a table of coefficients whose sub-criteria rows give their share of the criterion's note in their wording",
  'docs/rc-5/22-produits-laitiers-colleges-dordogne.txt':
    'a table one cell a line whose weight comes before its label',
  'docs/rc-5/31-cluster-calcul-univ-paris-saclay.txt': 'a grid table drawn with + and | characters',
  'docs/rc-4/25-encombrants-ept-pemb.txt':
    'a table one cell a line, a criterion cell spanning its sub-criteria rows',
  'docs/mixed-16/06-centrale-achat-mobilier-lots.txt':
    'a table per lot, the lots in columns, sub-criteria in rows',
  'docs/mixed-16/10-regie-transports-nettoyage-stations.txt':
    'a table whose sub-criteria rows are numbered under their criterion',
  'docs/mixed-16/22-metropole-eclairage-public-crem.txt':
    "sub-criteria on the criterion's note scale ('/8', '/6') beside coefficients",
  'docs/mixed-16/33-ministere-agriculture-etude-evaluation.txt':
    'criteria in a long article, their weights in a later table',
  'docs/mixed-14/09-f14-rc-moe-syndicat-mixte.txt':
    "coefficients, then 'Le critère 1 est noté sur 20' shared out, then the final note's formula",
  'docs/notices-2/46-fn-ted-rectificatif-vii.txt': "a TED corrigendum's VII.1.2 section",
  'docs/rc-2/04-rc-sdis-annexe-tableau-fusionne.txt':
    "a merged price cell whose weight comes after its first sub-criterion's",
  'docs/rc-2/25-rc-chs-colonnes-extraites-separement.txt':
    'a table read column by column, its labels over several lines',
  'docs/mixed-3/19-f3-rc20.txt':
    'a grid of bare numbers after dashes, its sub-criteria shown by indentation alone',
  'docs/mixed-5/15-f5-maximilien-videoprotection.txt':
    'a criterion | sub-criterion | weight table one cell a line, its criteria unweighted',
  'docs/mixed-10/36-f10-rc-departement-assurances-flattened.txt':
    'a table per lot flattened onto one line, the weight column first',
  'docs/mixed-11/18-f11-rc-chu-maintenance-biomedicale.txt':
    'a criterion detailed by one sub-criterion of its own weight',
  'docs/mixed-12/18-f12-rc-hopital-blanchisserie.txt':
    'a criterion detailed by one sub-criterion of its own weight',
  'docs/notices-7/15-sde35-eclairage-public-travaux.txt':
    'eForms fields name | number | type code without a category code, a min-score threshold among them',
  'docs/notices-7/31-rectorat-lyon-formations-prevention-risques.txt':
    'eForms fields number | name | type code without a category code',
  'docs/notices-8/33-rectificatif-region-bfc-formation-linguistique.txt':
    "a corrective notice for one lot, the lots' criteria before their titles",
  'docs/notices-9/30-cea-alsace-ouvrages-art.txt':
    "each lot's criteria before its title, the second lot's price unweighted",
  'docs/pdf-1/25-hcl-location-entretien-vetements.pdf':
    'cells of several lines in a table whose merged criterion cell spans a page break',
  'docs/pdf-1/31-ville-colmar-moe-renovation-groupe-scolaire.pdf':
    'a merged criterion cell whose weight is printed after a page break',
  'docs/pdf-1/36-cc-coeur-de-savoie-infogerance-informatique.pdf':
    'sub-criteria as lines of one cell beside a rating scale, over a page break',
  'docs/rc-7/24-hcl-restructuration-bloc-operatoire.txt':
    "the technical criterion's sub-criteria as rubrics of the mémoire in a later article, the price between them",
  'docs/rc-7/31-universite-amo-schema-directeur-immobilier.txt':
    "decimal coefficients numbered 'Critère A', 'A.1', a line 'Critère A – ... : coefficient 0,60' taken for a table header",
  'docs/notices-11/16-saint-malo-assurances-4-lots.txt':
    "eForms fields one a line under 'Lot LOT-0001', a tax rate in the price's description",
  'docs/pdf-3/27-ght-aube-maintenance-imagerie-medicale.pdf':
    'a criteria table across the two columns of a page',
  'docs/docx-1/06-sarthe-habitat-ccvrc-chaudieres-gaz.docx':
    "coefficients over sub-criteria 'noté sur 4/3/3' adding up to 10",
  'docs/docx-1/39-region-occitanie-postes-travail-lycees-2-lots.docx':
    "the key lists a criterion's one detail of the same weight as its sub-criterion",
  'docs/fragments-6/13-universite-grenoble-alpes-nettoyage.txt':
    "a table printed by pdftotext cell after cell out of its rows' order, its heading cells after the weights",
  'docs/fragments-6/14-ville-ploermel-groupe-scolaire.txt':
    'sub-criteria in percent of the technical note, stated once for all the lots of a spaced table a row per lot',
  'docs/fragments-7/02-chic-alencon-mamers-consommables-laboratoire.txt':
    'a spaced table with a column per lot whose headings wrap over several lines above the rows',
  'docs/fragments-7/04-universite-poitiers-maintenance-multitechnique.txt':
    "coefficients ('0,50') a cell a line after sub-criteria weighted in percent of their criterion",
  'docs/fragments-7/10-region-occitanie-tma-si-aides.txt':
    'a criterion / sub-criterion / weight table flattened into lines, the technical sub-criteria in percent of the whole under an unwritten 60',
  'docs/fragments-7/11-commune-lannion-assurances.txt':
    "a table with a column per lot printed cell after cell, each lot's heading over several lines",
  'docs/fragments-7/14-chu-limoges-location-entretien-linge.txt':
    'a table printed one column after the other: criteria, weights, then sub-criteria with their shares of the criterion',
  'docs/fragments-7/16-departement-haute-loire-sel-deneigement.txt':
    "a spaced table whose criterion cells are centred over wrapped descriptions ('Valeur' / '... 15 %' / 'technique')",
  'docs/fragments-7/19-ville-saint-priest-entretien-batiments.txt':
    "a spaced table with a column per lot, a 'sans objet' cell and lot headings wrapped over three lines",
  'docs/fragments-7/28-departement-cher-fauchage-elagage.txt':
    'a cell-a-line table whose criterion, weight and detail columns come one after the other, sub-criteria in points',
  'docs/fragments-7/29-universite-grenoble-alpes-microscope-meb.txt':
    "a sub-criterion's 45 points read as a criterion of its own beside its criterion's 55",
  'docs/fragments-7/35-sde22-bornes-recharge-irve.txt':
    'sub-criteria in percent of the technical note, below a spaced table with a column per lot',
  'docs/fragments-7/37-ot-cotentin-refonte-site-internet.txt':
    'a spaced table whose criterion and sub-criterion cells wrap into each other',
  'docs/fragments-8/10-region-bfc-transport-scolaire-doubs.txt':
    'sub-criteria of the technical value given to the environmental criterion listed after it',
  'docs/fragments-8/31-chateau-thierry-videoprotection.txt':
    "a criterion's cell wrapped over its description, its weight after it, read as a sub-criterion of the 'Valeur technique' line",
  'docs/mixed-24/35-groupement-colleges-haute-loire-denrees.txt':
    'four lots weighted differently in prose, lots 2 and 4 as lots 1 and 3',
  'docs/notices-17/22-ville-montpellier-espaces-verts.txt':
    "a lot whose criteria are 'décrits dans les documents de la consultation' (no weight) beside lots weighted 40/60",
  'docs/notices-20/08-sdis-morbihan-vehicules.txt':
    "a third lot's 'Coût global' shared out in VI.3 between the purchase price and the upkeep cost",
  'docs/notices-20/40-ville-cergy-numerique-ecoles.txt':
    "an old national form's '1. Valeur technique / 60' lines per lot, the second lot's not told apart",
  'docs/notices-22/02-sga-defense-nettoyage-bretagne.txt':
    'sub-criteria in percent of the criterion, given once for both lots of a European form',
  'docs/notices-22/16-commune-frejus-nettoyage-locaux.txt':
    "the technical sub-criteria's coefficients (1, 2, 3) given to the price",
  'docs/notices-22/32-te53-renovation-eclairage-public.txt':
    'three sub-criteria of 10 points read as two of 15',
  'docs/rc-13/23-ch-arles-dispositifs-medicaux-gants-perfusion.pdf':
    "a table whose lot cell spans the rows of two lots ('Lots 1 et 2'), the other lots in a table of their own",
  'docs/rc-13/25-ville-cognac-marche-global-performance-eclairage-public.pdf':
    "a global performance contract's table whose sub-criteria rows came out as the criteria",
  'docs/fragments-9/01-vannes-entretien-espaces-verts.txt':
    "a table printed cell by cell by pdftotext, its two weight columns ('Pondération sous-critère', 'Pondération critère') headed on three lines",
  'docs/fragments-9/07-sdis-35-acquisition-vehicules.txt':
    'three lots weighted in one table printed cell by cell, a weight column per lot',
  'docs/fragments-9/11-ch-cholet-denrees-alimentaires.txt':
    "a table per pair of lots ('8.1 Lots n° 1 et n° 2') printed cell by cell, criterion and sub-criterion points in two columns",
  'docs/fragments-9/13-paris-habitat-rehabilitation-thermique.txt':
    "a table printed cell by cell, the criteria's cells ('1. Prix (45 %)') after their sub-criteria's",
  'docs/fragments-9/16-cd33-materiel-informatique.txt':
    "a spaced table with a column per lot under a two-line heading ('Lot 1' / '(points)'), its wordings wrapped",
  'docs/fragments-9/23-cd28-marches-assurances.txt':
    "four lots' tables printed cell by cell across a page break",
  'docs/fragments-9/28-region-occitanie-lycee-carmaux.txt':
    'a spaced table with criterion and sub-criterion points in two columns, its wordings wrapped, no blank line between rows',
  'docs/fragments-9/37-ch-perigueux-gaz-medicaux.txt':
    "a table printed cell by cell with a weight column on each side ('Pondération / Critère / Sous-critère / Pondération')",
  'docs/rc-15/02-grandangouleme-nettoyage-locaux-3-lots.pdf':
    "sub-criteria in % of the technical note given once 'pour les trois lots' after a table with a column per lot",
  'docs/rc-15/07-eau-bassin-rennais-canalisations-betton.pdf':
    "lettered sub-criteria whose 'noté sur 8' opens the line after their wrapped wording, under 'notée sur 20 points, ainsi répartis'",
  'docs/rc-34/05-chu-poitiers-location-entretien-linge.txt':
    "a criterion's weight written only under its acronym ('Le critère RSE (10 %)'), its sub-criteria not weighing it",
  'docs/fragments-8/22-departement-aisne-maintenance-cvc-colleges.txt':
    "the technical criterion's weight written only in its elimination threshold ('25 points sur 55')",
  'docs/rc-15/22-ght-coeur-grand-est-maintenance-imagerie.pdf':
    "a table of coefficients beside a later scale ('≥ 98 % : 5 points ; 97 % : 3 points') read as the sub-criteria announced 'd'égale importance'",
  'docs/notices-63/05-universite-nettoyage-3-lots.txt':
    "a lot's sub-criteria given as bare numbers in brackets after 'Mêmes critères que le lot 1 avec les pondérations suivantes', another lot's read instead",
  'docs/notices-63/14-departement-routes-3-lots.txt':
    "lot 1's three sub-criteria of 10 points read as two of 15",
  'docs/notices-63/31-oph-nettoyage-encombrants-2-lots.txt':
    "lots weighted only inside their final note's formula ('NF = 0,40 x NP + 0,60 x NT')",
  'docs/notices-63/38-ch-nettoyage-locaux.txt':
    "sub-criteria weighted by bare numbers after colons in their criterion's brackets ('(organisation : 20 ; moyens : 15 ; ...)')",
  'docs/rc-30/23-chu-grenoble-maintenance-imagerie.txt':
    "a criterion's weight only in a 'Sous-total de la valeur technique : 50 points' line below the table",
  'docs/rc-30/26-epa-euratlantique-programmation.txt':
    "notes on 12 and on 8 whose technical note's parts read as the criteria",
  'docs/rc-30/37-cu-arras-conseil-juridique.txt':
    "a sub-criterion's wording cut by a page break before its weight, the price's 'associé 30 %, collaborateur 70 %' read as criteria",
  'docs/mixed-16/07-entite-ferroviaire-renouvellement-voie.txt':
    "numbered sub-criteria bracketed in the cell beside their criterion's weight ('5.2.1 Méthodologie ... (15 %)'), taken for shares of the row",
  'docs/rc-32/19-rives-metropole-mobilier-urbain-2025.txt':
    "spaced tables whose sub-criteria weigh in a column of their own left of the criteria's, no blank line between rows",
  'docs/rc-32/23-region-val-de-loire-berry-transport-interurbain-2025.txt':
    "a column for each pair of lots ('Lots 1 et 2', 'Lots 3 et 4'), sub-criteria dashed where a pair has none, cut by a page break under a '(suite)' heading",
  'docs/fragments-10/31-pau-bearn-pyrenees-gymnase-lots.txt':
    "the 'dont' sub-criteria of lots 2 to 4, named with their titles, replaced by the first two of lot 1's",
  'docs/rc-34/40-ght-coeur-grand-est-maintenance-installations-froid.txt':
    "a table headed 'Critère | Sous-critère | Total' (no weight word in its heading): its bare numbers are not read",
  'docs/notices-70/38-region-hdf-lycee-cvc-plomberie-electricite.txt':
    "each lot's weights in brackets after its title ('Lot 01 Chauffage - Ventilation (Prix 60% - Valeur technique 40%)'): the lots not told apart",
  'docs/rc-36/05-oph-sarthe-habitat-espaces-verts.txt':
    "criteria in prose, the technical value's sub-criteria listed in a sentence wrapped over three lines: the price's weight lost",
  'docs/rc-36/22-departement-seine-maritime-denrees-colleges.txt':
    'sub-criteria weights bracketed in the sub-criteria column of a spaced table, the criterion named on the middle line of its cell',
  'docs/rc-36/40-departement-dordogne-analyses-eaux-laboratoire.txt':
    "a grid table whose criterion cells carry their own weight on their second line ('(50 points)') beside sub-criteria rows without rules",
  'docs/notices-73/29-metz-metropole-moe-requalification-avenue.txt':
    "one criterion weighted ('Valeur technique (60 %) dont : ...'), the price named without weight in a field of its own: nothing read",
  'docs/notices-73/34-universite-strasbourg-etudes-techniques-patrimoine.txt':
    "lot 3's technical value 'ayant comme sous-critères' two bracketed weights, only one read",
  'docs/notices-73/40-port-la-rochelle-moe-confortement-quai.txt':
    "name and description fields, the technical value's description 'notée sur 60 points', the price's without weight: nothing read",
  'docs/fragments-23/28-sde-18-fourniture-gaz-naturel.txt':
    "a table printed cell by cell whose criteria ('Prix', '70 %') are each followed by their parts' wordings, then the parts' weights ('60 %', '10 %'): nothing weighted read",
};

/** A blind document's pages as our reader gives them (a text file's pages apart by form feeds), as the eval reads them. */
async function pagesOf(file: string, name: string): Promise<PageText[]> {
  const bytes = readFileSync(new URL(file, blind));
  const read = await extractText({ path: name, bytes });
  if (read.error) throw new Error(read.error);
  return read.pages;
}

afterAll(() => closeTextWorkers());

describe.each(TUNED)('blind texts of %s, tuning part', (set) => {
  for (const { file, entries } of tuningTexts(set)) {
    const miss = KNOWN_MISSES[file];
    (miss ? it.fails : it)(miss ? `${file} (known miss: ${miss})` : file, async () => {
      const name = file.split('/').pop()!;
      const ponderation = extractPonderation([{ path: name, pages: await pagesOf(file, name) }], name);
      // Weights and sub-criteria as in the key; names are measured by the eval only.
      const misses = scoreDocument(file, entries, ponderation).misses.filter((miss) => !NAME_MISS.test(miss));
      expect(misses).toEqual([]);
    });
  }
});
