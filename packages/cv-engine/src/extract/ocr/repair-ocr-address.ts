import { mailProviderDomains } from '../../vocabulary/mail-providers';
// OCR misreadings of e-mail addresses and web addresses (issue 12). Tesseract reads the "l" of
// "gmail" as "1", the "m" of ".com" as "rn", the "o" of "outlook" as "0", and leaves a space
// inside an address. An address is repaired only into a syntactically valid form and only on
// strong evidence: the domain becomes a well-known provider's or site's after one plausible
// confusion, or a top-level domain that does not exist (".corn") becomes the one it looks like.
// Anything else is kept as read and reported as doubtful, so nothing is invented.

/** What became of an address: valid as read, repaired, or kept as read though it looks wrong. */
export const addressRepairStatuses = {
  valid: 'valid',
  repaired: 'repaired',
  doubtful: 'doubtful',
} as const;
export type AddressRepairStatus =
  (typeof addressRepairStatuses)[keyof typeof addressRepairStatuses];

export type AddressRepair = {
  readonly text: string;
  readonly status: AddressRepairStatus;
};

/** Sites CVs link to (the host of a URL, without "www."). */
const linkSiteDomains: readonly string[] = [
  'linkedin.com',
  'github.com',
  'gitlab.com',
  'github.io',
  'behance.net',
  'twitter.com',
  'instagram.com',
  'facebook.com',
  'youtube.com',
  'medium.com',
];

/**
 * Glyphs Tesseract confuses, each way: reading the left for the right or the right for the left.
 * Only these count as a "plausible edit"; any other change is not evidence.
 */
const confusions: ReadonlyArray<readonly [string, string]> = [
  ['1', 'l'],
  ['1', 'i'],
  ['l', 'i'],
  ['I', 'l'],
  ['|', 'l'],
  ['0', 'o'],
  ['rn', 'm'],
  ['ii', 'il'],
  ['ll', 'il'],
  ['cl', 'd'],
  ['vv', 'w'],
  ['c', 'e'],
  ['5', 's'],
];

/** Top-level domains that do not exist but are OCR readings of real ones. */
const topLevelDomainReadings: ReadonlyMap<string, string> = new Map([
  ['corn', 'com'],
  ['c0m', 'com'],
  ['con', 'com'],
  ['comn', 'com'],
  ['pc', 'pe'],
]);

/** What an "@" is read as inside one word: "(a)", "(at)", "©", "®". */
const atReadingPattern = /\s*(?:\(a\)|\(at\)|\[at\]|©|®)\s*/iu;

const localPartPattern = /^[a-z0-9](?:[a-z0-9._%+-]*[a-z0-9_])?$/iu;
const domainLabelPattern = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/iu;
const topLevelDomainPattern = /^[a-z]{2,}$/iu;

/** Whether `domain` has the shape of a domain name: labels, dots, a top-level domain of letters. */
function isDomainShaped(domain: string): boolean {
  const labels = domain.split('.');
  if (labels.length < 2) return false;
  const topLevel = labels.at(-1) ?? '';
  return (
    topLevelDomainPattern.test(topLevel) && labels.every((label) => domainLabelPattern.test(label))
  );
}

/**
 * Whether `text` is a syntactically valid e-mail address (a practical subset of RFC 5322: what
 * CVs show).
 *
 * @example isValidEmailAddress('ana.torres@gmail.com'); // true
 */
export function isValidEmailAddress(text: string): boolean {
  const parts = text.split('@');
  if (parts.length !== 2) return false;
  const [local = '', domain = ''] = parts;
  return localPartPattern.test(local) && !local.includes('..') && isDomainShaped(domain);
}

/** Every string one confusion away from `text` (each occurrence of each pair, both ways). */
function listOneConfusionAway(text: string): Set<string> {
  const variants = new Set<string>();
  for (const [left, right] of confusions) {
    for (const [from, to] of [
      [left, right],
      [right, left],
    ] as const) {
      let index = text.indexOf(from);
      while (index >= 0) {
        variants.add(text.slice(0, index) + to + text.slice(index + from.length));
        index = text.indexOf(from, index + 1);
      }
    }
  }
  return variants;
}

/**
 * A repaired domain in the case the page shows it: a domain set in capitals
 * ("ANA@GMAIL.COM") stays in capitals; the known domains are written in lower case.
 */
function writtenAs(read: string, repaired: string): string {
  const inCapitals = /\p{Lu}/u.test(read) && !/\p{Ll}/u.test(read);
  return inCapitals ? repaired.toUpperCase() : repaired;
}

