// Amounts a writer spelled out in words ("one point eight million dollars", "fifty thousand",
// "deux cents dollars", "cinq pour cent"), in English and in French: a figure typed in words is
// still a typed figure, and only the renderer may put figures on the page.

/** Where a slip sits in the text it was found in: [start, end). */
export interface TTextRange {
  start: number;
  end: number;
}

const UNITS = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
  'twenty',
  'thirty',
  'forty',
  'fifty',
  'sixty',
  'seventy',
  'eighty',
  'ninety',
  'hundred',
  'hundreds',
];
const UNITS_FR = [
  'zéro',
  'un',
  'une',
  'deux',
  'trois',
  'quatre',
  'cinq',
  'sept',
  'huit',
  'neuf',
  'dix',
  'onze',
  'douze',
  'treize',
  'quatorze',
  'quinze',
  'seize',
  'vingt',
  'vingts',
  'trente',
  'quarante',
  'cinquante',
  'soixante',
  'cent',
  'cents',
];
/** Words that make a run of number words an amount on their own ("fifty thousand"). */
const MAGNITUDES = [
  'thousand',
  'thousands',
  'million',
  'millions',
  'billion',
  'billions',
  'mille',
  'milliard',
  'milliards',
];
/** Words that join number words but are not numbers ("one point eight", "vingt et un"). */
const JOINERS = ['and', 'point', 'et', 'virgule'];

const NUMBER_WORDS = new Set([...UNITS, ...UNITS_FR, ...MAGNITUDES]);
const MAGNITUDE_WORDS = new Set(MAGNITUDES);
const JOINER_WORDS = new Set(JOINERS);

/** What follows a run of number words when it is money or a share: "dollars", "per cent", "$". */
const AMOUNT_AFTER =
  /^\s*(?:(?:(?:de|of)\s+|d['’]\s*)?(?:dollars?|bucks|euros?|pounds?)\b|(?:percent|per\s?cent|pour\s?cent|pourcent)\b|[$€£%])/iu;

const WORD = /\p{L}+(?:[-’']\p{L}+)*/gu;

type TWordKind = 'number' | 'magnitude' | 'joiner' | null;

function kindOf(word: string): TWordKind {
  const parts = word.toLowerCase().split('-');
  if (parts.length === 1 && JOINER_WORDS.has(parts[0] ?? '')) return 'joiner';
  if (!parts.every((part) => NUMBER_WORDS.has(part))) return null;
  return parts.some((part) => MAGNITUDE_WORDS.has(part)) ? 'magnitude' : 'number';
}

interface TRun {
  start: number;
  end: number;
  numbers: number;
  magnitude: boolean;
}

/** Runs of number words separated only by spaces, without joiners at either end. */
function numberRuns(text: string): TRun[] {
  const runs: TRun[] = [];
  let run: (TRun & { lastNumberEnd: number }) | null = null;
  const close = () => {
    if (run && run.numbers > 0) runs.push({ ...run, end: run.lastNumberEnd });
    run = null;
  };
  for (const match of text.matchAll(WORD)) {
    const start = match.index;
    const end = start + match[0].length;
    const kind = kindOf(match[0]);
    const joined = run !== null && /^\s+$/.test(text.slice(run.end, start));
    if (kind === null || !joined) close();
    if (kind === null) continue;
    if (run === null) {
      if (kind === 'joiner') continue;
      run = { start, end, numbers: 0, magnitude: false, lastNumberEnd: end };
    }
    const current: TRun & { lastNumberEnd: number } = run;
    current.end = end;
    if (kind === 'joiner') continue;
    current.numbers += 1;
    current.magnitude ||= kind === 'magnitude';
    current.lastNumberEnd = end;
  }
  close();
  return runs;
}

/**
 * Amounts written in words: a run of number words followed by a currency or a percentage word
 * ("two hundred dollars", "five percent"), or two or more number words with a magnitude
 * ("fifty thousand", "un million"). Counts ("two options", "three children") are not amounts.
 */
export function amountsInWords(text: string): TTextRange[] {
  const found: TTextRange[] = [];
  for (const run of numberRuns(text)) {
    const after = AMOUNT_AFTER.exec(text.slice(run.end));
    if (after) found.push({ start: run.start, end: run.end + after[0].length });
    else if (run.magnitude && run.numbers >= 2) found.push({ start: run.start, end: run.end });
  }
  return found;
}
