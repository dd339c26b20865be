// Stage 2 of the engine (issue 3): positioned text → CvDocument. Headings split the document
// into sections, each section kind has its reader, and every line ends up in a field or in a
// warning (PRODUCT.md §4: nothing in the source is silently lost).
import type { ExtractedDocument, TextLine } from '../extract/types';
import { measureBodyFontSize } from '../extract/body-font-size';
import {
  cvDocumentVersion,
  type CertificationEntry,
  type CvDocument,
  type CvSection,
  type CvWarning,
  type EducationEntry,
  type ExperienceEntry,
  type LanguageEntry,
  type ProjectEntry,
  type SkillGroup,
} from '../model/cv-document';
import {
  findEmails,
  findEmailsAcrossWrap,
  readLabelledLocation,
  joinWrappedListItems,
  readLabelledName,
  findPhones,
  locationLabelPattern,
  lineOfLocationLabelPattern,
  findLinks,
  looksLikeLocation,
} from './contact';
import {
  findContactFooterIndices,
  dropLeadingMonogram,
  readContactHeader,
  readContactRowLocation,
  splitHonorific,
} from './contact-header';
import { collectLinks, findCopyrightCredits } from './contact-links';
import { assessConfidence } from './assess-confidence';
import { parseEducationEntries } from './education';
import { endsOnJoiningWord } from './entry-fields';
import { listsAcademicActivities, parseExperienceSection } from './experience';
import {
  findLineNumberGutters,
  findPageNumberLines,
  findContactRowsAtFoot,
  findRepeatedPageFooters,
  findRepeatedPageHeaders,
} from './page-headers';
import {
  collapseWhitespace,
  foldText,
  iconCharacterPattern,
  pictogramPattern,
} from '../language/fold-text';
import { detectHeadings, splitSideHeadings } from './headings';
import { joinLabelCells, markEuropassRows } from './form-cells';
import { detectLanguage } from './language-detection';
import {
  parseCertificationEntries,
  parseLanguageEntries,
  readsAsLanguageList,
  parseProjectEntries,
  parseSkillGroups,
} from './lists';
import { segmentSections, type SectionSlice } from './sections';
import { isContactItemLine, readSourceParagraphs } from './source-paragraphs';
import { findTemplatePlaceholders } from './template-placeholders';

/** Sections listing profiles, where a bare word is a handle ("johndoe" under "Perfiles"). */
const profileHeadingPattern =
  /^(?:links|enlaces|perfiles|profiles|redes(?: sociales)?|social|online|contacto|contact)$/;
/** Of those, the ones that list nothing else: elsewhere a handle needs a mark (an icon, an "@"). */
const profilesOnlyHeadingPattern = /^(?:links|enlaces|perfiles|profiles|redes(?: sociales)?)$/;

export const parseWarningCodes = {
  /** A line of the source that no field could take (kept here so nothing is lost). */
  unplacedLine: 'UNPLACED_LINE',
  /** "Curriculum Vitae" written as the document's title. */
  documentTitle: 'DOCUMENT_TITLE',
  /** A template's credit ("© Plantillas – modelos-de-cv.com"), left out of the CV. */
  templateCredit: 'TEMPLATE_CREDIT',
  /** A template's text to replace ("xxxxxxxx", "Lorem ipsum"), left in the CV and reported. */
  templatePlaceholder: 'TEMPLATE_PLACEHOLDER',
  /** A scanned PDF read by OCR (issue 7): the user should check what was read. */
  readByOcr: 'READ_BY_OCR',
  /** A scanned PDF with more pages than OCR reads: the rest was not read. */
  pagesNotReadByOcr: 'PAGES_NOT_READ_BY_OCR',
} as const;

/** What the user is told about a CV read by OCR (issue 7), in front of every other warning. */
function describeOcrReading(document: ExtractedDocument): CvWarning[] {
  if (!document.readByOcr) return [];
  const warnings: CvWarning[] = [
    {
      code: parseWarningCodes.readByOcr,
      message:
        'Leímos tu CV con reconocimiento de texto (OCR) porque es una imagen escaneada. Revisa que tus datos —sobre todo correo, teléfono y fechas— estén correctos.',
      text: null,
    },
  ];
  const pagesRead = document.pagesReadByOcr ?? document.pageCount;
  if (pagesRead < document.pageCount) {
    const unread =
      document.pageCount - pagesRead === 1
        ? `la página ${document.pageCount} no se leyó`
        : `las páginas ${pagesRead + 1} a ${document.pageCount} no se leyeron`;
    warnings.push({
      code: parseWarningCodes.pagesNotReadByOcr,
      message: `Solo leímos las primeras ${pagesRead} páginas de tu CV escaneado: ${unread}. Para que no se pierda nada, sube tu CV en Word o como PDF con texto seleccionable.`,
      text: null,
    });
  }
  return warnings;
}

