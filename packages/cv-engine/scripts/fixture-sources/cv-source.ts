// The data a fictional fixture CV is made from, and the label derived from the same data, so a
// document and its label cannot drift apart (label conventions: shared/corpus/README.md).

/** One employer, position or school block. */
export type CvEntry = {
  readonly title: string;
  readonly organisation: string;
  readonly place?: string;
  readonly dates: string;
  readonly bullets?: readonly string[];
  /** Set to false for a block the label must not count (a diplomado or a course inside Educación). */
  readonly counts?: boolean;
};

/** A personal-data line such as ["DNI", "45871236"], shown as "DNI: 45871236". */
export type PersonalField = readonly [label: string, value: string];

export type CvSection =
  | {
      readonly heading: string;
      /** "experience" and "education" entries are counted; "entries" (projects) are not. */
      readonly kind: 'experience' | 'education' | 'entries';
      readonly entries: readonly CvEntry[];
      readonly side?: boolean;
    }
  | {
      readonly heading: string;
      readonly kind: 'text';
      readonly paragraphs?: readonly string[];
      readonly bullets?: readonly string[];
      readonly side?: boolean;
    }
  | {
      /** The Peruvian "DATOS PERSONALES" block: the contact data shown as labelled lines. */
      readonly heading: string;
      readonly kind: 'personal';
      readonly before?: readonly PersonalField[];
      /**
       * Field names other than the defaults, e.g. Europass "Dirección(es)". With `name` set, the
       * name is shown only as the first field of this block (no title above it).
       */
      readonly fieldNames?: {
        readonly name?: string;
        readonly location?: string;
        readonly phone?: string;
        readonly email?: string;
      };
      readonly after?: readonly PersonalField[];
      readonly side?: boolean;
    };

export const TEMPLATE = {
  /** Word, one column (docx package). */
  docxClassic: 'docx-classic',
  /** Word, name above a one-row two-cell table: sidebar cell + main cell. */
  docxTableSidebar: 'docx-table-sidebar',
  /** Word, one table row per section: heading cell on the left, content cell on the right. */
  docxTableRows: 'docx-table-rows',
  /** Word, header (and optionally the sidebar) in floating VML text boxes. */
  docxTextbox: 'docx-textbox',
  /** HTML styled like a Google Docs template, printed by Chromium. */
  htmlGoogleDocs: 'html-google-docs',
  /** HTML/CSS design with a coloured sidebar, printed by Chromium. */
  htmlSidebar: 'html-sidebar',
  /** HTML/CSS design with a full-width coloured header band, printed by Chromium. */
  htmlBand: 'html-band',
  /** HTML/CSS: three-part header (name and headline left, optional photo box, contact right). */
  htmlHeaderRight: 'html-header-right',
  /** Word table from a template: full-width shaded heading rows, one row per entry (dates cell left). */
  docxTableGrid: 'docx-table-grid',
  /** LaTeX article typeset by pdflatex. */
  latexArticle: 'latex-article',
  /**
   * Word, the way many Peruvians type a CV themselves: a "HOJA DE VIDA" title, a "DATOS
   * PERSONALES" block of "Label<tab>: value" lines, headings boxed in shaded cells, underlined
   * after a tab or typed with spaced letters, labelled entry lines ("Cargo:", "Periodo:").
   */
  docxPeruForm: 'docx-peru-form',
} as const;
export type Template = (typeof TEMPLATE)[keyof typeof TEMPLATE];

/** How the generator turns the template's output into the delivered file. */
export const DELIVERY = {
  docx: 'docx',
  /** DOCX made by the docx package, exported to PDF by LibreOffice (a "PDF from Word"). */
  docxToPdf: 'docx-to-pdf',
  /** DOCX made by the docx package, saved as Word 97-2003 .doc by LibreOffice. */
  docxToDoc: 'docx-to-doc',
  htmlToPdf: 'html-to-pdf',
  latexToPdf: 'latex-to-pdf',
} as const;
export type Delivery = (typeof DELIVERY)[keyof typeof DELIVERY];