/**
 * The known domain `domain` is an OCR reading of: the same, or exactly one known domain one
 * confusion away (several would be a guess), after a non-existent top-level domain is read back.
 */
function matchKnownDomain(domain: string, known: readonly string[]): string | null {
  const lower = domain.toLowerCase();
  if (known.includes(lower)) return lower;
  const labels = lower.split('.');
  const topLevel = labels.at(-1) ?? '';
  const readTopLevel = topLevelDomainReadings.get(topLevel);
  const withTopLevel = readTopLevel ? [...labels.slice(0, -1), readTopLevel].join('.') : lower;
  if (known.includes(withTopLevel)) return withTopLevel;
  const matches = new Set(
    [...listOneConfusionAway(withTopLevel)].filter((variant) => known.includes(variant)),
  );
  return matches.size === 1 ? ([...matches][0] ?? null) : null;
}

/** The edit distance between two short strings (Levenshtein, one row at a time). */
function measureEditDistance(left: string, right: string): number {
  let previous = Array.from({ length: right.length + 1 }, (_, index) => index);
  for (let row = 1; row <= left.length; row += 1) {
    const current = [row];
    for (let column = 1; column <= right.length; column += 1) {
      const substitution = left[row - 1] === right[column - 1] ? 0 : 1;
      current.push(
        Math.min(
          (previous[column] ?? 0) + 1,
          (current[column - 1] ?? 0) + 1,
          (previous[column - 1] ?? 0) + substitution,
        ),
      );
    }
    previous = current;
  }
  return previous[right.length] ?? 0;
}

/** A name with every confusable glyph folded to one of its readings, to compare shapes. */
function foldConfusables(text: string): string {
  return text
    .toLowerCase()
    .replaceAll('rn', 'm')
    .replaceAll('vv', 'w')
    .replaceAll('cl', 'd')
    .replace(/[1|i]/gu, 'l')
    .replaceAll('0', 'o')
    .replaceAll('5', 's');
}

/** A domain that is not a known one but nearly is ("grnaiI.com"): most likely misread. */
function isNearKnownDomain(domain: string, known: readonly string[]): boolean {
  const lower = domain.toLowerCase();
  const folded = foldConfusables(lower);
  return known.some(
    (name) =>
      name !== lower &&
      (measureEditDistance(lower, name) <= 2 ||
        measureEditDistance(folded, foldConfusables(name)) <= 1),
  );
}

/** A domain with only its non-existent top-level domain read back ("uni.edu.corn" → ".com"). */
function repairTopLevelDomain(domain: string): string | null {
  const labels = domain.split('.');
  const readTopLevel = topLevelDomainReadings.get((labels.at(-1) ?? '').toLowerCase());
  if (!readTopLevel || labels.length < 2) return null;
  const repaired = [...labels.slice(0, -1), readTopLevel].join('.');
  return isDomainShaped(repaired) ? repaired : null;
}

/**
 * Letters an "@" is misread as when it is not dropped: before a provider's domain they make it
 * impossible to tell "mariana" + "gmail.com" from "marian" + "@" read as "a".
 */
export const atLetterReadings: ReadonlySet<string> = new Set(['a', 'o', 'e', 'c', 'q', 'g']);

/** The provider domain a word ends with (the longest: "hotmail.com" over "mail.com"), if any. */
export function findMailProviderEnding(text: string): string | null {
  const lower = text.toLowerCase();
  let found: string | null = null;
  for (const domain of mailProviderDomains) {
    if (lower.endsWith(domain) && (!found || domain.length > found.length)) found = domain;
  }
  return found;
}

/**
 * Whether a word without an "@" ends with a mail provider's domain after a local part
 * ("ana.torresgmail.com"): OCR dropped its "@".
 *
 * @example endsWithMailProvider('ana.torres1gmail.com'); // true
 */
export function endsWithMailProvider(text: string): boolean {
  const domain = findMailProviderEnding(text);
  return domain !== null && text.length > domain.length;
}

/** "ana.torres1gmail.com" → "ana.torres1@gmail.com", when nothing else could be meant. */
function restoreDroppedAt(text: string): string | null {
  const domain = findMailProviderEnding(text);
  if (!domain) return null;
  const local = text.slice(0, text.length - domain.length);
  const last = local.at(-1)?.toLowerCase() ?? '';
  if (local.length < 2 || atLetterReadings.has(last) || !localPartPattern.test(local)) return null;
  return `${local}@${domain}`;
}