/** The heading of the section that keeps unplaced lines, in the CV's language. */
export const unplacedSectionHeadings = {
  es: 'Información adicional',
  en: 'Additional information',
} as const;

/**
 * The candidate's name: the displayed one, unless a labelled name is the better reading.
 *
 * @example
 * chooseName({ name: 'Ana Torres', nameIsProminent: true }, 'Ana Lucía Torres Quispe'); // 'Ana Lucía Torres Quispe'
 */
function chooseName(
  header: { readonly name: string | null; readonly nameIsProminent: boolean },
  labelledName: string | null,
): string | null {
  if (labelledName === null) return header.name;
  if (header.name === null) return labelledName;
  const labelledWords = new Set(foldText(labelledName).split(/[\s,]+/));
  const shownWords = foldText(header.name).split(/\s+/);
  const completes = shownWords.every((word) => labelledWords.has(word));
  // The same words in both ("Nombres: Ana Lucía" / "Apellidos: Torres" under "ANA LUCÍA
  // TORRES", or "Apellidos y Nombres: Torres, Ana" under "ANA TORRES" in a plain Word file):
  // the name as the page displays it, in its order.
  const same = completes && labelledWords.size === new Set(shownWords).size;
  if (same) return header.name;
  return !header.nameIsProminent || completes ? labelledName : header.name;
}

/**
 * Sections of running text about work and study (the profile's summary of them too), where a bare
 * domain may name a company ("proyectos para tiendasur.pe").
 */
const entrySectionKinds: ReadonlySet<string> = new Set([
  'summary',
  'experience',
  'volunteering',
  'education',
  'projects',
]);

/** Sections whose phones and e-mails belong to someone else: referees, employers. */
const thirdPartyContactKinds: ReadonlySet<string> = new Set([
  'references',
  'experience',
  'volunteering',
]);

/** "Contacto", "Datos personales": the section that holds the candidate's own contact data. */
function isContactSection(slice: SectionSlice): boolean {
  const key = foldText(slice.heading)
    .replace(/[^a-z ]/g, '')
    .trim();
  return /^(?:contacto|contact|datos (?:personales|de contacto)|informacion (?:personal|de contacto)|personal (?:information|details)|contact information)$/.test(
    key,
  );
}

/**
 * The candidate's city or address in a contact section (side headings, sidebars: "Contact
 * Information" then address lines beside the e-mail and links): the first line that, without
 * its e-mails, links and phones, reads as a location.
 */
function findContactSectionLocation(
  lines: readonly TextLine[],
  slices: readonly SectionSlice[],
): string | null {
  for (const slice of slices) {
    if (!isContactSection(slice)) continue;
    for (const [position, index] of slice.lineIndices.entries()) {
      const text = lines[index]?.text ?? '';
      const matches = [...findEmails(text), ...findLinks(text), ...findPhones(text)];
      const rest = matches
        .reduce((remaining, match) => remaining.replace(match.value, ' '), text)
        .replace(iconCharacterPattern, ' ')
        .replace(pictogramPattern, ' ')
        .replace(/\s+/gu, ' ')
        .trim();
      if (rest.length === 0 || !looksLikeLocation(rest)) continue;
      // An address broken after a joining word or a comma in a narrow column ("Jr. Puno 456 -
      // Cercado de" / "Lima") goes on in the next line of its block.
      const next = lines[slice.lineIndices[position + 1] ?? -1];
      return next && next.block === lines[index]?.block && endsOnJoiningWord(rest)
        ? `${rest} ${next.text.trim()}`
        : rest;
    }
  }
  return null;
}

function isProfileSection(slice: SectionSlice): boolean {
  const key = foldText(slice.heading)
    .replace(/[^a-z ]/g, '')
    .trim();
  return profileHeadingPattern.test(key);
}

function isProfilesOnlySection(slice: SectionSlice): boolean {
  const key = foldText(slice.heading)
    .replace(/[^a-z ]/g, '')
    .trim();
  return profilesOnlyHeadingPattern.test(key);
}