export type HeadingStyle = {
  /** Headings shown in capitals through styling only (CSS text-transform or Word's "caps"). */
  readonly capsByStyle?: boolean;
  readonly colour?: string;
  readonly rule?: boolean;
  /** Headings letter-spaced by CSS; the label leaves the spacing out (corpus README). */
  readonly letterSpaced?: boolean;
  /** Canva-like: the heading's text sits on a coloured band (HTML templates). */
  readonly band?: boolean;
  /** LaTeX \section numbering ("1 Experiencia"); the label leaves the number out. */
  readonly numbered?: boolean;
  /**
   * docx-peru-form: the heading in a shaded one-cell table, underlined after a tab, or typed with
   * a space between letters ("E X P E R I E N C I A"; the label leaves the spacing out).
   */
  readonly box?: 'shaded-cell' | 'tab-underline' | 'spaced-letters';
};

export type CvSource = {
  readonly id: string;
  readonly language: 'es' | 'en';
  readonly template: Template;
  readonly delivery: Delivery;
  readonly layout: 'one-column' | 'two-column';
  readonly notes: string;
  /** The name exactly as displayed. */
  readonly name: string;
  readonly headline?: string;
  readonly email: string;
  /** Every phone shown, in order; the label takes the first. */
  readonly phones: readonly string[];
  /** The candidate's own address or city as displayed, or null when the CV gives none. */
  readonly location: string | null;
  /** Links shown with the contact data, exactly as displayed. */
  readonly links: readonly string[];
  readonly sections: readonly CvSection[];
  readonly headingStyle?: HeadingStyle;
  /** Where the contact data sits: the header (default) or the top of the sidebar. */
  readonly contactInSidebar?: boolean;
  /**
   * A heading shown above the contact data in the sidebar ("Contacto"): a section of the sidebar,
   * labelled first among the sidebar's headings.
   */
  readonly contactHeading?: string;
  /** Canva-like: a small drawn icon (no text) before each contact item and heading (HTML). */
  readonly icons?: boolean;
  /**
   * Word layout table: right tab stops at the main cell's text edge, as a template sets them (the
   * older fixtures set them past it, into the cell padding).
   */
  readonly tabsInsideCell?: boolean;
  /** Sidebar side for two-column templates (default left). */
  readonly sidebarRight?: boolean;
  readonly accent?: string;
  /** Font family the document asks for. */
  readonly font?: string;
  /** Body font size in points (Word templates; default 10.5). */
  readonly fontSize?: number;
  /** How an entry is laid out: title and dates then organisation, organisation and dates then title, or dates first. */
  readonly entryStyle?:
    | 'title-first'
    | 'organisation-first'
    | 'dates-first'
    | 'dates-column'
    /** docx-peru-form: the employer in bold capitals, then "Cargo: …", "Periodo: …", "Funciones:". */
    | 'labelled'
    /** docx-peru-form: "2015 – 2020<tab>ORGANISATION" in bold, the title on the next line. */
    | 'dates-tab'
    /** Word: one line "Title<tab>Organisation<tab>dates" set out by tab stops. */
    | 'tab-row'
    /** Title, then employer and place, then the dates on their own line (many Word templates). */
    | 'dates-below';
  /**
   * docx-peru-form: how Educación is laid out when not like the experience: a table with the
   * columns "Centro de estudios | Grado / Especialidad | Año", or dates, a tab and the school.
   */
  readonly educationStyle?: 'table' | 'dates-tab';
  /** docx-peru-form: the title typed above the name ("HOJA DE VIDA"); not a section. */
  readonly documentTitle?: string;
  /** Personal-data lines typed "DNI<tab>: 45871236" (the colon after the tab stop). */
  readonly personalTabColon?: boolean;
  /**
   * Words shown before contact items instead of the defaults, punctuation included
   * ("Cel.:", "WhatsApp:"); one per phone. Implies labelled contact items.
   */
  readonly contactWords?: {
    readonly location?: string;
    readonly phones?: readonly string[];
    readonly email?: string;
  };
  /**
   * The label lists every counted entry's fields (title, organisation, dates), as the real
   * corpus's labels do, so the eval scores how the entries are read, not only their number.
   */
  readonly labelEntries?: boolean;
  /** Word: the name and contact repeated in the page header of every page. */
  readonly pageHeader?: boolean;
  /** HTML: an empty photo placeholder box in the header. */
  readonly photoBox?: boolean;
  /** Contact items prefixed with words such as "Celular:" and "Correo:". */
  readonly contactLabels?: boolean;
};

/**
 * Returns the contact items of the header in display order (links last).
 *
 * @example
 * listContactItems(cvSource); // ['Miraflores, Lima', '+51 987 654 321', 'ana@correo.pe']
 */
