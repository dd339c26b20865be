// HTML/CSS for the fixtures Chromium prints to PDF: a Google-Docs-like document and designed
// templates with a coloured sidebar or header band (the kind made with Canva-style builders).
import {
  TEMPLATE,
  listContactItems,
  listPersonalFields,
  type CvEntry,
  type CvSection,
  type CvSource,
} from './cv-source';

function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

function writeText(text: string): string {
  // Marked links become real anchors whose visible text is exactly the marked text.
  return escapeHtml(text).replace(/\[\[(.+?)\]\]/g, (_match, link: string) => {
    const target = link.startsWith('http') ? link : `https://${link}`;
    return `<a href="${target}">${link}</a>`;
  });
}

function writeContactItem(item: string, links: readonly string[]): string {
  if (!links.includes(item)) return escapeHtml(item);
  const target = item.startsWith('http') ? item : `https://${item}`;
  return `<a href="${escapeHtml(target)}">${escapeHtml(item)}</a>`;
}

function writeEntry(cv: CvSource, entry: CvEntry): string {
  const place = entry.place === undefined ? '' : `, ${escapeHtml(entry.place)}`;
  const bullets = (entry.bullets ?? []).map((bullet) => `<li>${writeText(bullet)}</li>`).join('');
  const list = bullets === '' ? '' : `<ul>${bullets}</ul>`;
  switch (cv.entryStyle ?? 'title-first') {
    case 'organisation-first':
      return `<div class="entry"><div class="row"><b>${escapeHtml(entry.organisation)}${place}</b><span class="dates">${escapeHtml(entry.dates)}</span></div><div class="role">${escapeHtml(entry.title)}</div>${list}</div>`;
    case 'dates-column':
      // Dates in a narrow left column beside the position ("2019 – 2021 | Cargo").
      return `<div class="entry dated"><div class="date-cell">${escapeHtml(entry.dates)}</div><div><b>${escapeHtml(entry.title)}</b><div>${escapeHtml(entry.organisation)}${place}</div>${list}</div></div>`;
    case 'dates-below':
      return `<div class="entry"><div><b>${escapeHtml(entry.title)}</b></div><div>${escapeHtml(entry.organisation)}${place}</div><div class="dates-own">${escapeHtml(entry.dates)}</div>${list}</div>`;
    case 'dates-first':
      return `<div class="entry"><div class="dates-line">${escapeHtml(entry.dates)}</div><div><b>${escapeHtml(entry.title)}</b> · ${escapeHtml(entry.organisation)}${place}</div>${list}</div>`;
    default:
      return `<div class="entry"><div class="row"><span><b>${escapeHtml(entry.title)}</b> – ${escapeHtml(entry.organisation)}${place}</span><span class="dates">${escapeHtml(entry.dates)}</span></div>${list}</div>`;
  }
}

/** A small drawn icon (Canva-like designs): an SVG shape, so it adds no text to the page. */
const ICON =
  '<svg class="icon" width="9" height="9" viewBox="0 0 10 10"><circle cx="5" cy="5" r="4.5" fill="currentColor"/></svg>';

function writeHeading(cv: CvSource, heading: string): string {
  const icon = cv.icons === true ? ICON : '';
  return `<h2>${icon}${escapeHtml(heading)}</h2>`;
}

function writeSection(cv: CvSource, section: CvSection): string {
  const heading = writeHeading(cv, section.heading);
  switch (section.kind) {
    case 'text': {
      const paragraphs = (section.paragraphs ?? [])
        .map((text) => `<p>${writeText(text)}</p>`)
        .join('');
      const bullets = (section.bullets ?? []).map((text) => `<li>${writeText(text)}</li>`).join('');
      return `<section>${heading}${paragraphs}${bullets === '' ? '' : `<ul>${bullets}</ul>`}</section>`;
    }
    case 'personal': {
      const rows = listPersonalFields(cv, section)
        .map(
          ([label, value]) =>
            `<p><b>${escapeHtml(label)}:</b> ${writeContactItem(value, cv.links)}</p>`,
        )
        .join('');
      return `<section>${heading}${rows}</section>`;
    }
    default:
      return `<section>${heading}${section.entries.map((entry) => writeEntry(cv, entry)).join('')}</section>`;
  }
}

function writeContactList(cv: CvSource, tag: 'p' | 'span'): string {
  const icon = cv.icons === true ? ICON : '';
  return listContactItems(cv)
    .map(
      (item) => `<${tag} class="contact-item">${icon}${writeContactItem(item, cv.links)}</${tag}>`,
    )
    .join(tag === 'span' ? '<span class="sep"> • </span>' : '');
}