/**
 * A line that opens a typed list's item with a dash against its first word ("-Voluntaria en …"):
 * a new item, never the wrapped rest of the line above (a wrapped line starts with no dash).
 */
const typedDashItemPattern = /^[-–—]\p{Lu}\p{Ll}/u;

/** Joins a section's lines into paragraphs: lines of one block with a space, blocks apart. */
function joinParagraphs(lines: readonly TextLine[]): string[] {
  const paragraphs: string[] = [];
  lines.forEach((line, index) => {
    const previous = lines[index - 1];
    const text = line.text.replace(iconCharacterPattern, '').trim();
    if (text.length === 0) return;
    if (
      previous &&
      previous.block === line.block &&
      paragraphs.length > 0 &&
      !isContactItemLine(text) &&
      !typedDashItemPattern.test(text)
    ) {
      const last = paragraphs.pop() ?? '';
      paragraphs.push(last.endsWith('-') ? `${last}${text}` : `${last} ${text}`);
    } else {
      paragraphs.push(text);
    }
  });
  return paragraphs;
}

/**
 * Parses the text extract produced into the structured CV.
 *
 * @example
 * const cv = parseCv(await extractDocument(bytes));
 * cv.contact.email; // 'ana.torres@gmail.com'
 * cv.sections.map((section) => section.heading); // ['PERFIL', 'EXPERIENCIA LABORAL', ...]
 */
export function parseCv(document: ExtractedDocument): CvDocument {
  return assessConfidence(readCv(document), document);
}

/**
 * A line of dashes, underscores or box-drawing strokes only ("–––", "_____"): a rule or a rating
 * bar drawn with characters. It says nothing in words, and printed on its own in the output it
 * reads as debris. One character alone may be a list marker split from its item: kept, but for
 * the Hangul "ㅡ" stroke Google Docs templates draw over each heading, which marks no item.
 */
const ruleLinePattern = /^\s*(?:(?:[-‐‑‒–—―_=~─━═ㅡ]\s*){2,}|ㅡ\s*)$/u;

/** Each credit's text, its wrapped lines joined (they follow one another in reading order). */
function joinCreditLines(lines: readonly TextLine[], credits: ReadonlySet<number>): string[] {
  const texts: string[] = [];
  let previous = -2;
  for (const index of [...credits].sort((left, right) => left - right)) {
    const text = collapseWhitespace(lines[index]?.text ?? '');
    if (index === previous + 1 && texts.length > 0) texts[texts.length - 1] += ` ${text}`;
    else texts.push(text);
    previous = index;
  }
  return texts;
}

