import { isNamedCriterion } from './categories';
import { unweightedForms } from './forms';
import { tidy } from './text';

/** Phrases that introduce the award criteria themselves (not the selection of candidates). */
const AWARD =
  /crit[èe]res? (?:d'attribution|de jugement|de choix|de notation|de classement|d'analyse|d'[ée]valuation|retenus pour le jugement)|jugement des offres|crit[èe]res suivants|\b(?:deux|trois|quatre|cinq|six) crit[èe]res/gi;
const WINDOW = 600;
const CANDIDATES_RANKED =
  /\bcandidatures?\s+(?:seront|sont)\s+(?:class[ée]es|s[ée]lectionn[ée]es|jug[ée]es)[^.:]*$/i;
const CANDIDATES_REACH = 200;
const MAX_LABEL = 90;
/** An item of a numbered or bulleted list may be longer: the list says where it ends. */
const MAX_LISTED = 160;
/** Wording about criteria in general, or about where they are stated, is not a criterion. */
const GENERAL =
  /crit[èe]re|n'est pas|document|cahier des charges|r[èe]glement|ci-dessous|suivant|offre [ée]conomiquement|avantageuse|\d/i;

/** The items of an enumeration: lines, semicolons, commas, 'et', list numbers. */
function segments(text: string): string[] {
  return text
    .split(/\n|;|,|\bet\b|\s-\s|(?:^|\s)\d{1,2}\s*[°.)-]\s|(?:^|\s)[a-h]\)\s/)
    .map((part) => tidy(part).replace(/^(?:\d{1,2}|[a-h])\s*[°.)-]\s*/i, ''))
    .map((part) => tidy(part.replace(ARTICLE, '')))
    .filter((part) => part.length >= 3);
}

const ARTICLE = /^(?:(?:les|la|le|du|de la|des|sur le|sur la)\s+|l')/i;
const LIST_NUMBER = /(?:^|\s)(\d{1,2})\s*(?:°\s*\)?|[.)-])\s/g;
const LIST_LETTER = /(?:^|\s)([a-hA-H])\)\s/g;
const LIST_BULLET = /(?:^|\n)[\t ]*[-–•*▪➢][\t ]+/g;
/** What introduces the criteria's list, not one criterion's details ('la valeur technique, appréciée au regard :'). */
const LIST_INTRO = /crit[èe]res?|suivants?|ci-(?:dessous|apr[èe]s)|d[ée]croissante?|importance|priorit/i;

/**
 * '1°) le prix, apprécié au vu du DQE ; 2°) les délais ; 3°) la qualité technique (étiquetage ...)',
 * or the same lettered a), b)... or bulleted: the items of the list, each named by
 * its words up to a comma, a bracket, a colon (what follows explains it) or a line that does not
 * carry it on; null when the list is not numbered nor bulleted.
 */
function listedItems(list: string): string[] | null {
  const numbers = [...list.matchAll(LIST_NUMBER)];
  const letters = [...list.matchAll(LIST_LETTER)];
  const bullets = [...list.matchAll(LIST_BULLET)];
  const numbered = numbers.length >= 2 && numbers.every((mark, i) => Number(mark[1]) === i + 1);
  const lettered =
    letters.length >= 2 && letters.every((mark, i) => mark[1]!.toLowerCase() === 'abcdefgh'[i]);
  // A bulleted list is the criteria only when it opens the list or follows its introduction (not the
  // details under its first item).
  const lead = list.slice(0, bullets[0]?.index ?? 0).trim();
  const bulleted = lead === '' || (lead.endsWith(':') && LIST_INTRO.test(lead));
  const marks = numbered ? numbers : lettered ? letters : bulleted ? bullets : [];
  if (marks.length < 2) return null;
  return marks.map((mark, i) => {
    const item = list.slice(mark.index + mark[0].length, marks[i + 1]?.index ?? list.length);
    // A line that starts with a capital is no continuation of the item: another field, a sentence.
    return tidy(tidy(item.split(/[,;(:]|\s-\s|\n(?=[\t ]*[^a-zà-ÿ\s])/)[0]!).replace(ARTICLE, ''));
  });
}

/** Criteria named without weights, and whether the tender says they weigh the same. */
export interface UnweightedCriteria {
  labels: string[];
  /** The tender says they weigh the same ('d'égale importance'): the only weights it gives. */
  equal: boolean;
}

/** 'd'égale importance', 'de même poids', 'à parts égales', 'pondérés de manière égale'. */
const EQUAL =
  /d'[ée]gale\s+importance|(?<!nature\s+et\s+)de\s+m[êe]me\s+(?:importance|poids)|[àa]\s+parts\s+[ée]gales|(?:pond[ée]r[ée]s?|compt(?:ent|eront))\s+de\s+(?:fa[çc]on|mani[èe]re)\s+[ée]gale|(?:pond[ée]ration|poids)\s+[ée]ga(?:le|l)/i;

/**
 * Criteria the tender names without weighting them ('les offres seront jugées sur le prix, la valeur
 * technique et les délais', or an eForms notice that ranks them or does not weigh them): listed so
 * the evaluator can weight them, never given a weight but the equal one the tender may state.
 */
export function unweightedCriteria(text: string): UnweightedCriteria {
  const named = unweightedForms(text);
  if (named.length >= 2) return { labels: named, equal: false };
  for (const trigger of text.matchAll(AWARD)) {
    // The criteria that rank the candidates ('les candidatures seront classées selon les critères
    // suivants') are not the offers'.
    if (CANDIDATES_RANKED.test(text.slice(Math.max(0, trigger.index - CANDIDATES_REACH), trigger.index)))
      continue;
    const window = text.slice(trigger.index + trigger[0].length, trigger.index + trigger[0].length + WINDOW);
    const sentence = window.split(/(?<!\d)\.\s|\n\s*\n/)[0] ?? '';
    const colon = sentence.indexOf(':');
    const afterColon = colon >= 0 ? sentence.slice(colon + 1) : sentence;
    // 'Les offres seront jugées sur le prix, ...': the list starts after the verb, unless it is a list of
    // items whose first one explains itself ('- le prix, apprécié sur le montant ...').
    const list = /^\s*(?:[-–•*▪➢]|\d{1,2}\s*(?:°\s*\)?|[.)-])|[a-hA-H]\))\s/.test(afterColon)
      ? afterColon
      : afterColon.replace(
          /^[^:]{0,80}?\b(?:jug[ée]e?s? sur|appr[ée]ci[ée]e?s? sur|selon|en fonction d[eu]s?|au regard d[eu]s?)\s/i,
          '',
        );
    const listed = listedItems(list);
    const labels = (listed ?? segments(list)).filter(
      (label) =>
        label.length >= 3 &&
        label.length <= (listed ? MAX_LISTED : MAX_LABEL) &&
        !GENERAL.test(label) &&
        (listed !== null || isNamedCriterion(label)),
    );
    const unique = [...new Set(labels)];
    if (unique.length >= 2) return { labels: unique, equal: EQUAL.test(sentence) };
  }
  return { labels: [], equal: false };
}
