// Repairs of a damaged text before the criteria are read: a text encoded twice, accents set beside
// their letters, figures read by OCR as letters, weights written in words.

/** The bytes 0x80..0x9F as Windows-1252 shows them ('Ã‰' is 'É' read byte by byte). */
const CP1252 = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008DŽ\u008F\u0090‘’“”•–—˜™š›œ\u009DžŸ';
/** A French letter written in UTF-8 and read as Windows-1252: 'Ã©' for 'é', 'Ã‰' for 'É'. */
const MOJIBAKE = new RegExp(`Ã([\u00A0-\u00BF${CP1252}])`, 'g');

/** Accented letters of a text encoded twice ('apprÃ©ciÃ©e') put back, when it has several of them. */
function withoutMojibake(text: string): string {
  if ((text.match(MOJIBAKE)?.length ?? 0) < 3) return text;
  return text.replace(MOJIBAKE, (_, second: string) => {
    const cp = CP1252.indexOf(second);
    const byte = cp >= 0 ? 0x80 + cp : second.charCodeAt(0);
    return String.fromCharCode(0xc0 + (byte & 0x3f));
  });
}

/** A spacing accent beside its letter ('me´dicalise´s', 'crite`res', 'pre^t'), as some PDF writers set them. */
const SPACING_ACCENT = /([aeiouAEIOU])([`´^¨])|([`´^¨])([aeiouAEIOU])/g;
const COMBINING: Record<string, string> = { '`': '\u0300', '´': '\u0301', '^': '\u0302', '¨': '\u0308' };

/** Letters with their accent set apart put back together, when the text has several of them. */
function withAccents(text: string): string {
  if ((text.match(SPACING_ACCENT)?.length ?? 0) < 3) return text;
  return text.replace(SPACING_ACCENT, (_, letter?: string, after?: string, before?: string, next?: string) =>
    `${letter ?? next}${COMBINING[after ?? before!]}`.normalize('NFC'),
  );
}

const UNITS: Record<string, number> = {
  un: 1,
  une: 1,
  deux: 2,
  trois: 3,
  quatre: 4,
  cinq: 5,
  six: 6,
  sept: 7,
  huit: 8,
  neuf: 9,
  dix: 10,
  onze: 11,
  douze: 12,
  treize: 13,
  quatorze: 14,
  quinze: 15,
  seize: 16,
};
const TENS: Record<string, number> = {
  dix: 10,
  vingt: 20,
  trente: 30,
  quarante: 40,
  cinquante: 50,
  soixante: 60,
  cent: 100,
};
/** 'soixante', 'quarante-cinq', 'soixante-dix', 'quatre-vingt-quinze', 'cent': a whole number up to 100. */
function frenchWords(words: string): number | null {
  const parts = words
    .toLowerCase()
    .split(/[\s-]+/)
    .filter((part) => part !== 'et');
  let total = 0;
  for (let i = 0; i < parts.length; i += 1) {
    const part = parts[i]!;
    if (part === 'quatre' && /^vingts?$/.test(parts[i + 1] ?? '')) {
      total += 80;
      i += 1;
    } else if (TENS[part] !== undefined && total % 10 === 0 && total < 100) total += TENS[part]!;
    else if (UNITS[part] !== undefined && (total === 0 || total % 10 === 0)) total += UNITS[part]!;
    else return null;
  }
  return total > 0 && total <= 100 ? total : null;
}

const NUMBER_WORD = String.raw`(?:un|une|deux|trois|quatre|cinq|six|sept|huit|neuf|dix|onze|douze|treize|quatorze|quinze|seize|vingts?|trente|quarante|cinquante|soixante|cent|et)`;
/** A weight written in words: 'soixante points', 'quarante-cinq pour cent'. */
const WORDED_WEIGHT = new RegExp(
  String.raw`(?<![A-Za-zÀ-ÿ-])(?<!\b(?:les|des|ces|aux|ses|leurs)\s)(${NUMBER_WORD}(?:[\s-]+${NUMBER_WORD})*)(?=\s+(?:points?\b|pour\s?cents?\b))`,
  'gi',
);

/** Weights written in words in figures, for the weight rules to read ('soixante points' → '60 points'). */
function withWordedWeights(text: string): string {
  return text.replace(WORDED_WEIGHT, (words: string) => String(frenchWords(words) ?? words));
}

/** 'pour moitié sur le prix ..., et pour moitié sur la valeur technique': two halves of the note. */
const HALF = /\bpour (?:la )?moitié(?: de la note)? sur (?:le |la |les |l')?/gi;

/**
 * Two criteria that count for half each, written in words ('Le jugement s'effectuera pour moitié sur
 * le prix, ..., et pour moitié sur la valeur technique'): each is written as a weight of 50 %, its
 * wording first ('; prix : 50 %'). Only when the text says so of two of them in one passage.
 */
function withHalves(text: string): string {
  const halves = [...text.matchAll(HALF)];
  if (halves.length !== 2 || halves[1]!.index - halves[0]!.index > 600) return text;
  return text.replace(
    /\bpour (?:la )?moitié(?: de la note)? sur (?:le |la |les |l')?([^,;.\n]+)/gi,
    '; $1 : 50 %',
  );
}

/**
 * A weight read by OCR with letters for figures ('4O %', 'l0 %', '2O points', a formula's '6O x'): in
 * a number before a unit or a multiplication, 'O' is 0 and 'l' or 'I' is 1; so is a list number's
 * 'l' at a line's start.
 */
function withOcrDigits(text: string): string {
  if (!/\d[lIO]|[lIO]\d/.test(text)) return text;
  return (
    text
      .replace(/(?<![A-Za-zÀ-ÿ\d])(?=[\dlIO]*\d)[\dlIO]{2,3}(?=\s*(?:%|points?\b|pts\b|[x×]\s))/g, (number) =>
        number.replace(/O/g, '0').replace(/[lI]/g, '1'),
      )
      // In the same text, list numbers read likewise: 'l. Prix', '2.l Moyens humains'.
      .replace(/^([\t ]*(?:\d{1,2}\.)?)[lI](?=[.)]?[\t ]+[A-ZÀ-Ý])/gm, '$11')
  );
}

/** The text with what a PDF writer, an OCR or a double encoding damaged put back, weights in figures. */
export function repaired(text: string): string {
  return withHalves(withWordedWeights(withOcrDigits(withAccents(withoutMojibake(text)))));
}
