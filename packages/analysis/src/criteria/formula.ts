import { evaluateFormula } from '@mieux-disant/domain';
import { fold, parseDecimal, tidy } from './text';

export interface PriceFormula {
  /** An expression of the domain's formula language, e.g. '(Pmin / P) * 40'; '' when unreadable. */
  expression: string;
  /** Each variable of the expression with what it stands for, in the tender's words when given. */
  variables: Record<string, string>;
  /** The formula as the tender writes it. */
  written: string;
  /** The tender states a price formula that could not be turned into an expression. */
  unreadable: boolean;
}

/** What a variable of a price formula stands for. */
type Role = 'Pmin' | 'Pmax' | 'Pmoy' | 'E' | 'P' | 'N';

const USUAL: Record<Role, string> = {
  Pmin: "Prix de l'offre la moins disante",
  Pmax: "Prix de l'offre la plus élevée",
  Pmoy: 'Moyenne des prix des offres',
  E: "Estimation de l'acheteur",
  P: "Prix de l'offre notée",
  N: 'Note maximale du critère prix',
};

/** Wording that names a role, most specific first (the price rated comes last). */
const ROLE_WORDS: readonly (readonly [Role, RegExp])[] = [
  [
    'Pmin',
    /moins[- ]disant|moins ch[eè]re?|plus bas(?:se)?|la plus faible|\bminimum\b|\bmini\b|\bminimal|moins [ée]lev|meilleure? (?:offre|prix)/i,
  ],
  ['Pmax', /plus [ée]lev[ée]e?|plus ch[eè]re?|\bmaximum des\b|plus haut/i],
  ['Pmoy', /moyenne|\bmoyen\b/i],
  ['E', /estimation|estimatif|estim[ée]e?/i],
  ['N', /pond[ée]ration|note maximale|nombre de points|base de notation|bar[èe]me|points attribu/i],
  [
    'P',
    /offre|prix|montant|forfait|r[ée]mun[ée]ration|honoraires|candidat|soumissionnaire|propos|examin|analys|not[ée]e?(?![A-Za-zÀ-ÿ])|[àa] noter|[ée]valu/i,
  ],
];

/** Usual symbols, when nothing in the passage defines them. */
const SYMBOLS: Record<string, Role> = {
  pmin: 'Pmin',
  pmini: 'Pmin',
  pm: 'Pmin',
  pb: 'Pmin',
  p1: 'Pmin',
  pmd: 'Pmin',
  pmax: 'Pmax',
  pmoy: 'Pmoy',
  pmoyen: 'Pmoy',
  moy: 'Pmoy',
  m: 'Pmoy',
  pe: 'E',
  e: 'E',
  p: 'P',
  pc: 'P',
  pi: 'P',
  pn: 'P',
  po: 'P',
  poffre: 'P',
  n: 'N',
  nmax: 'N',
  // 'O' for the offer: 'Note = 40 × Omin / O'.
  omin: 'Pmin',
  omax: 'Pmax',
  omoy: 'Pmoy',
  o: 'P',
  oi: 'P',
  cmin: 'Pmin',
  // 'T' for a rate ('Note = 40 × Tmin / T', the hourly rate or the fee rate).
  tmin: 'Pmin',
  tmax: 'Pmax',
  tmoy: 'Pmoy',
  // The bill the price is read from, for the offer's price: 'Note = 100 × DQEmin / DQE'.
  dqe: 'P',
  dpgf: 'P',
  bpu: 'P',
};

/**
 * A symbol of the lowest, highest or mean offer, its letter that of a price, an offer, a cost, a rate,
 * a fee or an amount ('Fmin' for the lowest fee; 'Dmin', a delay, is none), or the bill's name ('DQEmin').
 */
const EXTREME_SYMBOL: readonly (readonly [RegExp, Role])[] = [
  [/^(?:[pcotfm][a-z]?|dqe|dpgf|bpu)min$/i, 'Pmin'],
  [/^(?:[pcotfm][a-z]?|dqe|dpgf|bpu)max$/i, 'Pmax'],
  [/^(?:[pcotfm][a-z]?|dqe|dpgf|bpu)moy$/i, 'Pmoy'],
];