/**
 * Reads back an e-mail address OCR may have misread. Spaces inside it and an "@" read as "(a)",
 * "©" or "®", or dropped before a provider's domain after a letter it cannot be, are undone; a domain one confusion away from a well-known provider's ("gmai1.com",
 * "hotmaii.com", "0utlook.com") or with a top-level domain that does not exist ("gmail.corn") is
 * read back. The local part is never changed: nothing tells what it should be.
 *
 * @example
 * repairOcrEmail('ana.torres@gmai1.corn'); // { text: 'ana.torres@gmail.com', status: 'repaired' }
 * repairOcrEmail('ana.torres@gmail.com'); // { text: 'ana.torres@gmail.com', status: 'valid' }
 * repairOcrEmail('ana.torres@grnaiI.com'); // two confusions: kept as read, 'doubtful'
 */
export function repairOcrEmail(text: string): AddressRepair {
  const trimmed = text.trim().replace(/[.,;:]+$/u, '');
  const withAt = trimmed.includes('@')
    ? trimmed
    : atReadingPattern.test(trimmed)
      ? trimmed.replace(atReadingPattern, '@')
      : (restoreDroppedAt(trimmed) ?? trimmed);
  const joined = withAt.replace(/\s+/gu, '');
  const [local = '', domain = '', ...rest] = joined.split('@');
  if (rest.length > 0 || !localPartPattern.test(local)) {
    return { text, status: addressRepairStatuses.doubtful };
  }
  const provider = matchKnownDomain(domain, mailProviderDomains);
  const repairedDomain = writtenAs(domain, provider ?? repairTopLevelDomain(domain) ?? domain);
  const repaired = `${local}@${repairedDomain}`;
  if (!isValidEmailAddress(repaired)) return { text, status: addressRepairStatuses.doubtful };
  if (!provider && isNearKnownDomain(repairedDomain, mailProviderDomains)) {
    return { text, status: addressRepairStatuses.doubtful };
  }
  return {
    text: repaired,
    status: repaired === text ? addressRepairStatuses.valid : addressRepairStatuses.repaired,
  };
}

const urlPattern = /^((?:https?:\/\/)?(?:www\.)?)([^/\s]+)(\/.*)?$/iu;

/**
 * A scheme and "www." OCR garbled before a well-known site ("https:/Avww.linkedin.com": the
 * slashes and the first "w" run together): the scheme, up to two stray characters and "ww.".
 */
const garbledPrefixPattern = /^(https?)[:;]?[/\\|]{0,2}[\p{L}/\\|]{0,2}?ww\.(?=[^/\s]+\.)/iu;

/** "https:/Avww.linkedin.com/in/ana" → "https://www.linkedin.com/in/ana", for a known site only. */
function repairGarbledPrefix(text: string): string {
  const prefix = garbledPrefixPattern.exec(text);
  if (!prefix?.[1]) return text;
  const rest = text.slice(prefix[0].length);
  const host = rest.split('/')[0] ?? '';
  if (matchKnownDomain(host, linkSiteDomains) === null) return text;
  return `${prefix[1].toLowerCase()}://www.${rest}`;
}

/**
 * Reads back a web address OCR may have misread: the host one confusion away from a well-known
 * site's ("1inkedin.com", "github.corn") or with a top-level domain that does not exist. The path
 * (a handle) is never changed.
 *
 * @example
 * repairOcrUrl('1inkedin.corn/in/ana-torres'); // { text: 'linkedin.com/in/ana-torres', status: 'repaired' }
 */
export function repairOcrUrl(text: string): AddressRepair {
  const match = urlPattern.exec(repairGarbledPrefix(text.trim()));
  if (!match) return { text, status: addressRepairStatuses.doubtful };
  const [, prefix = '', host = '', path = ''] = match;
  const site = matchKnownDomain(host, linkSiteDomains);
  const repairedHost = writtenAs(host, site ?? repairTopLevelDomain(host) ?? host);
  if (!isDomainShaped(repairedHost)) return { text, status: addressRepairStatuses.doubtful };
  if (!site && isNearKnownDomain(repairedHost, linkSiteDomains)) {
    return { text, status: addressRepairStatuses.doubtful };
  }
  const repaired = `${prefix}${repairedHost}${path}`;
  return {
    text: repaired,
    status: repaired === text ? addressRepairStatuses.valid : addressRepairStatuses.repaired,
  };
}
