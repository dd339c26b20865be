// One OCR line's words as the page shows them (issue 7). Tesseract misreads a few glyphs that
// carry structure in a CV: a round bullet becomes "e", "«" or "+"; a "•" between contact items
// becomes "*" or "»"; and the "@" of an e-mail address, small in most fonts, becomes "(O", "(" or
// "©", splitting the address in two. These are put back here, only where the shape around them
// leaves no doubt; everything else is Tesseract's reading, less the noise it is unsure of.
import { mailProviderDomains } from '../../vocabulary/mail-providers';
import { measureCapitalsFontSize, measureFontSizeFromCapitalHeight } from './ocr-font-size';
import { monthNumbers } from '../../vocabulary/month-names';
import type { OcrWord } from './ocr-result';
import { readCapitalsReadAsLowerCase, readSmallCapitals } from './ocr-small-capitals';
import { median } from '../median';
import {
  addressRepairStatuses,
  atLetterReadings,
  endsWithMailProvider,
  findMailProviderEnding,
  isValidEmailAddress,
  repairOcrEmail,
  repairOcrUrl,
} from './repair-ocr-address';

/** A word of a line after the repairs, with its box in pixels. */
export type LineWord = {
  readonly text: string;
  readonly x0: number;
  readonly x1: number;
  readonly y0: number;
  readonly y1: number;
  /** The font size (pixels) its capitals' own boxes tell (ocr-font-size.ts), when they do. */
  readonly symbolFontSize?: number;
};

type Candidate = LineWord & {
  readonly confidence: number;
  readonly kept: boolean;
  /** Its last letter is a round small letter as tall as a capital: an "@" read as "e" or "o". */
  readonly endsWithTallRound?: boolean;
};

/** Words Tesseract is less sure of than this are noise: specks, rules, photo texture. */
const minimumWordConfidence = 30;
/** Words of punctuation only (no letter or digit) must be surer: rules under headings read as "—". */
const minimumPunctuationConfidence = 60;
/**
 * Letters a round bullet ("●", "•") is read as; any other lone symbol ("«", "»", "+", "*", "€",
 * "©"…) standing first on a line, well apart from the text, is a bullet too.
 */
const bulletLetterLookalikes = new Set(['e', 'o', 'c', 'O']);
/** Digits a bullet is read as, with little confidence; a sure digit numbers a heading ("6 Idiomas"). */
const bulletDigitLookalikes = new Set(['0', '6']);
const maximumBulletDigitConfidence = 80;
/** A bullet's gap to its text is wider than a word space: at least this many x-heights. */
const bulletGapXHeights = 1.2;
/** Lone symbols that stand for a "•" between two items of a line ("Lima • 987 654 321"). */
const separatorReadings = new Set(['*', '«', '»', '=', '·', '•', '©', '®', '°', '¢', '~', '+']);
/**
 * Letters a "•" between two items is read as. "e" and "o" are also Spanish conjunctions, so they
 * count only when set apart on both sides by more than a word space (in x-heights).
 */
const separatorLetterReadings = new Set(['e', 'o']);
const separatorLetterGapXHeights = 1.2;
/** Parts of an e-mail address closer than this (in x-heights, or overlapping) are one word. */
const emailPartGapXHeights = 1;
/**
 * An "@" dropped altogether leaves its own width as a gap (about two x-heights with the spaces
 * around it): before a mail provider's exact domain, so wide a gap still joins the two words.
 */
const droppedAtGapXHeights = 2.5;
/** Words a label before an address is written with: "Correo gmail.com" is not an address. */
const mailLabelPattern = /^(?:e-?mail|correo|mail):?$/iu;