const BASE_CSS = `
@page { size: A4; margin: 0; }
* { box-sizing: border-box; }
body { margin: 0; color: #222; }
a { color: inherit; text-decoration: none; }
ul { margin: 2px 0 4px 0; padding-left: 16px; }
li { margin: 1px 0; }
p { margin: 2px 0; }
.row { display: flex; justify-content: space-between; gap: 12px; }
.dates { white-space: nowrap; font-style: italic; }
.entry { margin: 6px 0 4px; break-inside: avoid; }
.role { font-style: italic; }
.dates-own { color: #666; font-size: 0.92em; }
.icon { margin-right: 5px; vertical-align: -1px; }
.dates-line { font-weight: bold; color: #555; font-size: 0.92em; }
.dated { display: grid; grid-template-columns: 3.4cm 1fr; gap: 0 10px; }
.date-cell { color: #555; font-weight: bold; border-right: 2px solid #ccc; padding-right: 6px; }
`;

function writeGoogleDocs(cv: CvSource): string {
  const accent = cv.accent ?? '#2F5496';
  const hasPersonal = cv.sections.some((section) => section.kind === 'personal');
  const css = `${BASE_CSS}
@page { margin: 2.2cm 2.2cm; }
body { font-family: ${cv.font ?? 'Arial'}, 'Liberation Sans', sans-serif; font-size: 10.5pt; line-height: 1.32; }
h1 { font-size: 24pt; font-weight: normal; margin: 0 0 2px; }
.headline { font-size: 12pt; color: #666; margin-bottom: 6px; }
.contact { font-size: 10pt; color: #444; margin-bottom: 8px; }
h2 { font-size: 13pt; color: ${accent}; font-weight: normal; margin: 14px 0 4px; }`;
  const contact = hasPersonal ? '' : `<div class="contact">${writeContactList(cv, 'span')}</div>`;
  const headline =
    cv.headline === undefined ? '' : `<div class="headline">${escapeHtml(cv.headline)}</div>`;
  const body = cv.sections.map((section) => writeSection(cv, section)).join('');
  return writePage(cv, css, `<h1>${escapeHtml(cv.name)}</h1>${headline}${contact}${body}`);
}