/** Price-revision and late-payment formulas: index names, coefficients of revision, interest. */
const NOT_SCORING =
  /(?<![A-Za-zÀ-ÿ])r[ée]vision|actualisation|\bindices?\b|\b(?:BT|TP|ING|IM|EBI|FSD|PsdA|ICHT)\s*-?\d*\b|\bCn\s*=|\bKn?\s*=|int[ée]r[êe]ts|p[ée]nalit|\bIo\b|\bIn\b|\bTVA\b|\bavance\b|\bmoratoires?\b/i;
/**
 * Where a formula's wording starts: 'Note = ...', 'N = ...', 'Note prix = ...', 'Note CG = ...', 'Note
 * C1 = ...', 'Note prix /10 = ...', 'note/10 = ...', 'Note du critère prix = ...', 'Note critère 1 = ...'.
 */
const LEFT_SIDE =
  /(?:^|[\s:(])((?:la\s+)?(?:note|N[a-z]{0,3}\d?|NP|NF|Nf|Np)(?:\s*\/\s*\d{1,3}|\s+(?:prix|financi[èe]re|de l'offre|du candidat|attribu[ée]e|sur \d{1,3}|\([^)]{1,30}\)|du crit[èe]re|crit[èe]re(?:\s+n?\s*[°º]?\s*\d{1,2})?|[A-Za-z]{1,5}\d?\b)){0,3})\s*=\s*/i;
/** A ratio of prices written in words or symbols: '(prix le plus bas / prix de l'offre)'. */
const PRICE_RATIO = /[A-Za-zÀ-ÿ'’)\]]\s*\/\s*[([]?\s*[A-Za-zÀ-ÿ]/;
/**
 * The formula ends where its variables are defined ('où', 'avec', ', F étant ...', 'ou P est ...' typed
 * without its accent, ', F désignant ...'; 'prime ou taux' is a wording) or the sentence ends.
 */
const FORMULA_END =
  /\s(?:[Aa]vec|où|ou(?=\s+[A-Za-z][A-Za-z0-9]{0,5}\s*(?:=|:|est\b|d[ée]signe|repr[ée]sente))|dans laquelle|dans lequel|sachant que|pour laquelle)\s|;|\.\s|\.$|\s-\s[A-Z][a-zà-ÿ]+\s+[a-zà-ÿ]|,\s*[A-Za-z][A-Za-z0-9]{0,5}\s+(?:[ée]tant|d[ée]signe|d[ée]signant|repr[ée]sente|repr[ée]sentant)\s/;

/**
 * Symbols defined in the passage: 'avec Pm = prix de l'offre la moins disante', 'P : prix ...', 'où Po
 * est le prix de l'offre et Pmin le prix le plus bas'.
 */
function definitions(passage: string): Map<string, string> {
  const defined = new Map<string, string>();
  const pattern =
    /(?:^|[\s,;(\n])([A-Za-z][A-Za-z0-9]{0,5})\s*(?:=|:|est|[ée]tant|correspond\s+(?:à|a)|repr[ée]sente|repr[ée]sentant|d[ée]signe|d[ée]signant)\s*(?:le |la |l'|au |à )?([^;\n=×*/()]{3,120}?)(?=\s*(?:[;,\n.(]|\set\s[A-Za-z][A-Za-z0-9]{0,5}\s*[=:]|\set\s[A-Z][A-Za-z0-9]{0,5}\s+(?:est\b|le\b|la\b|l'|celui\b|celle\b)|$))/g;
  // A definition wrapped to the next line ('Pmin est le montant' / 'du DQE le plus bas') goes on there,
  // over the line a fraction set in the sentence leaves empty.
  for (const m of passage.replace(/\n[\t ]*(?:\n[\t ]*)?(?=[a-zà-ÿ])/g, ' ').matchAll(pattern)) {
    const meaning = tidy(m[2]!);
    if (!/[a-zà-ÿ]{3}/.test(meaning) || /^\d/.test(meaning)) continue;
    if (!defined.has(m[1]!)) defined.set(m[1]!, meaning);
  }
  return defined;
}

function roleOfWords(words: string): Role | null {
  return ROLE_WORDS.find(([, pattern]) => pattern.test(words))?.[0] ?? null;
}

interface Term {
  name: string;
  description: string;
}

/** A symbol or a wording of the formula, as a variable of the expression. */
function variableOf(
  words: string,
  defined: Map<string, string>,
  weight: number | undefined,
  paired: Map<string, Role>,
): Term | string {
  const text = tidy(words.replace(/^(?:le|la|l'|du|de la|des)\s+/i, ''));
  const symbol = /^[A-Za-z][A-Za-z0-9]{0,5}$/.test(text);
  const definition = symbol ? defined.get(text) : undefined;
  const role = definition
    ? roleOfWords(definition)
    : symbol
      ? (SYMBOLS[fold(text)] ??
        EXTREME_SYMBOL.find(([pattern]) => pattern.test(text))?.[1] ??
        paired.get(text))
      : roleOfWords(text);
  if (role === 'N' && weight !== undefined && !symbol) return WEIGHT_WORDS;
  if (!role) return symbol ? { name: text.charAt(0).toUpperCase() + text.slice(1), description: '' } : '';
  const description = definition
    ? `${text} : ${definition}`
    : symbol
      ? `${USUAL[role]} (${text})`
      : text.charAt(0).toUpperCase() + text.slice(1);
  return { name: role, description };
}

const OPERATOR = /^[×*÷/+\-−–^²³()[\]]/;
const SYMBOL_OF: Record<string, string> = {
  '×': '*',
  '÷': '/',
  '−': '-',
  // Word processors turn ' - ' into an en dash.
  '–': '-',
  '[': '(',
  ']': ')',
  '²': '^ 2',
  '³': '^ 3',
};
/** Marks the place of a weight written in words ('x pondération'), resolved once all is read. */
const WEIGHT_WORDS = '§N';

/** A hyphen between two lower-case letters joins a word ('moins-disante'); elsewhere it subtracts. */
function joinsWord(before: string, after: string): boolean {
  return /[a-zà-ÿ]$/.test(before) && /^[a-zà-ÿ]/.test(after);
}

/** 'x pondération x 60 points': the weight is already written, the wording adds nothing. */
function resolveWeightWords(pieces: string[], weight: number | undefined): string[] {
  const at = pieces.indexOf(WEIGHT_WORDS);
  if (at < 0) return pieces;
  const written = weight !== undefined && pieces.some((p) => p === String(weight));
  if (!written) return pieces.map((p) => (p === WEIGHT_WORDS ? String(weight) : p));
  const out = [...pieces];
  if (out[at - 1] === '*') out.splice(at - 1, 2);
  else if (out[at + 1] === '*') out.splice(at, 2);
  else out.splice(at, 1);
  return out;
}

/**
 * The written formula as an expression: numbers and operators kept, '×' and a lone 'x' read as
 * '*', powers '²' as '^ 2', each wording or symbol a variable named by its role (Pmin, P, Pmoy,
 * Pmax, E, N) when the wording or a definition of the passage tells it. Null when a wording is
 * not a price, or the result does not parse.
 */
/**
 * 'CCVmin / CCV', 'PHSmin / PHS', 'Vmin / V': a symbol and the same one with 'min' (or 'max', 'moy')
 * are the offer's figure and the lowest (highest, mean) one, whatever their letters.
 */
function pairedSymbols(formula: string, defined: Map<string, string>): Map<string, Role> {
  const paired = new Map<string, Role>();
  for (const m of formula.matchAll(/\b([A-Za-z]{1,5})(min|max|moy)\b/g)) {
    const base = m[1]!;
    // 'Dmin / D' is a delay, 'Nmax' a mark: no price, unless the passage says it is one ('DEmin est le
    // montant du détail estimatif le plus bas').
    const price = PRICE_WORDS.test(defined.get(m[0]) ?? '');
    if ((/^[dn]/i.test(base) && !price) || !new RegExp(`(?<![A-Za-z])${base}(?![A-Za-z0-9])`).test(formula))
      continue;
    paired.set(base, 'P');
    paired.set(m[0], m[2] === 'min' ? 'Pmin' : m[2] === 'max' ? 'Pmax' : 'Pmoy');
  }
  return paired;
}

function toExpression(
  formula: string,
  defined: Map<string, string>,
  weight: number | undefined,
): { expression: string; variables: Record<string, string> } | null {
  const paired = pairedSymbols(formula, defined);
  const pieces: string[] = [];
  const variables: Record<string, string> = {};
  /** The wording or symbol each variable was read from: two for one role cannot be told apart. */
  const sources: Record<string, string> = {};
  let words = '';
  const flush = (): boolean => {
    const trimmed = words.trim().replace(/\s+points?$/i, '');
    words = '';
    if (trimmed === '') return true;
    if (/^\d+(?:[.,]\d+)?(?:\s*(?:points?|pts|%))?$/i.test(trimmed)) {
      pieces.push(String(parseDecimal(trimmed.replace(/\s*(?:points?|pts|%)$/i, ''))));
      return true;
    }
    const number = /^(\d+(?:[.,]\d+)?)\s*(?:points?)?\s+(.+)$/.exec(trimmed);
    if (number) {
      pieces.push(String(parseDecimal(number[1]!)), '*');
      words = number[2]!;
      return flush();
    }
    const variable = variableOf(trimmed, defined, weight, paired);
    if (variable === '') return false;
    if (typeof variable === 'string') pieces.push(variable);
    else {
      const source = fold(trimmed);
      if ((sources[variable.name] ??= source) !== source) return false;
      pieces.push(variable.name);
      variables[variable.name] ??= variable.description;
    }
    return true;
  };
  let rest = formula;
  while (rest.length > 0) {
    const operator = OPERATOR.exec(rest);
    const times =
      /^\s[xX](?=\s|\(|\[)/.exec(rest) ?? (/\d\s*$/.test(words) ? /^[xX](?=\s|\(|\[)/.exec(rest) : null);
    const hyphen = operator?.[0] === '-' && joinsWord(words, rest.slice(1));
    if ((operator && !hyphen) || times) {
      if (!flush()) return null;
      const token = (times ?? operator)![0];
      pieces.push(times ? '*' : (SYMBOL_OF[token] ?? token));
      rest = rest.slice(token.length);
      continue;
    }
    words += rest[0];
    rest = rest.slice(1);
  }
  if (!flush()) return null;
  const expression = implicitProducts(resolveWeightWords(pieces, weight))
    .join(' ')
    .replace(/\( /g, '(')
    .replace(/ \)/g, ')');
  const sample = Object.fromEntries(Object.keys(variables).map((name, i) => [name, String(100 + 17 * i)]));
  const parsed = evaluateFormula(expression, sample);
  if (!parsed.ok) return null;
  return { expression, variables };
}

/** '40 (Pmin / P)' and '(a) (b)' multiply. */
function implicitProducts(pieces: string[]): string[] {
  const out: string[] = [];
  const operand = (p: string | undefined) => p !== undefined && !/^(?:[*/+\-^(]|\^ \d)$/.test(p);
  for (const piece of pieces) {
    if (piece === '(' && operand(out[out.length - 1])) out.push('*');
    out.push(piece);
  }
  return out;
}

/**
 * Formulas drawn as fractions in a pdf come out over three lines (numerator, 'Note = 40 ×' with
 * or without the bar, denominator; 'Note = 40 ×', numerator, denominator; 'Note =', '40 × Pmin',
 * 'P'; 'Np = Pmin', '------ x 40', 'P') or two ('Note = 40 × Prix le plus bas' / 'Prix de l'offre'):
 * they are put back on one line as '(numerator / denominator)'.
 */
/** Where a fraction's place ends the formula's part of its line: a tab after an open operator, or null. */
function sentenceCell(line: string, side: RegExpExecArray): number | null {
  const cell = line.indexOf('\t', side.index + side[0].length);
  return cell > 0 && /[×*xX([−-]\s*$/.test(line.slice(0, cell)) ? cell : null;
}

/** 'Pc' alone on its line, then 'où Pmin est ... et Pc le prix ...': a denominator the next line defines. */
function definedBelow(line: string, below: string | undefined): boolean {
  const symbol = /^\s*([A-Z][A-Za-z0-9]{0,5})\s*$/.exec(line)?.[1];
  return symbol !== undefined && below !== undefined && new RegExp(`\\b${symbol}\\b`).test(below);
}

function joinFractions(lines: string[]): string[] {
  const out = [...lines];
  const short = (line: string | undefined) =>
    line !== undefined && line.trim().length >= 1 && line.trim().length <= 80 && !line.includes('=');
  /** A line that is one price of a fraction: a usual symbol ('Pmin') or a wording that names a price. */
  const names = (line: string | undefined) =>
    short(line) &&
    line!.trim().length <= 40 &&
    !/:\s*$/.test(line!) &&
    (SYMBOLS[fold(line!.trim())] !== undefined || roleOfWords(line!) !== null);
  for (let i = 0; i < out.length; i += 1) {
    const line = out[i]!;
    const side = LEFT_SIDE.exec(line);
    if (!side || line.includes('/')) continue;
    const next = out[i + 1];
    const previous = out[i - 1];
    const bar = /[-_—–─━]{3,}/.exec(line);
    const open = /(?:[×*xX(]|\s[xX])\s*$/.test(line.trimEnd());
    const below = out[i + 2];
    const right = line.slice(side.index + side[0].length).trim();
    const cell = sentenceCell(line, side);
    const hollow = /[([][\t ]*[)\]]/.exec(line.slice(side.index + side[0].length));
    const barBelow = next === undefined ? null : /^\s*[-_—–─━]{3,}\s*(.*)$/.exec(next);
    if (barBelow && names(right) && names(below)) {
      // 'Np = Pmin' over the bar (and its factor, '------ x 40') over 'P'.
      out[i] =
        `${line.slice(0, side.index + side[0].length)}(${right} / ${tidy(below!)}) ${barBelow[1]!}`.trimEnd();
      out[i + 1] = '';
      out[i + 2] = '';
    } else if (right === '' && short(next) && names(below)) {
      // 'Note prix =' alone, then '40 x Pmin' over 'P'.
      out[i] = `${line.trimEnd()} (${tidy(next!)}) / (${tidy(below!)})`;
      out[i + 1] = '';
      out[i + 2] = '';
    } else if (open && !names(previous) && names(next) && names(below)) {
      // The numerator printed under 'Note = 40 ×', the denominator under it.
      out[i] = `${line.trimEnd()} (${tidy(next!)} / ${tidy(below!)})`;
      out[i + 1] = '';
      out[i + 2] = '';
    } else if (/^[×*xX]\s*\d/.test(right) && names(previous) && names(next)) {
      // The fraction printed around 'Note prix = × 60': its numerator above, its denominator below.
      out[i] = `${line.slice(0, side.index + side[0].length)}(${tidy(previous!)} / ${tidy(next!)}) ${right}`;
      out[i - 1] = '';
      out[i + 1] = '';
    } else if (cell !== null && short(previous) && short(next)) {
      // A fraction set in its sentence ('... : Note B = 30 ×<tab>, où Fmin est ...', 'Note = 40 × [ 1
      // −<tab>]'), between its numerator and its denominator.
      const part = (text: string) => (/^[A-Za-z0-9À-ÿ]+$/.test(tidy(text)) ? tidy(text) : `(${tidy(text)})`);
      out[i] =
        `${line.slice(0, cell).trimEnd()} (${part(previous!)} / ${part(next!)}) ${line.slice(cell + 1).trim()}`;
      out[i - 1] = '';
      out[i + 1] = '';
    } else if (hollow && short(previous) && short(next)) {
      // 'Note prix = 70 × ( )': the brackets drawn around a fraction, its numerator above, its denominator below.
      const at = side.index + side[0].length + hollow.index;
      out[i] =
        `${line.slice(0, at)}(${tidy(previous!)} / ${tidy(next!)})${line.slice(at + hollow[0].length)}`;
      out[i - 1] = '';
      out[i + 1] = '';
    } else if ((bar || open) && short(previous) && short(next)) {
      const fraction = `(${tidy(previous!)} / ${tidy(next!)})`;
      out[i] = bar
        ? line.slice(0, bar.index) + fraction + line.slice(bar.index + bar[0].length)
        : `${line.trimEnd()} ${fraction}`;
      out[i - 1] = '';
      out[i + 1] = '';
    } else if (
      short(next) &&
      (roleOfWords(next!) !== null || definedBelow(next!, below)) &&
      /[A-Za-zÀ-ÿ]\s*$/.test(line)
    ) {
      const after = line.slice(side.index + side[0].length);
      const last = /(?:[×*]|\s[xX]\s)\s*([^×*]+)$/.exec(after);
      if (!last) continue;
      const at = side.index + side[0].length + last.index + last[0].length - last[1]!.length;
      out[i] = `${line.slice(0, at)}(${tidy(last[1]!)} / ${tidy(next!)})`;
      out[i + 1] = '';
    }
  }
  return out;
}

/** The formula's own wording on its line: from 'Note =' (or the ratio) to where it ends. */
function formulaText(written: string): { text: string; stated: boolean } | null {
  if (NOT_SCORING.test(written)) return null;
  // 'et/ou' is no ratio (same length, so the offsets hold).
  const line = written.replace(/\bet\s?\/\s?ou\b/gi, (m) => m.replace('/', ' '));
  const side = LEFT_SIDE.exec(line);
  let body: string;
  if (side) body = line.slice(side.index + side[0].length);
  else if (PRICE_RATIO.test(line)) {
    const open = line.search(/[([]\s*[A-Za-zÀ-ÿ]/);
    const slash = line.search(/\//);
    body = line.slice(open >= 0 && open < slash ? open : Math.max(0, line.lastIndexOf(':', slash) + 1));
  } else return null;
  const end = FORMULA_END.exec(body);
  const text = tidy(beforeRemark(end ? body.slice(0, end.index) : body));
  // An operator: a slash, a times sign, or an 'x' standing alone (not the x of 'prix').
  return /[A-Za-zÀ-ÿ]/.test(text) && /[/×*]|(?<![A-Za-zÀ-ÿ])[xX](?![A-Za-zÀ-ÿ])/.test(text)
    ? { text, stated: side !== null }
    : null;
}

/**
 * The formula without a remark after a comma outside its brackets ('40 × (1 − (P − Pmin) / Pmin),
 * plancher à 0'): words that say how the note is bounded or rounded, not terms of the formula.
 */
function beforeRemark(formula: string): string {
  let depth = 0;
  for (let i = 0; i < formula.length; i += 1) {
    const character = formula[i]!;
    if (character === '(' || character === '[') depth += 1;
    else if (character === ')' || character === ']') depth -= 1;
    else if (character === ',' && depth === 0 && /^\s+[a-zà-ÿ]{2}/.test(formula.slice(i + 1)))
      return formula.slice(0, i);
  }
  return formula;
}

/** Wording that keeps the price note from going below zero. */
const FLOOR =
  /plancher\s*(?:[àa]|de)?\s*(?:0|z[ée]ro)(?![,.]?\d)|(?:ne (?:peut|pourra)(?: pas)? [êe]tre|jamais) (?:n[ée]gative|inf[ée]rieure? [àa] (?:0|z[ée]ro)(?![,.]?\d))|n[ée]gati(?:ve|f)s?,? (?:elle |il )?(?:est|sont|sera|seront) (?:ramen|port|fix)[ée]e?s? [àa] (?:0|z[ée]ro)(?![,.]?\d)/i;

/**
 * A formula line whose brackets are still open ('Note tarif = pondération × (prime la'), that ends
 * with a division ('offre la moins chère /'), or whose next line goes on with an operator ('Note = 35'
 * / '× Pmin / P.'), goes on on the next line(s).
 */
function withContinuations(lines: string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < lines.length; i += 1) {
    let line = lines[i]!;
    const open = (text: string) =>
      (text.match(/\(/g) ?? []).length -
      (text.match(/\)/g) ?? []).length +
      (/\/\s*$/.test(text) ? 1 : 0) +
      (/=/.test(text) && /^\s*[×*/]/.test(lines[i + 1] ?? '') ? 1 : 0);
    for (let more = 1; more <= 2 && open(line) > 0 && /[/=]/.test(line) && i + 1 < lines.length; more += 1) {
      i += 1;
      const next = lines[i]!.trim();
      // The line it goes on to ends with the formula's sentence ('examinée). Avance de 10 % ...').
      const closed = open(line) > 0 ? /^[^()]*\)[^.]*\./.exec(next) : null;
      line = `${line} ${closed && open(line) === 1 ? closed[0] : next}`;
    }
    out.push(line);
  }
  return out;
}

/** A formula that scores something else than the price: a delay, a guarantee, a technical note. */
const NOT_PRICE = /d[ée]lai|dur[ée]e|garantie|technique|qualit[ée]|kilom|distance/i;

/** Words of a price: a price, an amount, an offer, a cost, a rate ('taux horaire') or a discount. */
const PRICE_WORDS = /prix|montant|offre|co[uû]t|\btaux\b|\bremise|\brabais/i;

/** The roles that only prices have: the lowest, highest and mean price. */
const PRICE_ROLES = new Set<Role | undefined>(['Pmin', 'Pmax', 'Pmoy']);

/**
 * A formula that speaks of prices: a price, an amount, a cost or a rate ('taux horaire'), the
 * lowest, highest or mean one ('Pmoins-disant'), or a price symbol ('Tmin' defined as a rate).
 */
function aboutPrices(text: string, defined: Map<string, string>): boolean {
  const symbols = text.match(/\b[A-Za-z][A-Za-z0-9]{0,5}\b/g) ?? [];
  return (
    PRICE_WORDS.test(text) ||
    // 'Np = 50 × (Mo / Mc), avec Mo = montant de l'offre la plus basse': symbols the passage defines as prices.
    symbols.some((s) => PRICE_WORDS.test(defined.get(s) ?? '')) ||
    ROLE_WORDS.some(([role, pattern]) => PRICE_ROLES.has(role) && pattern.test(text)) ||
    symbols.some(
      (s) =>
        (/^[poct]/i.test(s) && (SYMBOLS[fold(s)] !== undefined || defined.has(s))) ||
        EXTREME_SYMBOL.some(([pattern]) => pattern.test(s)),
    ) ||
    pairedSymbols(text, defined).size > 0
  );
}

/**
 * The price-scoring formula stated in a passage, as an expression of the domain's formula language
 * with its variables described: '(montant de l'offre la moins chère / montant de l'offre à noter)
 * x 50' becomes '(Pmin / P) * 50'; 'Note = 20 × (1 − (P − Pmin) / Pmin)', 'N = Nmax × (Pmin/P)²'
 * and formulas drawn as fractions read the same way. A weight written as 'pondération' takes the
 * price criterion's weight. A formula that does not read is returned unreadable, quoted as written;
 * price-revision and late-payment formulas are not price-scoring formulas.
 */
export function findPriceFormula(text: string, priceWeight: number | undefined): PriceFormula | null {
  const lines = withContinuations(joinFractions(text.split('\n')));
  // Read once its fractions are joined: a definition may go on past the line a fraction left.
  const defined = definitions(lines.join('\n'));
  let unreadable: PriceFormula | null = null;
  for (const [i, line] of lines.entries()) {
    const found = formulaText(line);
    if (!found || NOT_PRICE.test(found.text) || !aboutPrices(found.text, defined)) continue;
    const written = found.text;
    const read = toExpression(written, defined, priceWeight);
    const hasPrice = read && Object.keys(read.variables).some((name) => name === 'P' || name === 'Pmin');
    if (read && hasPrice) {
      // 'plancher à 0', 'une note négative est ramenée à 0': the note has a floor.
      const after = [line.slice(line.indexOf(written) + written.length), ...lines.slice(i + 1, i + 3)].join(
        ' ',
      );
      const expression = FLOOR.test(after) ? `max(0, ${read.expression})` : read.expression;
      return { ...read, expression, written, unreadable: false };
    }
    // Only a formula stated as such ('Note = ...') is flagged as unreadable; any other line with a
    // slash that does not read is no formula at all.
    if (found.stated) unreadable ??= { expression: '', variables: {}, written, unreadable: true };
  }
  return unreadable;
}
