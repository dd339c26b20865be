// The links of a CV (issue 12): every web resource shown on the page, as displayed, in reading
// order (corpus README, links). URLs and domains anywhere, handles where something marks them as
// handles (an icon, an "@", a site's label, a link target of the file ending in them), and links
// the layout broke apart (a URL wrapped over two lines or split into two text items) joined again.
import type { TextLine } from '../extract/types';
import {
  continuesUnfinishedEmail,
  endsInsideEmail,
  findEmails,
  findLinks,
  findPhones,
  isMarkedHandle,
  readProfileHandle,
  type TextMatch,
} from './contact';
import { pieceSeparatorPattern } from './contact-header';
import { iconCharacterPattern } from '../language/fold-text';

export type LinkSources = {
  readonly lines: readonly TextLine[];
  /** The header's lines: read first, as a band (see orderHeaderBand). */
  readonly preambleIndices: readonly number[];
  /** Header lines that are a profile handle on their own ("\uF09B anatorres"). */
  readonly handleLines: ReadonlyMap<number, string>;
  /** Lines of profile sections; true where a bare word needs no mark to be a handle. */
  readonly profileLineIndices: ReadonlyMap<number, boolean>;
  /** Lines of entry sections (experience, education, projects) and the summary: running text about others. */
  readonly entryLineIndices: ReadonlySet<number>;
  readonly hyperlinks: readonly string[];
};

/** Sites whose addresses end in a person's profile ("github.com/ana", "linkedin.com/in/ana"). */
const profileSitePattern =
  /^(?:[a-z]{2,3}\.)?(?:linkedin\.com|github\.com|gitlab\.com|twitter\.com|x\.com|instagram\.com|facebook\.com|behance\.net|dribbble\.com|medium\.com|youtube\.com|tiktok\.com|bitbucket\.org|stackoverflow\.com|kaggle\.com|codepen\.io)$/;

/** A site's name written as the label of a handle: "GitHub: ana-torres", "LinkedIn /in/ana". */
const siteLabels = String.raw`linkedin|github|gitlab|twitter|instagram|facebook|behance|dribbble|medium|youtube|tiktok|bitbucket|kaggle|stack\s?overflow`;
/**
 * "GitHub: ana-torres" anywhere in running text ("… en mi perfil de GitHub: ana-torres."), or a
 * site's name set apart from the handle by a bar ("GitHub | ana85", "LinkedIn | ana-torres"),
 * ending its line or a piece of it ("GitHub: ana85 / Web: ana.pe").
 */
const labelledHandlePattern = new RegExp(
  String.raw`(?<![\p{L}\p{N}])(?:(?:${siteLabels})\s*([:|])|x\s*(:))\s*((?:@|/?in/|/)?[A-Za-z0-9][A-Za-z0-9._-]*[A-Za-z0-9_])(?=[.,;)]?\s*(?:$|[|•·]|/\s))`,
  'giu',
);

/** A site's name right before a piece of a line: "GitHub | " ends with it. */
const siteBeforePattern = new RegExp(String.raw`(${siteLabels})\s*[:|]?\s*$`, 'iu');

/** A site's name in a list of link words ("LinkedIn | GitHub"): a label, never a user. */
const siteLabelPattern = new RegExp(String.raw`^(?:${siteLabels})$`, 'iu');

/**
 * The handle after a bar must look like a user name (lower case, digits, dots, hyphens): after a
 * bar a capitalised word is the next item of a list ("LinkedIn | Portafolio").
 */
function isLabelledHandle(handle: string, mark: string): boolean {
  if (mark !== '|') return true;
  return (
    !siteLabelPattern.test(handle) && (handle === handle.toLowerCase() || /[\d._-]/.test(handle))
  );
}

/** A site's name, a slash and a user's path, written as a short address ("LinkedIn/ana-torres"). */
const siteSlashPattern = new RegExp(
  String.raw`^(${siteLabels})\s?/\s?(?:in/)?[A-Za-z0-9][\w.-]{1,60}[A-Za-z0-9_]/?$`,
  'iu',
);

/** A line that is only a site's name, a label for the handle on the next line ("GitHub:"). */
const siteNameLinePattern = new RegExp(String.raw`^(?:${siteLabels})\s*:?$`, 'iu');

/**
 * "@anatorres" standing alone in its piece of a line, or after a site's label ("Twitter @ana")
 * or a one-character icon (icon fonts mapped to letters and digits: "7 @ana"). An "@" inside a
 * sentence ("Ingeniero @Google") is not one.
 */
const atHandlePattern = new RegExp(
  String.raw`^(?:(?:${siteLabels}|x)\s*[:|/-]?\s*|\S\s+)?(@[A-Za-z0-9_][A-Za-z0-9._]{1,30}[A-Za-z0-9_])$`,
  'iu',
);