function writeSidebar(cv: CvSource): string {
  const accent = cv.accent ?? '#1F4E5F';
  const caps = cv.headingStyle?.capsByStyle === true;
  const sideFirst = cv.sidebarRight !== true;
  const css = `${BASE_CSS}
body { font-family: ${cv.font ?? "'DejaVu Sans'"}, sans-serif; font-size: 9.2pt; line-height: 1.35; }
.page { display: grid; grid-template-columns: ${sideFirst ? '6.4cm 1fr' : '1fr 6.4cm'}; min-height: 297mm; }
.side { background: ${accent}; color: #fff; padding: 1.2cm 0.6cm; ${sideFirst ? '' : 'order: 2;'} }
.main { padding: 1.2cm 0.9cm; }
h1 { font-size: 21pt; margin: 0 0 2px; color: ${accent}; line-height: 1.1; }
.headline { font-size: 11pt; color: #555; margin-bottom: 10px; }
h2 { font-size: 11pt; margin: 14px 0 5px; ${caps ? 'text-transform: uppercase;' : ''} ${cv.headingStyle?.letterSpaced === true ? 'letter-spacing: 1.5px;' : ''} border-bottom: 1.5px solid currentColor; padding-bottom: 2px; }
.side h2 { color: #fff; }
.main h2 { color: ${accent}; }
.side .contact-item { margin: 0 0 5px; white-space: nowrap; font-size: 8.4pt; }
.side ul { padding-left: 14px; }
.top { padding: 0.9cm 1cm 0.3cm; border-bottom: 3px solid ${accent}; }
.page.short { min-height: 250mm; }
.page.short .side { padding-top: 0.5cm; }
.page.short .main { padding-top: 0.3cm; }
${
  cv.headingStyle?.band === true
    ? `h2 { border: none; padding: 3px 8px; border-radius: 3px; }
.main h2 { background: ${accent}; color: #fff; }
.side h2 { background: #fff; color: ${accent}; }
.side .contact-item { white-space: normal; overflow-wrap: anywhere; }`
    : ''
}`;
  const headline =
    cv.headline === undefined ? '' : `<div class="headline">${escapeHtml(cv.headline)}</div>`;
  const header = `<h1>${escapeHtml(cv.name)}</h1>${headline}`;
  const side = cv.sections
    .filter((section) => section.side === true)
    .map((section) => writeSection(cv, section))
    .join('');
  const main = cv.sections
    .filter((section) => section.side !== true)
    .map((section) => writeSection(cv, section))
    .join('');
  // With the contact data in the sidebar, the name heads the main column (the name is not a
  // section or a link, so the label does not depend on it). Otherwise name and contact form a
  // full-width header above both columns, read first as the corpus README says.
  const html =
    cv.contactInSidebar === true
      ? `<div class="page"><aside class="side">${cv.contactHeading === undefined ? '' : writeHeading(cv, cv.contactHeading)}<div class="contact">${writeContactList(cv, 'p')}</div>${side}</aside><main class="main">${header}${main}</main></div>`
      : `<header class="top">${header}<p class="contact">${writeContactList(cv, 'span')}</p></header><div class="page short"><aside class="side">${side}</aside><main class="main">${main}</main></div>`;
  return writePage(cv, css, html);
}

function writeBand(cv: CvSource): string {
  const accent = cv.accent ?? '#8A2D3B';
  const caps = cv.headingStyle?.capsByStyle === true;
  const css = `${BASE_CSS}
body { font-family: ${cv.font ?? "'Liberation Sans'"}, sans-serif; font-size: 9.8pt; line-height: 1.35; }
.band { background: ${accent}; color: #fff; padding: 0.9cm 1.4cm 0.7cm; }
.band h1 { margin: 0; font-size: 24pt; letter-spacing: 0.5px; }
.band .headline { font-size: 12pt; opacity: 0.9; margin: 2px 0 6px; }
.band .contact { font-size: 9.5pt; }
.body { padding: 0.5cm 1.4cm 1cm; }
h2 { color: ${accent}; font-size: 12pt; margin: 14px 0 4px; ${caps ? 'text-transform: uppercase;' : ''} }`;
  const headline =
    cv.headline === undefined ? '' : `<div class="headline">${escapeHtml(cv.headline)}</div>`;
  const band = `<header class="band"><h1>${escapeHtml(cv.name)}</h1>${headline}<div class="contact">${writeContactList(cv, 'span')}</div></header>`;
  const body = cv.sections.map((section) => writeSection(cv, section)).join('');
  return writePage(cv, css, `${band}<div class="body">${body}</div>`);
}

function writeHeaderRight(cv: CvSource): string {
  // A three-part header as in many Word/Canva templates: name and headline on the left, an empty
  // photo placeholder in the middle, contact items stacked on the right.
  const accent = cv.accent ?? '#37474F';
  const css = `${BASE_CSS}
@page { margin: 1.6cm 1.8cm; }
body { font-family: ${cv.font ?? "'Liberation Sans'"}, sans-serif; font-size: 10pt; line-height: 1.35; }
.head { display: grid; grid-template-columns: 1fr ${cv.photoBox === true ? '3cm' : ''} 6.2cm; gap: 14px; align-items: center; border-bottom: 2px solid ${accent}; padding-bottom: 10px; margin-bottom: 6px; }
.head h1 { margin: 0; font-size: 22pt; color: ${accent}; line-height: 1.15; }
.head .headline { font-size: 11.5pt; color: #555; margin-top: 3px; }
.photo { width: 3cm; height: 3.6cm; border: 1px solid #999; background: #e6e6e6; }
.head .contact { text-align: right; font-size: 9.2pt; }
.head .contact-item { margin: 0 0 3px; }
h2 { font-size: 12pt; color: ${accent}; margin: 14px 0 5px; text-decoration: underline; text-underline-offset: 3px; }`;
  const headline =
    cv.headline === undefined ? '' : `<div class="headline">${escapeHtml(cv.headline)}</div>`;
  const photo = cv.photoBox === true ? '<div class="photo"></div>' : '';
  const head = `<header class="head"><div><h1>${escapeHtml(cv.name)}</h1>${headline}</div>${photo}<div class="contact">${writeContactList(cv, 'p')}</div></header>`;
  const body = cv.sections.map((section) => writeSection(cv, section)).join('');
  return writePage(cv, css, `${head}${body}`);
}

function writePage(cv: CvSource, css: string, body: string): string {
  return `<!doctype html><html lang="${cv.language}"><head><meta charset="utf-8"><title>CV ${escapeHtml(cv.name)}</title><style>${css}</style></head><body>${body}</body></html>`;
}

/**
 * Builds the HTML page Chromium prints for a fixture CV.
 *
 * @example
 * const html = renderCvToHtml(cvSource);
 */
export function renderCvToHtml(cv: CvSource): string {
  switch (cv.template) {
    case TEMPLATE.htmlGoogleDocs:
      return writeGoogleDocs(cv);
    case TEMPLATE.htmlSidebar:
      return writeSidebar(cv);
    case TEMPLATE.htmlBand:
      return writeBand(cv);
    case TEMPLATE.htmlHeaderRight:
      return writeHeaderRight(cv);
    default:
      throw new Error(`${cv.id}: ${cv.template} is not an HTML template`);
  }
}