export function listContactItems(cv: CvSource): string[] {
  const spanish = cv.language === 'es';
  const words = cv.contactWords;
  const labelled = (word: string, value: string, custom: string | undefined) => {
    if (words !== undefined) return custom === undefined ? value : `${custom} ${value}`;
    return cv.contactLabels === true ? `${word}: ${value}` : value;
  };
  const items: string[] = [];
  if (cv.location !== null)
    items.push(labelled(spanish ? 'Dirección' : 'Address', cv.location, words?.location));
  cv.phones.forEach((phone, index) => {
    const word = index === 0 ? (spanish ? 'Celular' : 'Mobile') : spanish ? 'Teléfono' : 'Phone';
    items.push(labelled(word, phone, words?.phones?.[index]));
  });
  items.push(labelled(spanish ? 'Correo' : 'Email', cv.email, words?.email));
  items.push(...cv.links);
  return items;
}

export type CvLabel = {
  readonly name: string;
  readonly email: string;
  readonly phone: string;
  readonly location: string | null;
  readonly links: readonly string[];
  readonly sections: readonly string[];
  readonly experience?: readonly {
    readonly title: string;
    readonly organisation: string;
    readonly dates: string;
  }[];
  readonly education?: readonly {
    readonly degree: string;
    readonly institution: string;
    readonly dates: string;
  }[];
  readonly experience_count: number;
  readonly education_count: number;
  readonly language: 'es' | 'en';
};

/** Links inside running text are written "[[github.com/x]]": shown without the brackets, labelled. */
const LINK_MARK = /\[\[(.+?)\]\]/g;

/**
 * Returns the text as displayed, without the link marks.
 *
 * @example
 * showText('Código: [[github.com/ana/app]]'); // 'Código: github.com/ana/app'
 */
export function showText(text: string): string {
  return text.replace(LINK_MARK, '$1');
}

function findMarkedLinks(text: string): string[] {
  return [...text.matchAll(LINK_MARK)].map((match) => match[1] ?? '');
}

/**
 * Returns a heading as displayed by the template: in capitals when the style capitalises it.
 *
 * @example
 * showHeading({ capsByStyle: true }, 'Experiencia'); // 'EXPERIENCIA'
 */
export function showHeading(style: HeadingStyle | undefined, heading: string): string {
  return style?.capsByStyle === true ? heading.toLocaleUpperCase('es') : heading;
}

/** The personal-data lines of a "Datos Personales" block, contact data included. */
export function listPersonalFields(cv: CvSource, section: CvSection): PersonalField[] {
  if (section.kind !== 'personal') return [];
  const spanish = cv.language === 'es';
  const names = section.fieldNames ?? {};
  const fields: PersonalField[] = [];
  if (names.name !== undefined) fields.push([names.name, cv.name]);
  fields.push(...(section.before ?? []));
  if (cv.location !== null)
    fields.push([names.location ?? (spanish ? 'Dirección' : 'Address'), cv.location]);
  const several = cv.phones.length > 1;
  fields.push([
    names.phone ?? (spanish ? (several ? 'Teléfonos' : 'Celular') : several ? 'Phones' : 'Phone'),
    cv.phones.join(' / '),
  ]);
  fields.push([names.email ?? (spanish ? 'Correo' : 'E-mail'), cv.email]);
  for (const link of cv.links) fields.push([nameLinkSite(link), link]);
  fields.push(...(section.after ?? []));
  return fields;
}

function nameLinkSite(link: string): string {
  if (link.includes('linkedin')) return 'LinkedIn';
  if (link.includes('github')) return 'GitHub';
  return 'Web';
}

/**
 * True when the name is shown only inside the personal-data block (Europass style), so the
 * templates leave out the name title.
 *
 * @example
 * isNameOnlyInPersonalBlock(europassCv); // true
 */
export function isNameOnlyInPersonalBlock(cv: CvSource): boolean {
  return cv.sections.some(
    (section) => section.kind === 'personal' && section.fieldNames?.name !== undefined,
  );
}

/** Sections in reading order: sidebar first when it sits on the left (corpus README). */
export function orderSectionsForReading(cv: CvSource): CvSection[] {
  const side = cv.sections.filter((section) => section.side === true);
  const main = cv.sections.filter((section) => section.side !== true);
  if (cv.layout === 'one-column') return [...cv.sections];
  return cv.sidebarRight === true ? [...main, ...side] : [...side, ...main];
}