/**
 * Folds a link or a link target to compare them: no scheme (even a doubled one,
 * "https://https//www…"), no "www.", no trailing slash, lower case.
 *
 * @example
 * normaliseLinkTarget('HTTPS://www.LinkedIn.com/in/Ana/'); // 'linkedin.com/in/ana'
 */
export function normaliseLinkTarget(target: string): string {
  let text = target.trim().toLowerCase();
  try {
    text = decodeURI(text);
  } catch {
    // A malformed escape: compare the text as it is.
  }
  return text
    .replace(/^(?:(?:https?|ftp):?\/\/|mailto:)+/, '')
    .replace(/^www\./, '')
    .replace(/[/?#]+$/, '');
}

/**
 * The handles the file's link targets end in, for profile sites only ("github.com/ana" → "ana",
 * "linkedin.com/in/ana-t" → "ana-t"): a project's address ("github.com/ana/app") is no profile.
 */
function readProfileHandlesOfTargets(hyperlinks: readonly string[]): Set<string> {
  const handles = new Set<string>();
  for (const target of hyperlinks) {
    // A shared profile's address carries a query ("…/in/ana?utm_source=share"): not the handle.
    const [domain = '', ...path] = normaliseLinkTarget(target.replace(/[?#].*$/s, '')).split('/');
    if (!profileSitePattern.test(domain)) continue;
    const segments = path[0] === 'in' || path[0] === 'pub' ? path.slice(1) : path;
    const handle = segments.length === 1 ? segments[0]?.replace(/^@/, '') : undefined;
    if (handle && /^[a-z0-9][\w.-]{1,60}$/.test(handle)) handles.add(handle);
  }
  return handles;
}

/** A domain that ends in a known domain ending (a link typed whole up to its path). */
function hasCompleteDomain(link: string): boolean {
  const domain = normaliseLinkTarget(link).split('/')[0] ?? '';
  return findLinks(domain.replace(/^[^.]*$/, '')).some((match) => match.value === domain);
}

/** A profile site's address cut before the person's handle: "linkedin.com/in/", "github.com/". */
function endsBeforeHandle(link: string): boolean {
  if (!link.endsWith('/')) return false;
  const [domain = '', ...path] = normaliseLinkTarget(link).split('/');
  return (
    profileSitePattern.test(domain) && (path.length === 0 || /^(?:in|pub)$/.test(path.join('/')))
  );
}

/** Icons: private-use glyphs of icon fonts, emoji and pictographs ("✉", "☎", "🔗"). */
const iconLikePattern = /[\p{Co}\p{So}]/u;

/** The characters a link's tail is made of, up to the first that cannot be in an address. */
const linkTailPattern = /^[A-Za-z0-9][\w.~%/?=&#+-]*/;

/** The kind of site LinkedIn's PDF export writes after each address: "(LinkedIn)", "(Company)". */
const exportSiteLabelPattern =
  /\s+\((?:LinkedIn|Personal|Company|Portfolio|Blog|Other|RSS Feed)\)$/u;

/**
 * The start of the text after a link when it continues the link: a URL wrapped onto the next line
 * or split into two text items ("linkedin.com/in/" and "ana-torres"). A link target of the file
 * that the joined text reads (or starts) proves it; without one, only breaks no author types:
 * after "/" or "-", inside the domain's ending, or in the middle of a path when the next line
 * holds nothing but the rest ("linkedin.com/in/anato" / "rres85"). A deeper path in the rest
 * ("sites.google.com/view/ana-to" / "rres-cv/inicio") joins only when the link's line ran up to
 * the text's right edge (`filled`): the line had no room left, so it wrapped.
 *
 * @example
 * readLinkContinuation({ value: 'linkedin.com/in/ana-', index: 0, length: 20 }, '', 'torres (LinkedIn)', []); // 'torres'
 */
export function readLinkContinuation(
  link: TextMatch,
  after: string,
  nextText: string,
  hyperlinks: readonly string[],
  filled = false,
): string | null {
  const next = nextText.replace(iconCharacterPattern, ' ').trim();
  const brokenBefore = readRestAfterBreakMark(link.value, after, next);
  if (brokenBefore !== null) return brokenBefore;
  const tail = linkTailPattern.exec(next)?.[0]?.replace(/[.,;:!?]+$/, '');
  if (!tail || findEmails(next)[0]?.index === 0) return null;
  // A labelled value ("Teléfono: …") is not a link's tail.
  if (/^[\w.~%/-]*:/.test(next) && !/^[\w.-]*:\/\//.test(next)) return null;
  const nextIsLink = findLinks(next)[0]?.index === 0;
  // "http://www.ana-torres." / "com.pe", "youtube.com/watch?" / "v=x": the punctuation the line
  // ended in belongs to the link.
  const ending = after.trim();
  const dot = /^[.?=&]$/.test(ending) ? ending : '';
  const joined = normaliseLinkTarget(`${link.value}${dot}${tail}`);
  const confirmed = hyperlinks.some((target) => {
    const folded = normaliseLinkTarget(target);
    return folded === joined || folded.startsWith(`${joined}/`) || folded.startsWith(`${joined}?`);
  });
  const linkIsTarget = hyperlinks.some(
    (target) => normaliseLinkTarget(target) === normaliseLinkTarget(link.value),
  );
  if (confirmed && !linkIsTarget) return `${dot}${tail}`;
  // Text after the link on its line: the link goes on below only when it stops before a handle
  // ("LinkedIn http://ar.linkedin.com/in/ Skype ana.t" / "anatorres").
  if (/^[?=&]$/.test(ending)) return nextIsLink ? null : `${ending}${tail}`;
  const atLineEnd = ending === '' || ending === '.';
  if (!atLineEnd) return endsBeforeHandle(link.value) && !nextIsLink ? tail : null;
  if (after.trim() === '') {
    // No address ends in "-": the line broke it.
    if (/[=&-]$/.test(link.value)) return nextIsLink ? null : tail;
    // After "/" the rest is a user's path (lower case, digits) or the handle a profile's address
    // stops before; a capitalised word is the next item of a list under an address that ends in
    // a slash ("linkedin.com/in/ana-torres/" / "Arequipa, Perú").
    const pathLook = tail === tail.toLowerCase() || /\d/.test(tail) || endsBeforeHandle(link.value);
    if (link.value.endsWith('/')) return nextIsLink || !pathLook ? null : tail;
    // "https://www.linked" / "in.com/in/ana": the domain is not finished.
    if (/^(?:https?:\/\/|www\.)/i.test(link.value) && !hasCompleteDomain(link.value)) return tail;
    // "linkedin.com/in/anato" / "rres85": the next line is only the rest of the path.
    const hasPath = /^[^/]+\/.+/.test(normaliseLinkTarget(link.value));
    const userText = tail === tail.toLowerCase() || /\d/.test(tail);
    // LinkedIn's own export labels each address after it: "ozavargas (LinkedIn)".
    const restOfLine = next.replace(exportSiteLabelPattern, '');
    const onlyTail = tail === restOfLine && !nextIsLink && userText;
    // A profile's trailing slash ("…/in/ana-torres/") may end the rest; a deeper path only
    // when it carries the digits of a file's or a post's id ("…/file/d/1AbC" / "dEf2/view").
    const pathInTail = tail.replace(/\/$/, '').includes('/');
    // "in/ana-torres" alone is LinkedIn's profile path shown without its site: the next link
    // of a list, not the rest of the one above ("github.com/ana85" / "in/ana85").
    const profilePath = /^in\/[A-Za-z0-9]/.test(tail);
    if (hasPath && onlyTail && !profilePath && (!pathInTail || /\d/.test(tail) || filled))
      return tail;
    return null;
  }
  // "com.co" reads as a domain of its own: only the domain ending after a broken link joins it.
  // "https://lina." / "github.io": a lower-case rest that completes the domain joins it too.
  const brokenAtDot =
    /^(?:https?:\/\/|www\.)/i.test(link.value) &&
    (/^(?:com|org|net|edu|gob|pe|co|io|dev|me|es|mx|ar|cl)(?:[./]|$)/.test(tail) ||
      (tail === tail.toLowerCase() &&
        !hasCompleteDomain(link.value) &&
        hasCompleteDomain(`${link.value}.${tail}`)));
  return brokenAtDot ? `.${tail}` : null;
}

/**
 * The rest of a link wrapped right before a "/" or a "-" ("https://www.linkedin.com" /
 * "/in/ana-torres", "linkedin.com/in/ana" / "-torres"): the next line is nothing but that rest,
 * in a user name's look (lower case or digits). Before "/", only an address that has no path
 * yet (or stops at LinkedIn's "/in") goes on; before "-", only one that has a path.
 *
 * @example
 * readRestAfterBreakMark('https://www.linkedin.com', '', '/in/ana-torres'); // '/in/ana-torres'
 */
export function readRestAfterBreakMark(link: string, after: string, next: string): string | null {
  if (after.trim() !== '' || /[/-]$/.test(link)) return null;
  const rest = /^([/-][A-Za-z0-9][\w.~%/?=&#+-]*)$/.exec(next)?.[1]?.replace(/[.,;:!?]+$/, '');
  if (!rest || (rest !== rest.toLowerCase() && !/\d/.test(rest))) return null;
  const path = normaliseLinkTarget(link).split('/').slice(1);
  // A path broken before a deeper "/" goes on too when the rest is itself a path
  // ("https://public.tableau.com/app" / "/profile/ana.torres"): no line of text opens so.
  if (rest.startsWith('/')) {
    return path.length === 0 || /^(?:in|pub)$/.test(path.join('/')) || /^\/[^/]+\/[^/]/.test(rest)
      ? rest
      : null;
  }
  return path.length > 0 && path.every((segment) => segment !== '') ? rest : null;
}

/**
 * Reading order with the header band read like two columns (corpus README: the left column is
 * read before the right one): a box of lines set against the right edge of a page-one header,
 * beside the name and contact line, comes after them.
 */
function orderHeaderBand(lines: readonly TextLine[], preambleIndices: readonly number[]): number[] {
  // A loop, not Math.max(...lines): spreading 150,000 lines overflowed the stack (issue 11).
  let pageWidth = 1;
  for (const line of lines) pageWidth = Math.max(pageWidth, line.x + line.width);
  const band = preambleIndices.filter(
    (index) => lines[index]?.page === 1 && lines[index]?.column === 0,
  );
  const isRightSide = (index: number) => (lines[index]?.x ?? 0) > pageWidth * 0.65;
  const bandSet = new Set(band);
  const reordered = [...band.filter((index) => !isRightSide(index)), ...band.filter(isRightSide)];
  const order: number[] = [];
  let inserted = false;
  lines.forEach((_, index) => {
    if (!bandSet.has(index)) order.push(index);
    else if (!inserted) {
      for (const bandIndex of reordered) order.push(bandIndex);
      inserted = true;
    }
  });
  return order;
}

/**
 * A person's or a project's own site on a hosting platform ("ana.github.io", "tienda-ana.vercel.app",
 * "ana.wixsite.com"): never a company's name written as a domain.
 */
const hostedSitePattern =
  /\.(?:github\.io|gitlab\.io|netlify\.app|vercel\.app|herokuapp\.com|web\.app|firebaseapp\.com|pages\.dev|wixsite\.com|wordpress\.com|blogspot\.com|myportfolio\.com|carrd\.co|notion\.site)$/;

/** A label that shows the address after it as a link: "Demo: tienda-ana.pe", "Web: ana.pe". */
const linkLabelBeforePattern =
  /(?:^|\s)(?:demo|web|sitio(?: web)?|p[aá]gina(?: web)?|portafolio|portfolio|c[oó]digo|repositorio|repo|link|enlace|url|website|site)\s*:\s*$/iu;

/** Words a sentence does not end in: the line below goes on with it. */
const sentenceGoesOnPattern =
  /(?:^|\s)(?:y|e|o|u|de|del|en|para|por|con|como|a|al|la|el|los|las|and|or|for|at|in|of|with|the)$/iu;

/**
 * The words before a link on its line go on with a sentence of the line above (same block and
 * page): the line above left it unfinished ("… para tiendasur.pe y" / "mercadoandino.com."), or
 * a connector leads to the link after a sentence wrapped onto this line ("y mercadoandino.com.").
 */
function continuesSentence(above: TextLine | undefined, line: TextLine, before: string): boolean {
  if (above === undefined || above.block !== line.block || above.page !== line.page) return false;
  const lead = before.trim();
  if (lead === '') return sentenceGoesOnPattern.test(above.text.trim());
  return (
    lead.split(/\s+/).length <= 2 &&
    sentenceGoesOnPattern.test(lead) &&
    above.text.trim().split(/\s+/).length >= 5
  );
}

/** A bare domain (no scheme, "www." or path): in running text about work it may be a company. */
function isBareDomain(value: string): boolean {
  return !/^(?:https?:\/\/|www\.)/i.test(value) && !value.includes('/');
}

/**
 * The next line in reading order is the same paragraph's next line: the same block, or (PDF) right
 * under this one in the same type, page and column (a centred URL can fall into its own block).
 * Under a line across the page (a centred footer), its wrapped rest lies within the line's width
 * but may fall on one side of the columns' gutter.
 */
function continuesOnNextLine(line: TextLine, next: TextLine): boolean {
  // Side by side, not under it: a line of the other column the layout read into this block.
  const measured = line.width > 0 && next.width > 0;
  if (measured && (next.x >= line.x + line.width || next.x + next.width <= line.x)) return false;
  if (next.block === line.block) return true;
  if (!measured) return false;
  const gap = next.y - line.y;
  const withinLine = next.x >= line.x - 1 && next.x + next.width <= line.x + line.width + 1;
  return (
    next.page === line.page &&
    (next.column === line.column || withinLine) &&
    gap > 0 &&
    gap <= line.fontSize * nextLineGapEms &&
    Math.abs(next.fontSize - line.fontSize) < 0.5
  );
}

/**
 * How far below a line (in ems of its type) the next line of its text may start: loose CSS line
 * heights (1.6–1.7) included.
 */
const nextLineGapEms = 1.75;

/**
 * A link glued to the word after it, a capitalised word of the other column the layout set right
 * against it ("linkedin.com/in/anatorresEXPERIENCIA"): a link target of the file that the text
 * starts with, followed by nothing but letters in another case, shows where the address ends.
 *
 * @example
 * cutAtTargetEnd('linkedin.com/in/anaExperiencia', ['https://linkedin.com/in/ana']); // 'linkedin.com/in/ana'
 */
export function cutAtTargetEnd(link: string, hyperlinks: readonly string[]): string {
  const folded = normaliseLinkTarget(link);
  const ends = hyperlinks.map(normaliseLinkTarget);
  if (ends.includes(folded)) return link;
  for (const end of ends) {
    if (end.length === 0 || !folded.startsWith(end)) continue;
    const rest = link.slice(link.length - (folded.length - end.length));
    if (/^\p{Lu}\p{L}*$/u.test(rest) && /[\p{Ll}\d/]$/u.test(link.slice(0, -rest.length)))
      return link.slice(0, -rest.length);
  }
  return link;
}

/**
 * The index of the line a paragraph goes on in: the next one, or (PDF) the first of the two after
 * it that stands right under this line at its left edge, when the reading order put lines of the
 * other column between them (a long URL filled a sidebar up to the gutter, so the layout could not
 * part the columns).
 */
function findLineBelow(lines: readonly TextLine[], index: number): number | null {
  const line = lines[index];
  const next = lines[index + 1];
  if (!line || !next) return null;
  if (continuesOnNextLine(line, next)) return index + 1;
  if (line.width <= 0) return null;
  const besideIt = (other: TextLine) =>
    other.page === line.page && (other.x > line.x + line.width || other.x + other.width < line.x);
  for (let below = index + 2; below <= index + 3; below += 1) {
    const candidate = lines[below];
    if (!candidate || !besideIt(lines[below - 1] ?? candidate)) return null;
    const gap = candidate.y - line.y;
    const underIt =
      candidate.page === line.page &&
      Math.abs(candidate.x - line.x) <= 1 &&
      gap > 0 &&
      gap <= line.fontSize * nextLineGapEms &&
      Math.abs(candidate.fontSize - line.fontSize) < 0.5;
    if (underIt) return below;
  }
  return null;
}

/**
 * The text after a link on its own line continues it when the layout split the link into two
 * text items ("linkedin.com/in/ ana-torres"): the address stops right before a profile's handle,
 * or a link target of the file reads the two parts joined.
 */
function readSplitLinkRest(
  link: string,
  after: string,
  hyperlinks: readonly string[],
): string | null {
  const rest = /^ (?=[A-Za-z0-9])([\w.~%/?=&#+-]+)/.exec(after)?.[1]?.replace(/[.,;:!?]+$/, '');
  if (!rest || findLinks(rest)[0]?.index === 0) return null;
  const joined = normaliseLinkTarget(`${link}${rest}`);
  if (hyperlinks.some((target) => normaliseLinkTarget(target) === joined)) return rest;
  // Without a target, a user name's look: no capitals ("Skype" is the next label), or digits.
  const userName = rest === rest.toLowerCase() || /\d/.test(rest);
  // "linkedin.com/in/ana- torres": nobody types a space after a hyphen inside an address.
  return (endsBeforeHandle(link) || (/[-_]$/.test(link) && link.includes('/'))) && userName
    ? rest
    : null;
}

/** A copyright sign opening a line: "© Plantillas Andinas – www.plantillas-cv.pe". */
const copyrightPattern = /^\s*(?:©|\(c\)\s)/iu;

/**
 * The lines of a template's credit ("© Diseños CV – modelos-de-cv.com"), set in small type at
 * the foot of the page, with the lines its paragraph wraps onto: the designer's address, never
 * the candidate's link, and no part of the candidate's CV. One pass: a credit runs on while its
 * block does.
 *
 * @example findCopyrightCredits(lines); // Set { 41 }
 */
export function findCopyrightCredits(lines: readonly TextLine[]): Set<number> {
  const credits = new Set<number>();
  lines.forEach((line, index) => {
    const above = lines[index - 1];
    const continuesCredit =
      above !== undefined &&
      credits.has(index - 1) &&
      above.block === line.block &&
      above.page === line.page;
    if (continuesCredit || copyrightPattern.test(line.text)) credits.add(index);
  });
  return credits;
}

/** Where the text ends on each page: the right edge of its widest-reaching line. */
function findRightEdges(lines: readonly TextLine[]): Map<number, number> {
  const edges = new Map<number, number>();
  for (const line of lines) {
    if (line.width <= 0) continue;
    edges.set(line.page, Math.max(edges.get(line.page) ?? 0, line.x + line.width));
  }
  return edges;
}

/** The line runs up to the page's text edge, within about a character: it had no room left. */
function reachesRightEdge(line: TextLine, rightEdges: ReadonlyMap<number, number>): boolean {
  const edge = rightEdges.get(line.page);
  return edge !== undefined && line.width > 0 && line.x + line.width >= edge - line.fontSize * 0.75;
}

/**
 * Collects every web resource in reading order (corpus README, links): URLs and bare domains
 * anywhere, handles where something marks them. A repeated address counts once; identical
 * handles are kept when they stand for different sites (another label, icon or line).
 */
export function collectLinks(sources: LinkSources): string[] {
  const { lines, hyperlinks } = sources;
  const targetHandles = readProfileHandlesOfTargets(hyperlinks);
  const targetDomains = new Set(
    hyperlinks.map((target) => normaliseLinkTarget(target).split('/')[0] ?? ''),
  );
  const preamble = new Set(sources.preambleIndices);
  const credits = findCopyrightCredits(lines);
  const links: string[] = [];
  const seen = new Set<string>();
  /** Characters at the start of a line taken as the tail of the link above. */
  const consumed = new Map<number, number>();
  const rightEdges = findRightEdges(lines);

  for (const index of orderHeaderBand(lines, sources.preambleIndices)) {
    const line = lines[index];
    if (!line) continue;
    const previous = lines[index - 1];
    if (credits.has(index)) continue;
    // The tail of an e-mail wrapped from the line above ("ana@arq-" / "torres.com.pe") is no link.
    const continuesEmail =
      previous !== undefined &&
      ((previous.block === line.block && endsInsideEmail(previous.text)) ||
        (previous.page === line.page &&
          previous.column === line.column &&
          continuesUnfinishedEmail(previous.text, line.text)));
    const skip =
      consumed.get(index) ?? (continuesEmail ? (/^\S+/u.exec(line.text)?.[0].length ?? 0) : 0);
    const text = `${' '.repeat(skip)}${line.text.slice(skip)}`;
    // A handle found twice at one place of the line (as a piece and as a labelled handle) is
    // one; the same handle at two places stands for two sites ("GitHub: ana85 · GitLab: ana85").
    const lineHandles = new Set<string>();
    const add = (value: string, key: string, isHandle: boolean, position = 0) => {
      const place = `${value.toLowerCase()}@${position}`;
      if (isHandle && lineHandles.has(place)) return;
      if (isHandle) lineHandles.add(place);
      if (seen.has(key)) return;
      seen.add(key);
      links.push(value);
    };
    const handleLine = sources.handleLines.get(index);
    if (handleLine && skip === 0) {
      add(handleLine, `handle:${index}`, true);
      continue;
    }
    const next = lines[index + 1];
    // A line of contact data: the header, a profile or contact section, a page footer, or a line
    // with an e-mail, a phone or a link. Its domains may be capitalised ("Anatorres.dev").
    const contactLine =
      preamble.has(index) ||
      sources.profileLineIndices.has(index) ||
      line.source === 'footer' ||
      line.source === 'header' ||
      (text.includes('.') && findLinks(text).length + findEmails(text).length > 0) ||
      (/\d{3}/.test(text) && findPhones(text).length > 0);
    // The line's last word is an e-mail's local part when the next line goes on from its "@"
    // ("ana.torres" / "@gmail.com"): no link.
    const emailHead =
      next !== undefined &&
      next.page === line.page &&
      next.column === line.column &&
      continuesUnfinishedEmail(text, next.text)
        ? (/\S+$/u.exec(text.trimEnd())?.index ?? text.length)
        : text.length;
    const found = (text.includes('.') ? findLinks(text, { anyCase: contactLine }) : []).filter(
      (link) => link.index < emailHead,
    );
    const values = new Map<number, string>();
    // A domain broken before it is a link ("portafolio-ana.ver" / "cel.app"): only joined does
    // the line's last word read as one.
    const lastWord = /\S+$/.exec(text.trimEnd());
    const nextWord = next ? /^\S+/.exec(next.text.trim())?.[0] : undefined;
    if (
      lastWord &&
      nextWord &&
      next &&
      continuesOnNextLine(line, next) &&
      !found.some((link) => link.index + link.length >= lastWord.index)
    ) {
      const joined = `${lastWord[0]}${nextWord}`.replace(/[.,;:!?]+$/, '');
      const whole = findLinks(joined, { anyCase: contactLine })[0];
      if (
        whole?.index === 0 &&
        whole.length === joined.length &&
        // "https://" alone at the end of a line, the address on the next.
        /[.]|^https?:\/\/$/i.test(lastWord[0]) &&
        // A number ("DNI 40.128.563") or a sentence's capitalised last word ("… en Flutter.")
        // is no part of an address: the address on the next line starts there.
        (/^https?:\/\/$/i.test(lastWord[0]) ||
          (/\p{L}/u.test(lastWord[0]) && (contactLine || !/^\p{Lu}/u.test(lastWord[0])))) &&
        // An address that opens with its scheme or "www." starts there: the word above ended
        // something else ("… flujo de trabajo." / "www.linkedin.com/in/ana").
        (!/^(?:https?:|www\.)/i.test(nextWord) || /^https?:\/\/$/i.test(lastWord[0])) &&
        findEmails(joined).length === 0
      ) {
        values.set(lastWord.index, joined);
        consumed.set(index + 1, next.text.indexOf(nextWord) + nextWord.length);
      }
    }
    for (const [position, link] of found.entries()) {
      const following = found[position + 1];
      const after = text.slice(link.index + link.length, following?.index ?? text.length);
      let value = link.value;
      const rest = readSplitLinkRest(link.value, after, hyperlinks);
      if (rest !== null) value = `${value}${rest}`;
      else if (following === undefined) {
        // A long address in a narrow column wraps over three lines or more: a line that was
        // nothing but the link's middle hands it on to the line below.
        let lineAfter = after;
        let lineAbove = line;
        for (let below = findLineBelow(lines, index); below !== null;) {
          const lineBelow = lines[below];
          if (!lineBelow) break;
          const tail = readLinkContinuation(
            { ...link, value },
            lineAfter,
            lineBelow.text,
            hyperlinks,
            reachesRightEdge(lineAbove, rightEdges),
          );
          if (tail === null) break;
          value = `${value}${tail}`;
          const bare = tail.replace(/^[.?=&]/, '');
          const end = lineBelow.text.indexOf(bare) + bare.length;
          consumed.set(below, end);
          if (lineBelow.text.slice(end).trim() !== '') break;
          lineAfter = '';
          lineAbove = lineBelow;
          below = findLineBelow(lines, below);
        }
      }
      value = cutAtTargetEnd(value, hyperlinks);
      // A company written as a domain inside a sentence about work ("ventas en tiendasur.pe").
      // The sentence may have begun on the line above ("… para tiendasur.pe y" / "mercadoandino.com.").
      const inProse =
        sources.entryLineIndices.has(index) &&
        (text.replace(link.value, ' ').trim().split(/\s+/).length >= 3 ||
          continuesSentence(previous, line, text.slice(0, link.index)));
      const domain = normaliseLinkTarget(value).split('/')[0] ?? '';
      const shownAsLink =
        targetDomains.has(domain) ||
        hostedSitePattern.test(domain) ||
        linkLabelBeforePattern.test(text.slice(0, link.index));
      if (isBareDomain(value) && inProse && !shownAsLink) continue;
      values.set(link.index, value);
    }
    // Piece by piece, so a handle between links keeps its place in the reading order. An icon
    // before a piece marks a handle in a line of contact data (a footer row, a sidebar block).
    let offset = 0;
    for (const piece of text.split(pieceSeparatorPattern)) {
      const start = text.indexOf(piece, offset);
      const afterIcon = contactLine && iconLikePattern.test(text.slice(offset, start));
      offset = start + piece.length;
      const pieceLinks = [...values.entries()].filter(
        ([position]) => position >= start && position < start + piece.length,
      );
      // "@ana85 ana.dev LinkedIn", "github.com/ana85 @ana_dev dev.to/ana85": a handle set
      // beside links with only a space (the icons between them drawn, not written) is one more
      // item of the row; so is one beside other words of the header ("@ana_dev Ana Torres"),
      // where an "@" word can only be a profile.
      const rowHandles =
        contactLine && (pieceLinks.length > 0 || preamble.has(index))
          ? [...piece.matchAll(/(?<=^|\s)@[A-Za-z0-9_][A-Za-z0-9._]{1,30}[A-Za-z0-9_](?=\s|$)/gu)]
          : [];
      const items = [
        ...rowHandles.map((token) => ({ at: start + token.index, value: token[0], handle: true })),
        ...pieceLinks.map(([at, value]) => ({ at, value, handle: false })),
      ].sort((left, right) => left.at - right.at);
      for (const item of items) {
        if (item.handle) add(item.value, `handle:@:${item.value.toLowerCase()}`, true, item.at);
        else add(item.value, `link:${normaliseLinkTarget(item.value)}`, false);
      }
      if (pieceLinks.length > 0 || findLinks(piece, { anyCase: contactLine }).length > 0) continue;
      const handle = readMarkedHandle(piece, found.length > 0 || afterIcon, targetHandles);
      if (handle) {
        const position = start + Math.max(0, piece.indexOf(handle.value));
        // "Behance | ana85" under "GitHub | ana85": the site's name before the bar tells them apart.
        const site =
          siteBeforePattern.exec(text.slice(0, start))?.[1]?.toLowerCase() ?? handle.site;
        add(handle.value, `handle:${site}:${handle.value.toLowerCase()}`, true, position);
      }
    }
    // "… en mi perfil de GitHub: ana-torres." inside running text.
    for (const match of text.matchAll(labelledHandlePattern)) {
      const value = match[3];
      const site = match[0].split(/\s*[:|]/)[0]?.toLowerCase() ?? '';
      const mark = match[1] ?? match[2] ?? ':';
      const position = match.index + match[0].length - (value?.length ?? 0);
      if (value && isLabelledHandle(value, mark) && !isInsideLink(match.index, found))
        add(value, `handle:${site}:${value.toLowerCase()}`, true, position);
    }
    // A site's name on its own line with the handle under it ("GitHub" / "rosahq85"); a word
    // like a heading ("Skills") under it is not a user name.
    const label = previous?.text.replace(iconCharacterPattern, ' ').trim() ?? '';
    if (siteNameLinePattern.test(label) && lineHandles.size === 0 && found.length === 0) {
      const handle =
        skip === 0 ? readProfileHandle(`${label.replace(/:$/, '')}: ${text.trim()}`) : null;
      if (handle && /^[@/]|^in\/|[\d._-]|^[^A-Z]+$/.test(handle))
        add(handle, `handle:${label.toLowerCase()}:${handle.toLowerCase()}`, true);
    }
    if (lineHandles.size === 0 && found.length === 0 && sources.profileLineIndices.has(index)) {
      const profileHandle =
        findEmails(text).length === 0 && emailHead === text.length ? readProfileHandle(text) : null;
      const marked =
        profileHandle !== null &&
        (sources.profileLineIndices.get(index) === true ||
          isMarkedHandle(text, profileHandle, hyperlinks, line.iconLead === true));
      if (profileHandle && marked) add(profileHandle, `handle:${index}`, true);
    }
  }
  return links;
}

function isInsideLink(position: number, links: readonly TextMatch[]): boolean {
  return links.some((link) => position >= link.index && position < link.index + link.length);
}

/**
 * A handle in one piece of a line: "@ana" alone or after a site's name, "GitHub: ana-torres", or
 * the handle a profile link of the file ends in ("… TU Braunschweig pedro85" beside an icon).
 * Among links ("github.com/x · johndoe") a bare handle is a link too.
 */
function readMarkedHandle(
  piece: string,
  amongLinks: boolean,
  targetHandles: ReadonlySet<string>,
): { value: string; site: string } | null {
  const cleaned = piece.replace(iconCharacterPattern, ' ').trim();
  if (cleaned.length === 0 || findEmails(cleaned).length > 0) return null;
  const atHandle = atHandlePattern.exec(cleaned);
  if (atHandle?.[1]) return { value: atHandle[1], site: '@' };
  // "LinkedIn/ana-torres", "GitHub/ana85": a site's name and a path, shown as the address.
  const sitePath = siteSlashPattern.exec(cleaned);
  if (sitePath?.[1]) return { value: cleaned, site: sitePath[1].toLowerCase() };
  // "/ana-torres" or "in/ana-torres" alone: a path of a profile, shown without its site, perhaps
  // after an icon drawn as one or two letters ("in in/ana-torres").
  const path = /^(?:\S{1,2}\s+)?((?:\/in\/|in\/|\/)[A-Za-z0-9][\w.-]{1,60}[A-Za-z0-9_])$/.exec(
    cleaned,
  );
  if (path?.[1]) return { value: path[1], site: 'path' };
  const handle = readProfileHandle(cleaned);
  const labelled = handle !== null && /\s|:/.test(cleaned);
  if (handle && (amongLinks || labelled)) {
    const site = labelled ? (cleaned.split(/[\s:|/-]/)[0]?.toLowerCase() ?? '') : 'piece';
    return { value: handle, site };
  }
  // The last word of the piece is the end of a profile link of the file.
  const lastWord =
    cleaned
      .split(/\s+/)
      .at(-1)
      ?.replace(/[.,;:]+$/, '') ?? '';
  const bare = lastWord.replace(/^@|^\/(?:in\/)?/, '').toLowerCase();
  if (bare.length >= 3 && targetHandles.has(bare)) return { value: lastWord, site: 'target' };
  return null;
}
