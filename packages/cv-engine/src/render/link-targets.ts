// Where a line of the CV holds an e-mail address or a web address, and where each points (issue 13,
// "Fit": clickable links in the PDF, hyperlinks in the DOCX). The contact block's addresses are
// known fields of the CvDocument (contact.email, contact.links), each linked whole. In free text,
// only what cannot be anything else is linked: an e-mail, or an address written with "http(s)://"
// or "www."; a bare "name.tld" in a sentence may be a technology ("Node.js", "ASP.NET").

/** A stretch of a block's text that opens `target` when clicked. */
export type LinkTarget = {
  /** Offset of the linked text in the block's text, in UTF-16 code units. */
  readonly start: number;
  readonly end: number;
  /** "mailto:…" or "http(s)://…". */
  readonly target: string;
};

/** A piece of a block's text, linked or not; the pieces joined give the text back. */
export type TextRun = { readonly text: string; readonly target: string | null };

const emailPattern = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.\p{L}{2,}/gu;
const wholeEmailPattern = new RegExp(`^${emailPattern.source}$`, 'u');
/** An address written as one: with a scheme or "www.", up to a space or a bracket or quote. */
const writtenUrlPattern = /(?<![\p{L}\p{N}@.])(?:https?:\/\/|www\.)[^\s<>"'()[\]«»“”‘’]+/giu;
/** A contact link that names a host: "linkedin.com/in/ana", "https://ana.dev", not "@ana". */
const hostAddressPattern = /^(?:https?:\/\/)?[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+(?:[/?#]\S*)?$/iu;
/** What ends a sentence rather than an address: "…en www.ana.pe." */
const trailingPunctuation = /[.,;:!?]+$/u;

/**
 * Where a contact field opens: "mailto:" for an e-mail, "https://" before an address without a
 * scheme, a written scheme kept; null for a value that names no host (a bare handle "@ana").
 *
 * @example linkTargetOf('linkedin.com/in/ana') // 'https://linkedin.com/in/ana'
 */
export function linkTargetOf(value: string): string | null {
  if (wholeEmailPattern.test(value)) return `mailto:${value}`;
  if (!hostAddressPattern.test(value)) return null;
  return /^https?:\/\//iu.test(value) ? value : `https://${value}`;
}

/**
 * The e-mail addresses and written web addresses ("http(s)://…", "www.…") in free text, with the
 * address each opens.
 *
 * @example findLinkTargets('Ver www.ana.pe o ana@correo.pe.') // [{ start: 4, end: 14, target: 'https://www.ana.pe' }, { start: 17, end: 30, target: 'mailto:ana@correo.pe' }]
 */
export function findLinkTargets(text: string): LinkTarget[] {
  const emails = [...text.matchAll(emailPattern)].map((match) => ({
    start: match.index,
    end: match.index + match[0].length,
    target: `mailto:${match[0]}`,
  }));
  const urls = [...text.matchAll(writtenUrlPattern)]
    .map((match) => {
      const address = match[0].replace(trailingPunctuation, '');
      const target = /^www\./iu.test(address) ? `https://${address}` : address;
      return { start: match.index, end: match.index + address.length, target };
    })
    .filter((url) => !emails.some((email) => url.start < email.end && email.start < url.end));
  return [...emails, ...urls].sort((first, second) => first.start - second.start);
}

/**
 * The text cut at its links, in order; a text with no link is one unlinked run.
 *
 * @example splitAtLinks('Web: ana.pe', [{ start: 5, end: 11, target: 'https://ana.pe' }]) // [{ text: 'Web: ', target: null }, { text: 'ana.pe', target: 'https://ana.pe' }]
 */
export function splitAtLinks(text: string, links: readonly LinkTarget[]): TextRun[] {
  const runs: TextRun[] = [];
  let position = 0;
  for (const link of links) {
    if (link.start < position) continue;
    if (link.start > position) runs.push({ text: text.slice(position, link.start), target: null });
    runs.push({ text: text.slice(link.start, link.end), target: link.target });
    position = link.end;
  }
  if (position < text.length || runs.length === 0) {
    runs.push({ text: text.slice(position), target: null });
  }
  return runs;
}