/** The headings in reading order, the sidebar's contact heading first among the sidebar's. */
function listShownHeadings(cv: CvSource, ordered: readonly CvSection[]): string[] {
  const headings = ordered.map((section) => showHeading(cv.headingStyle, section.heading));
  if (cv.contactHeading === undefined || cv.contactInSidebar !== true) return headings;
  const contact = showHeading(cv.headingStyle, cv.contactHeading);
  const sideCount = ordered.filter((section) => section.side === true).length;
  const sideStart = cv.sidebarRight === true ? headings.length - sideCount : 0;
  return [...headings.slice(0, sideStart), contact, ...headings.slice(sideStart)];
}

function collectSectionTexts(section: CvSection): string[] {
  switch (section.kind) {
    case 'text':
      return [...(section.paragraphs ?? []), ...(section.bullets ?? [])];
    case 'personal':
      return [];
    default:
      return section.entries.flatMap((entry) => [
        entry.title,
        entry.organisation,
        entry.place ?? '',
        ...(entry.bullets ?? []),
      ]);
  }
}

function listCountedEntries(cv: CvSource, kind: 'experience' | 'education'): CvEntry[] {
  return orderSectionsForReading(cv)
    .flatMap((section) => (section.kind === kind ? section.entries : []))
    .filter((entry) => entry.counts !== false);
}

function countEntries(cv: CvSource, kind: 'experience' | 'education'): number {
  return listCountedEntries(cv, kind).length;
}

/** The entries' fields as displayed, for sources that label them (labelEntries). */
function labelEntryFields(cv: CvSource): Pick<CvLabel, 'experience' | 'education'> {
  if (cv.labelEntries !== true) return {};
  return {
    experience: listCountedEntries(cv, 'experience').map((entry) => ({
      title: entry.title,
      organisation: entry.organisation,
      dates: entry.dates,
    })),
    education: listCountedEntries(cv, 'education').map((entry) => ({
      degree: entry.title,
      institution: entry.organisation,
      dates: entry.dates,
    })),
  };
}

/**
 * Builds the ground-truth label from the same data the document is made from.
 *
 * @example
 * const label = buildLabel(cvSource);
 * label.sections; // headings as displayed, in reading order
 */
export function buildLabel(cv: CvSource): CvLabel {
  const ordered = orderSectionsForReading(cv);
  // Contact links come first: they sit in the header band, at the top of a left sidebar, or in
  // the "Datos Personales" block, which is the first section (checked by checkReadingOrder).
  const links = [
    ...cv.links,
    ...ordered.flatMap((section) => collectSectionTexts(section).flatMap(findMarkedLinks)),
  ];
  return {
    name: cv.name,
    email: cv.email,
    phone: cv.phones[0] ?? '',
    location: cv.location,
    links,
    sections: listShownHeadings(cv, ordered),
    ...labelEntryFields(cv),
    experience_count: countEntries(cv, 'experience'),
    education_count: countEntries(cv, 'education'),
    language: cv.language,
  };
}

/**
 * Throws when a source breaks an assumption buildLabel relies on, so a label is never wrong.
 *
 * @example
 * checkReadingOrder(cvSource); // throws for contact data in a right-hand sidebar
 */
export function checkReadingOrder(cv: CvSource): void {
  const ordered = orderSectionsForReading(cv);
  const personalIndex = ordered.findIndex((section) => section.kind === 'personal');
  if (personalIndex > 0) throw new Error(`${cv.id}: "Datos Personales" must be read first`);
  // Contact links are labelled first; with the contact in a right-hand sidebar that holds only
  // when the main column (read first) shows no links of its own.
  const mainHasLinks = cv.sections
    .filter((section) => section.side !== true)
    .some((section) =>
      collectSectionTexts(section).some((text) => findMarkedLinks(text).length > 0),
    );
  if (cv.contactInSidebar === true && cv.sidebarRight === true && mainHasLinks) {
    throw new Error(
      `${cv.id}: contact data in a right-hand sidebar after links in the main column`,
    );
  }
  if (cv.contactInSidebar === true && cv.layout !== 'two-column') {
    throw new Error(`${cv.id}: contact data in a sidebar needs a two-column layout`);
  }
  if (cv.phones.length === 0) throw new Error(`${cv.id}: a phone is required`);
}