const meaningfulCharacterPattern = /[\p{L}\p{N}]/u;
const localPartPattern = /^[\p{L}\p{N}._%+-]*\p{L}[\p{L}\p{N}._%+-]*$/u;
const domainPattern = /^[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.\p{L}{2,}$/u;
/** What an "@" is read as when it stands as a word of its own. */
const atReadingPattern = /^(?:@|\(?[OQ0@]\)?|\(|©|®)$/u;
/** A local part with a misread "@" stuck to its end ("ana.torres(", "ana.torres(O", "ana17(0"). */
const localPartWithAtPattern =
  /^([\p{L}\p{N}._%+-]*\p{Ll}[\p{L}\p{N}._%+-]*?)(?:\(O|\(Q|\(0|\(|©|®|O|Q)$/u;
/**
 * An address read as one word with its "@" as the only capital ("ana.torresGgmail.com",
 * "r.salazarQalumni.uni.edu.pe"): the capital stands where the "@" is.
 */
const emailWithCapitalAtPattern =
  /^([\p{Ll}\p{N}._%+-]*\p{Ll}[\p{Ll}\p{N}._%+-]*)[GQO©®(]([\p{Ll}\p{N}-]+(?:\.[\p{Ll}\p{N}-]+)*\.\p{Ll}{2,})$/u;
/** A domain with a misread "@" stuck to its start ("(gmail.com", "©gmail.com"). */
const domainWithAtPattern =
  /^(?:@|\(O|\(0|\(|©|®)([\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.\p{L}{2,})$/u;

/** Small letters that rise no higher than the x-height: an "@" is read as the round ones. */
const xHeightLetterPattern = /^[acemnorsuvwxz]$/u;
const roundLetterPattern = /^[aceo]$/u;
/** How far above the x-height (in x-heights) the top of an "@" read as a small letter rises. */
const tallRoundRiseXHeights = 0.3;

/**
 * Whether a word's last character is a round small letter ("e", "o") standing as tall as a capital:
 * the "@" of an address, which rises above the x-height, read as the letter it resembles
 * ("ana.torres17e" "gmail.com"). The other small letters of the word give the x-height.
 */
function endsWithTallRoundLetter(word: OcrWord): boolean {
  const symbols = word.symbols ?? [];
  const last = symbols.at(-1);
  if (!last || !roundLetterPattern.test(last.text)) return false;
  const smallLetters = symbols
    .slice(0, -1)
    .filter((symbol) => xHeightLetterPattern.test(symbol.text));
  if (smallLetters.length < 3) return false;
  const tops = smallLetters.map((symbol) => symbol.bbox.y0).sort((left, right) => left - right);
  const bottoms = smallLetters.map((symbol) => symbol.bbox.y1).sort((left, right) => left - right);
  const top = tops[Math.floor(tops.length / 2)] as number;
  const bottom = bottoms[Math.floor(bottoms.length / 2)] as number;
  const xHeight = bottom - top;
  return xHeight > 0 && top - last.bbox.y0 >= tallRoundRiseXHeights * xHeight;
}

/** An "@" is this many times as wide as the word's small round letters, or wider. */
const atWidthRatio = 1.5;
/** …and reaches this far (in x-heights) above the x-height or below the baseline. */
const atReachXHeights = 0.2;

/**
 * The word with an "@" read back where Tesseract read it as a letter inside the address
 * ("camila.riosegmail.com"): the character right before a mail provider's domain is a letter
 * an "@" resembles, but its glyph is half as wide again as the word's round letters and rises
 * above them or hangs below the line, as an "@" does and an "e" never. Without that evidence
 * "rios" + "e" + "gmail.com" may be a local part ending in "e" with its "@" dropped.
 */
function readAtReadAsLetter(word: OcrWord): OcrWord {
  const text = word.text.trim();
  const symbols = word.symbols ?? [];
  if (text.includes('@') || symbols.map((symbol) => symbol.text).join('') !== text) return word;
  const domain = findMailProviderEnding(text);
  const index = text.length - (domain?.length ?? text.length) - 1;
  const candidate = symbols[index];
  if (domain === null || index < 2 || !candidate || !atLetterReadings.has(candidate.text)) {
    return word;
  }
  const round = symbols.filter(
    (symbol, position) => position !== index && roundLetterPattern.test(symbol.text),
  );
  if (round.length < 3) return word;
  const width = median(round.map((symbol) => symbol.bbox.x1 - symbol.bbox.x0));
  const top = median(round.map((symbol) => symbol.bbox.y0));
  const bottom = median(round.map((symbol) => symbol.bbox.y1));
  const reach = atReachXHeights * (bottom - top);
  const box = candidate.bbox;
  const wide = box.x1 - box.x0 >= atWidthRatio * width;
  const tall = box.y0 <= top - reach || box.y1 >= bottom + reach;
  if (!wide || !tall) return word;
  return {
    ...word,
    text: `${text.slice(0, index)}@${text.slice(index + 1)}`,
    symbols: symbols.map((symbol, position) =>
      position === index ? { ...symbol, text: '@' } : symbol,
    ),
  };
}

/**
 * A character whose box lies over this much of a neighbour's box, and reaches over the other
 * neighbour too, was read twice: Tesseract saw one glyph and gave two characters for it
 * ("diegoparedes46" read "diegoparedesd46").
 */
const phantomCoveredShare = 0.6;
/** …and it reaches over each neighbour by at least this share of its width. */
const phantomSideShare = 0.15;
const addressWordPattern = /@/u;

/**
 * An e-mail address as read, less the characters Tesseract read twice over one glyph. Only an
 * address: one extra letter makes it someone else's, while elsewhere it is a typo a reader skips.
 */
function withoutPhantomCharacters(word: OcrWord): string {
  const text = word.text.trim();
  const symbols = word.symbols ?? [];
  if (!addressWordPattern.test(text) || symbols.map((symbol) => symbol.text).join('') !== text) {
    return text;
  }
  // Where Tesseract lost the glyphs' places (boxes one pixel wide, stacked), nothing is told.
  if (symbols.some((symbol) => symbol.bbox.x1 - symbol.bbox.x0 <= 1)) return text;
  const overlap = (box: OcrWord['bbox'], other: OcrWord['bbox'] | undefined) =>
    other ? Math.max(0, Math.min(box.x1, other.x1) - Math.max(box.x0, other.x0)) : 0;
  return symbols
    .filter((symbol, index) => {
      const width = symbol.bbox.x1 - symbol.bbox.x0;
      if (width <= 0 || !/[\p{L}\p{N}]/u.test(symbol.text)) return true;
      const before = symbols[index - 1]?.bbox;
      const after = symbols[index + 1]?.bbox;
      const left = overlap(symbol.bbox, before);
      const right = overlap(symbol.bbox, after);
      // It straddles both neighbours and lies over most of one: that glyph is read on its own.
      const straddles = Math.min(left, right) >= phantomSideShare * width;
      const coversNeighbour =
        (before !== undefined && left >= phantomCoveredShare * (before.x1 - before.x0)) ||
        (after !== undefined && right >= phantomCoveredShare * (after.x1 - after.x0));
      return !(straddles && coversNeighbour);
    })
    .map((symbol) => symbol.text)
    .join('');
}

function isKeptWord(word: OcrWord): boolean {
  const text = word.text.trim();
  // Tesseract is often unsure of a small address it read whole, "@" and dots included: a word
  // shaped like an e-mail address is no noise, whatever its confidence.
  if (isValidEmailAddress(text.replace(/[.,;:]+$/u, ''))) return true;
  if (word.confidence < minimumWordConfidence) return false;
  return meaningfulCharacterPattern.test(text) || word.confidence >= minimumPunctuationConfidence;
}

function isLoneSymbol(text: string): boolean {
  return [...text].length === 1 && !meaningfulCharacterPattern.test(text);
}

/**
 * An icon before a heading or a contact item (a pin, an envelope, a graduation cap) is read as one
 * or two characters Tesseract is unsure of ("Q", "W4", "&"): set apart like a bullet, it is one.
 */
const maximumIconLength = 2;
const maximumIconConfidence = 65;

function looksLikeBullet(word: Candidate): boolean {
  return (
    isLoneSymbol(word.text) ||
    ([...word.text].length <= maximumIconLength && word.confidence < maximumIconConfidence) ||
    bulletLetterLookalikes.has(word.text) ||
    (bulletDigitLookalikes.has(word.text) && word.confidence < maximumBulletDigitConfidence)
  );
}

/** Whether a line's first word is its bullet: a lone glyph that looks like one, set apart. */
function isBullet(first: Candidate, second: Candidate | undefined, xHeight: number): boolean {
  return (
    second !== undefined &&
    looksLikeBullet(first) &&
    second.x0 - first.x1 >= bulletGapXHeights * xHeight
  );
}

/** What Tesseract reads an "&" as: an 8 with the tail taken for a colon. */
const ampersandReadingPattern = /^(?:8:|8;|&:|&;)$/u;
/** A word in capitals, of a heading ("FORMACIÓN", "IDIOMAS"). */
const capitalsWordPattern = /^\p{Lu}{2,}[\p{Lu},.:]*$/u;

/**
 * Whether a word between two words in capitals is an "&" Tesseract misread ("FORMACIÓN 8:
 * COMPLEMENTARIA"): no number is written with a colon between two words of a heading.
 */
function isMisreadAmpersand(
  word: Candidate,
  previous: Candidate | undefined,
  next: Candidate | undefined,
): boolean {
  return (
    ampersandReadingPattern.test(word.text) &&
    previous !== undefined &&
    next !== undefined &&
    capitalsWordPattern.test(previous.text) &&
    capitalsWordPattern.test(next.text)
  );
}

/** Whether a word inside a line is a misread "•" between two items. */
function isSeparator(
  word: Candidate,
  previous: Candidate,
  next: Candidate | undefined,
  xHeight: number,
): boolean {
  if (separatorLetterReadings.has(word.text)) {
    const minimumGap = separatorLetterGapXHeights * xHeight;
    return (
      next !== undefined && word.x0 - previous.x1 >= minimumGap && next.x0 - word.x1 >= minimumGap
    );
  }
  if (!separatorReadings.has(word.text)) return false;
  // "+ 51 987…": a plus before digits belongs to a phone number.
  return !(word.text === '+' && next !== undefined && /^\d/u.test(next.text));
}

function isNear(left: Candidate, right: Candidate, xHeight: number, gapXHeights = 1): boolean {
  return right.x0 - left.x1 <= gapXHeights * emailPartGapXHeights * xHeight;
}

/**
 * An "@" read as a narrow glyph ("0", "O") leaves wide gaps on both sides of it (the "@" is as
 * wide as two letters): before a mail provider's domain, the gaps may be this much wider.
 */
const providerAtGapFactor = 2.5;

function joinEmail(local: string, domain: string, parts: readonly Candidate[]): Candidate {
  return {
    text: `${local}@${domain}`,
    x0: Math.min(...parts.map((part) => part.x0)),
    x1: Math.max(...parts.map((part) => part.x1)),
    y0: Math.min(...parts.map((part) => part.y0)),
    y1: Math.max(...parts.map((part) => part.y1)),
    confidence: Math.max(...parts.map((part) => part.confidence)),
    kept: true,
  };
}

/**
 * The e-mail address starting at `index` whose "@" was misread, and how many words it took:
 * "ana.torresGgmail.com", "ana.torres" "(O" "gmail.com", "ana.torres(" "gmail.com" or
 * "ana.torres" "©gmail.com".
 */
function readSplitEmail(
  words: readonly Candidate[],
  index: number,
  xHeight: number,
): { email: Candidate; length: number } | null {
  const [first, second, third] = words.slice(index, index + 3);
  if (!first) return null;
  // "ana.torres17e" "gmail.com": the "@" read as a round letter, as tall as a capital.
  if (
    second &&
    first.endsWithTallRound === true &&
    localPartPattern.test(first.text.slice(0, -1)) &&
    domainPattern.test(second.text) &&
    isNear(first, second, xHeight)
  ) {
    return { email: joinEmail(first.text.slice(0, -1), second.text, [first, second]), length: 2 };
  }
  const oneWord = emailWithCapitalAtPattern.exec(first.text);
  if (oneWord?.[1] && oneWord[2]) {
    return { email: joinEmail(oneWord[1], oneWord[2], [first]), length: 1 };
  }
  if (!second) return null;
  const gapFactor =
    third && mailProviderDomains.includes(third.text.toLowerCase()) ? providerAtGapFactor : 1;
  if (
    third &&
    localPartPattern.test(first.text) &&
    atReadingPattern.test(second.text) &&
    domainPattern.test(third.text) &&
    isNear(first, second, xHeight, gapFactor) &&
    isNear(second, third, xHeight, gapFactor)
  ) {
    return { email: joinEmail(first.text, third.text, [first, second, third]), length: 3 };
  }
  if (isNear(first, second, xHeight)) {
    const localWithAt = localPartWithAtPattern.exec(first.text);
    if (localWithAt?.[1] && domainPattern.test(second.text)) {
      return { email: joinEmail(localWithAt[1], second.text, [first, second]), length: 2 };
    }
    const domainWithAt = domainWithAtPattern.exec(second.text);
    if (domainWithAt?.[1] && localPartPattern.test(first.text)) {
      return { email: joinEmail(first.text, domainWithAt[1], [first, second]), length: 2 };
    }
  }
  // "ana.torres gmail.com": the "@" was not read at all, only its gap is left.
  if (
    mailProviderDomains.includes(second.text.toLowerCase()) &&
    localPartPattern.test(first.text) &&
    first.text.length >= 2 &&
    !mailLabelPattern.test(first.text) &&
    second.x0 - first.x1 <= droppedAtGapXHeights * xHeight
  ) {
    return { email: joinEmail(first.text, second.text, [first, second]), length: 2 };
  }
  return null;
}

/**
 * The words of one OCR line, left to right, as the page shows them: noise dropped, bullets and
 * separators back as "•", split e-mail addresses joined. `xHeight` is the line's, in pixels.
 *
 * @example
 * readLineWords(words, 22).map((word) => word.text);
 * // ['Lima', '•', '987', '654', '321', '•', 'ana.torres@gmail.com']
 */
export function readLineWords(words: readonly OcrWord[], xHeight: number): LineWord[] {
  const candidates: Candidate[] = words
    .map(readAtReadAsLetter)
    .map((word) => {
      const smallCapitals = readSmallCapitals(word.text.trim(), word.symbols ?? []);
      const capitals = readCapitalsReadAsLowerCase(word.text.trim(), word.symbols ?? []);
      const symbolFontSize = smallCapitals
        ? measureFontSizeFromCapitalHeight(smallCapitals.capitalHeight)
        : measureCapitalsFontSize(
            capitals ?? word.text,
            // Read as capitals, the characters are measured as capitals.
            capitals
              ? (word.symbols ?? []).map((symbol) => ({
                  ...symbol,
                  text: symbol.text.toLocaleUpperCase('es'),
                }))
              : (word.symbols ?? []),
          );
      return {
        text: smallCapitals?.text ?? capitals ?? withoutPhantomCharacters(word),
        x0: word.bbox.x0,
        x1: word.bbox.x1,
        y0: word.bbox.y0,
        y1: word.bbox.y1,
        ...(symbolFontSize === null ? {} : { symbolFontSize }),
        confidence: word.confidence,
        kept: isKeptWord(word),
        ...(endsWithTallRoundLetter(word) ? { endsWithTallRound: true } : {}),
      };
    })
    .filter((candidate) => candidate.text.length > 0);
  // Bullets and separators are judged before the noise filter: Tesseract is rarely sure of a
  // lone glyph.
  const [first, second] = candidates;
  if (first && isBullet(first, second, xHeight)) {
    candidates[0] = { ...first, text: '•', kept: true };
  }
  const repaired: Candidate[] = [];
  for (let index = 0; index < candidates.length; index += 1) {
    const split = readSplitEmail(candidates, index, xHeight);
    if (split) {
      repaired.push(split.email);
      index += split.length - 1;
      continue;
    }
    const word = candidates[index];
    const previous = candidates[index - 1];
    if (!word) continue;
    const separator =
      previous !== undefined && isSeparator(word, previous, candidates[index + 1], xHeight);
    if (separator) repaired.push({ ...word, text: '•', kept: true });
    else if (isMisreadAmpersand(word, previous, candidates[index + 1]))
      repaired.push({ ...word, text: '&', kept: true });
    else repaired.push(word);
  }
  return readDaysBeforeMonths(repaired)
    .filter((word) => word.kept)
    .map(({ text, x0, x1, y0, y1, symbolFontSize }) => ({
      text: readAddress(text),
      x0,
      x1,
      y0,
      y1,
      ...(symbolFontSize === undefined ? {} : { symbolFontSize }),
    }));
}

/** A day of the month misread as letters: "Ol", "O1", "l5", "3O". */
const misreadDayPattern = /^(?=.*[OoIl|])[0-3OoIl|][0-9OoIl|]?$/u;

/**
 * A day before a month's name read back as digits ("Ol marzo 2019" → "01 marzo 2019"):
 * Tesseract reads a "0" as "O" and a "1" as "l" where no word tells it digits are meant. Only
 * before a month's name (or "de" and one), and only into a day that exists.
 */
function readDaysBeforeMonths(words: Candidate[]): Candidate[] {
  return words.map((word, index) => {
    if (!misreadDayPattern.test(word.text)) return word;
    const next = words[index + 1]?.text.toLowerCase() ?? '';
    const month = next === 'de' ? (words[index + 2]?.text.toLowerCase() ?? '') : next;
    if (monthNumbers[month.replace(/\.$/u, '')] === undefined) return word;
    const digits = word.text.replace(/[Oo]/gu, '0').replace(/[Il|]/gu, '1');
    const day = Number(digits);
    return day >= 1 && day <= 31 ? { ...word, text: digits, kept: true } : word;
  });
}

/** A word shaped like an e-mail address or a web address. */
const emailLikePattern = /^[^@\s]+(?:@|\(a\)|©|®)[^@\s]+\.[^@\s]+$/u;
const urlLikePattern = /^(?:https?:|www\.|[\w-]+(?:\.[\w-]+)+\/)/u;

/**
 * An e-mail or web address read back where OCR misread it and the evidence is strong
 * (repair-ocr-address.ts); any other word, or an address in doubt, as Tesseract read it.
 */
function readAddress(text: string): string {
  const repair =
    emailLikePattern.test(text) || endsWithMailProvider(text)
      ? repairOcrEmail(text)
      : urlLikePattern.test(text)
        ? repairOcrUrl(text)
        : null;
  return repair?.status === addressRepairStatuses.repaired ? repair.text : text;
}