/** The CvDocument as read, before its readings are judged. */
function readCv(document: ExtractedDocument): CvDocument {
  const textLines = document.lines.filter(
    (line) => line.text.trim().length > 0 && !ruleLinePattern.test(line.text),
  );
  // A running page header's later copies repeat its first one, which is read with the header:
  // they are placed there, not in the section that ends the previous page.
  const repeatedPageHeaders = findRepeatedPageHeaders(textLines);
  const repeatedPageFooters = findRepeatedPageFooters(textLines);
  for (const index of findContactRowsAtFoot(textLines)) {
    if (!repeatedPageFooters.copies.has(index)) repeatedPageFooters.firsts.add(index);
  }
  const pageNumbers = findPageNumberLines(textLines);
  const lineNumbers = findLineNumberGutters(textLines);
  const kept = textLines.filter(
    (_, index) =>
      !repeatedPageHeaders.has(index) &&
      !repeatedPageFooters.copies.has(index) &&
      !repeatedPageFooters.firsts.has(index) &&
      !pageNumbers.has(index) &&
      !lineNumbers.has(index),
  );
  // A running footer's first copy is read once, after the text, as a Word footer is.
  const footer = textLines
    .filter(
      (_, index) =>
        repeatedPageFooters.firsts.has(index) && !pageNumbers.has(index) && !lineNumbers.has(index),
    )
    .map((line) => ({ ...line, source: 'footer' as const }));
  // A template's credit is the designer's, not the candidate's: left out, and the user told.
  const read = [...kept, ...footer];
  const credits = findCopyrightCredits(read);
  const creditTexts = joinCreditLines(read, credits);
  const lines = splitSideHeadings(
    markEuropassRows(joinLabelCells(read.filter((_, index) => !credits.has(index)))),
  );
  const headings = detectHeadings(lines);
  // OCR writes every bullet it reads as "•", whatever the page drew there.
  const segmentation = segmentSections(lines, headings, { typedMarkers: !document.readByOcr });
  // The name may stand outside the header (a text box or table cell read after a sidebar's
  // sections): the first page's section lines are looked at too, never a referee's. A sidebar's
  // last section runs on into the main column's first lines: those are no referee's.
  const firstPageSectionIndices = segmentation.sections
    .flatMap((slice) =>
      slice.kind === 'references'
        ? slice.lineIndices.filter(
            (index) => lines[index]?.column !== lines[slice.headingIndex]?.column,
          )
        : slice.lineIndices,
    )
    .filter((index) => lines[index]?.page === 1)
    .sort((left, right) => left - right);
  const header = readContactHeader(
    lines,
    segmentation.preambleIndices,
    firstPageSectionIndices,
    document.hyperlinks,
  );

  // The rest of a name a text box cut in two: the name, not a line of the section it fell in.
  const nameLinesAfterHeader = new Set(header.nameLinesAfterHeader);
  const sections: CvSection[] = [];
  const summaries: string[] = [...header.paragraphs];
  const experience: ExperienceEntry[] = [];
  const education: EducationEntry[] = [];
  const skills: SkillGroup[] = [];
  const languages: LanguageEntry[] = [];
  const certifications: CertificationEntry[] = [];
  const projects: ProjectEntry[] = [];
  /** Lines of profile sections; true where a bare word needs no mark to be a handle. */
  const profileLineIndices = new Map<number, boolean>();
  /** Lines a section keeps as written (its text is printed as it is). */
  const keptAsWrittenIndices = new Set<number>();

  segmentation.sections.forEach((slice, position) => {
    const id = `section-${position + 1}`;
    const sectionLines = slice.lineIndices
      .filter((index) => !nameLinesAfterHeader.has(index))
      .map((index) => lines[index])
      .filter((line): line is TextLine => line !== undefined);
    let sectionText: string[] = [];
    let kind = isLanguageList(slice.kind, sectionLines) ? 'languages' : slice.kind;
    const work =
      kind === 'experience' || kind === 'volunteering'
        ? parseExperienceSection(sectionLines, id, readRightEdge(lines, sectionLines))
        : null;
    if (work && listsAcademicActivities(slice.heading, work.entries)) kind = 'other';
    switch (kind) {
      case 'summary':
        summaries.push(...joinParagraphs(sectionLines));
        break;
      case 'experience':
      case 'volunteering':
        experience.push(...(work?.entries ?? []));
        sectionText = work?.notes ?? [];
        break;
      case 'education': {
        const parsed = parseEducationEntries(sectionLines, id);
        education.push(...parsed.education);
        certifications.push(...parsed.certifications);
        break;
      }
      case 'skills':
        skills.push(...parseSkillGroups(sectionLines, id));
        break;
      case 'languages': {
        const parsed = parseLanguageEntries(sectionLines, id);
        languages.push(...parsed.entries);
        sectionText = parsed.rest;
        break;
      }
      case 'certifications':
        certifications.push(...parseCertificationEntries(sectionLines, id));
        break;
      case 'projects':
        projects.push(...parseProjectEntries(sectionLines, id));
        break;
      default:
        sectionText = joinParagraphs(sectionLines);
        slice.lineIndices.forEach((index) => keptAsWrittenIndices.add(index));
        if (isProfileSection(slice))
          slice.lineIndices.forEach((index) =>
            profileLineIndices.set(index, isProfilesOnlySection(slice)),
          );
    }
    sections.push({
      id,
      kind,
      heading: slice.heading,
      lines: sectionText,
      source: readSourceParagraphs(sectionLines),
    });
  });

  // Contact data outside the header (some CVs put it in a "Datos personales" section), but never
  // a referee's phone or e-mail, nor an employer's: a contact or personal-data section first,
  // then the other sections, never references or work entries.
  const contactLines = segmentation.sections
    .filter((slice) => slice.kind !== 'references')
    .flatMap((slice) => slice.lineIndices.map((index) => lines[index]?.text ?? ''));
  const rankedContactSlices = segmentation.sections
    .filter((slice) => !thirdPartyContactKinds.has(slice.kind))
    .map((slice, order) => ({ slice, order, rank: isContactSection(slice) ? 0 : 1 }))
    .sort((left, right) => left.rank - right.rank || left.order - right.order);
  // A page's footer row of contact data is the candidate's, whatever section it falls in.
  const contactFooterIndices = findContactFooterIndices(lines);
  const rankedContactIndices = [
    ...new Set([
      ...rankedContactSlices
        .filter(({ rank }) => rank === 0)
        .flatMap(({ slice }) => slice.lineIndices),
      ...contactFooterIndices,
      ...rankedContactSlices.flatMap(({ slice }) => slice.lineIndices),
    ]),
  ];
  // The first line of the ranked sections that holds an e-mail, where the header found none.
  const emailIndex =
    header.email === null
      ? rankedContactIndices.find((index) => findEmailsAcrossWrap(lines, index).length > 0)
      : undefined;
  const email =
    header.email ??
    (emailIndex === undefined ? null : (findEmailsAcrossWrap(lines, emailIndex)[0]?.value ?? null));
  const phone =
    header.phone ??
    rankedContactIndices.flatMap((index) =>
      findPhones(lines[index]?.text ?? '', lines[index - 1]?.text ?? ''),
    )[0]?.value ??
    header.unlabelledNumber;
  // "Dirección: Mz. B Lt. 14, Villa El Salvador" under "Datos personales".
  // …or a form's label cell over its value cell ("DOMICILIO ACTUAL (Av./Jr., distrito)" /
  // "Jr. Palma 312, Santa Ana – Cusco").
  const labelledLocation =
    contactLines
      .flatMap((text, position) => {
        // "Dirección:" alone has its value on the next line (below); a value that ends on a
        // comma or a dash goes on on the next line ("Calle Los Claveles 214," / "Cerro Colorado
        // – Arequipa"), as the person pressed Enter.
        if (!locationLabelPattern.test(text) || readLabelledLocation(text) === '') return [];
        const next = contactLines[position + 1]?.trim() ?? '';
        const wrapped = endsOnJoiningWord(text) && looksLikeLocation(next) ? ` ${next}` : '';
        return [`${text.trim()}${wrapped}`];
      })
      .at(0) ??
    contactLines
      .flatMap((text, position) => {
        const value = contactLines[position + 1]?.trim() ?? '';
        if (!lineOfLocationLabelPattern.test(text.trim()) || !looksLikeLocation(value)) return [];
        // An address wrapped after a comma goes on in the next cell line ("Lt. 12," / "Trujillo").
        const wrapped = endsOnJoiningWord(value)
          ? ` ${contactLines[position + 2]?.trim() ?? ''}`
          : '';
        return [`${text.trim()}: ${value}${wrapped}`.trim()];
      })
      .at(0);
  const sectionLocation = findContactSectionLocation(lines, segmentation.sections);
  const footerLocation =
    contactFooterIndices
      .map((index) => readContactRowLocation(lines[index]?.text ?? ''))
      .find((place) => place !== null) ?? null;
  // A contact block inside a section ("About": city, e-mail, phone, a line each): the place
  // set in the block of the e-mail found there is where the candidate lives.
  const emailLine = emailIndex === undefined ? undefined : lines[emailIndex];
  const blockLocation =
    emailLine === undefined
      ? null
      : (lines
          .find(
            (other) =>
              other.block === emailLine.block &&
              other.page === emailLine.page &&
              other.column === emailLine.column &&
              other.text.split(/\s+/u).length <= 6 &&
              findEmails(other.text).length + findPhones(other.text).length === 0 &&
              looksLikeLocation(other.text),
          )
          ?.text.trim() ?? null);
  const location =
    header.location ??
    (labelledLocation ? readLabelledLocation(labelledLocation) : null) ??
    (sectionLocation === null ? null : readLabelledLocation(sectionLocation) || sectionLocation) ??
    footerLocation ??
    blockLocation;

  // "Nombre completo: Ana Torres Quispe" (Europass, forms, "Datos personales"): a labelled name
  // is an anchor. It wins over a name-shaped line set no larger than the body text (a form's
  // page header, an institution's line) and over a displayed name it completes.
  // A list item's value wrapped in a narrow cell ("• Nombre completo: Ana" / "Torres") reads whole.
  const labelledName = readLabelledName([
    ...joinWrappedListItems(lines, segmentation.preambleIndices),
    ...contactLines,
  ]);
  const chosen = chooseName(header, labelledName);
  const chosenName = chosen === null ? null : dropLeadingMonogram(chosen);
  const { honorific, name } =
    chosenName === null ? { honorific: null, name: null } : splitHonorific(chosenName);

  const handleLines = new Map(header.handles.map((handle) => [handle.lineIndex, handle.value]));
  // A contact section's lines are read by the header too; a piece the header could not place,
  // or took for the headline, is already printed with its section: placing it again would print
  // it twice.
  const keptAsWrittenTexts = [...keptAsWrittenIndices].map((index) =>
    foldText(lines[index]?.text ?? ''),
  );
  const isKeptAsWritten = (piece: string) =>
    keptAsWrittenTexts.some((text) => text.includes(foldText(piece)));
  const unplaced = header.unplaced.filter((piece) => !isKeptAsWritten(piece));
  const headline =
    header.headline !== null && isKeptAsWritten(header.headline) ? null : header.headline;
  const warnings: CvWarning[] = [
    ...describeOcrReading(document),
    ...header.documentTitles.map((text) => ({
      code: parseWarningCodes.documentTitle,
      message:
        'El título «Curriculum Vitae» no aporta información; tu nombre basta como encabezado.',
      text,
    })),
    ...creditTexts.map((text) => ({
      code: parseWarningCodes.templateCredit,
      message:
        'Quitamos el crédito de la plantilla: no es parte de tu CV y un ATS lo leería como tuyo.',
      text,
    })),
    ...findTemplatePlaceholders(lines.map((line) => line.text)).map((text) => ({
      code: parseWarningCodes.templatePlaceholder,
      message:
        'Esta línea parece texto de la plantilla sin completar: complétala o bórrala antes de enviar tu CV.',
      text,
    })),
    ...unplaced.map((text) => ({
      code: parseWarningCodes.unplacedLine,
      message: 'No pudimos ubicar este texto en ninguna sección del CV; revísalo.',
      text,
    })),
  ];

  const language = detectLanguage(lines.map((line) => line.text).join(' '));
  // Nothing is silently lost (issue 3): what could not be placed is kept in an "other" section at
  // the end (so the optimised CV still shows it) and reported as a warning to check.
  if (unplaced.length > 0) {
    sections.push({
      id: `section-${sections.length + 1}`,
      kind: 'other',
      heading: unplacedSectionHeadings[language],
      lines: [...unplaced],
      source: unplaced.map((text) => ({ text, bullet: false })),
    });
  }

  const bodySize = measureBodyFontSize(document);
  return {
    version: cvDocumentVersion,
    language,
    contact: {
      name,
      ...(honorific === null ? {} : { honorific }),
      headline,
      email,
      phone,
      location,
      links: collectLinks({
        lines,
        preambleIndices: segmentation.preambleIndices,
        handleLines,
        profileLineIndices,
        entryLineIndices: new Set(
          segmentation.sections
            .filter((slice) => entrySectionKinds.has(slice.kind))
            .flatMap((slice) => slice.lineIndices),
        ),
        hyperlinks: document.hyperlinks,
      }),
    },
    // A blank line between the profile's paragraphs, as the page showed them: the output prints
    // each apart instead of one block of text (cv-layout splits the summary at blank lines).
    summary: summaries.length > 0 ? summaries.join('\n\n') : null,
    sections,
    experience,
    education,
    skills,
    languages,
    certifications,
    projects,
    warnings,
    ...(document.pageCount >= 1 ? { sourcePages: document.pageCount } : {}),
    ...(bodySize === null ? {} : { sourceBodySize: bodySize }),
  };
}

/** Where the text of the section's column ends on the right, over the whole document. */
function readRightEdge(
  lines: readonly TextLine[],
  sectionLines: readonly TextLine[],
): number | undefined {
  const columns = new Set(sectionLines.map((line) => line.column));
  const measured = lines.filter((line) => columns.has(line.column) && line.width > 0);
  return measured.length > 0 ? Math.max(...measured.map((line) => line.x + line.width)) : undefined;
}

/**
 * A skills heading over nothing but spoken languages and their levels ("Lenguajes": "Español:
 * Nativo", "Inglés: Avanzado") heads the candidate's languages.
 */
function isLanguageList(kind: SectionSlice['kind'], sectionLines: readonly TextLine[]): boolean {
  return kind === 'skills' && readsAsLanguageList(sectionLines);
}
