// Issue 13, "Fit": a sidebar's short lines, set one per line in one column. A two-column source
// lists its skills, languages and contact data one short item per line in a narrow sidebar, beside
// the main column, where they cost no height of their own; moved into one column, each item takes
// a whole line and the CV spills onto a page more than the source had. When space is short, a
// person writes such a list as one line ("Trabajo en equipo · Creatividad · Empatía"), a label
// the sidebar pushed onto a line of its own back in front of its value ("Teléfono: 987…"), and
// an entry's dates beside its title rather than on a line of their own.
import type { CvLayout, LayoutBlock } from './cv-layout';
import type { LinkTarget } from './link-targets';
import type { RenderTheme } from './render-theme';

/**
 * A line this short (in characters) is a list item or a field, not a sentence: about a third of
 * the body's line, the width of a sidebar.
 */
export const shortLineMaxLength = 40;
/** Between the items of a list run together, as between the contact block's fields. */
const itemSeparator = ' · ';
/** A sentence ends with one of these; a list item does not. */
const sentenceEnd = /[.;!?]$/u;
/** A label waiting for its value on the next line: "Teléfono:". */
const labelEnd = /\s*:$/u;
/**
 * A form's field ("Cargo: Asistente", "Periodo: 2019 – 2021"): it stands on its own line, where
 * a reader (an ATS, our own re-read) finds it by its label, not in a run of items.
 */
const fieldLabel = /^[^:]{1,30}:\s/u;

const runsByLayout = new WeakMap<CvLayout, CvLayout>();

/**
 * The blocks both renderers write in one fitting step: the layout as it is, or with its short
 * lines run together when the step asks for it (RenderTheme.runsShortLines).
 *
 * @example layoutOfStep(layout, renderTheme) === layout // true
 */
export function layoutOfStep(layout: CvLayout, theme: RenderTheme): CvLayout {
  return theme.runsShortLines ? runShortLines(layout) : layout;
}

/**
 * The layout with its short lines run together (cached per layout: every fitting step that asks
 * gets the same object): an entry's dates and place go beside its title (LayoutBlock.meta), a
 * label alone on its line is joined to the value under it, and two or more short list items in a
 * row become one line, " · " between them. Headings, bullets, sentences and skill groups (a label
 * of their own) stay as they are.
 *
 * @example runShortLines(layout).blocks.map((block) => block.text) // ['Idiomas', 'Español — Nativo · Inglés — Intermedio']
 */
export function runShortLines(layout: CvLayout): CvLayout {
  const cached = runsByLayout.get(layout);
  if (cached !== undefined) return cached;
  const blocks = joinListItems(joinLabelsToValues(joinDatesToTitles(layout.blocks)));
  const run = blocks.length === layout.blocks.length ? layout : { ...layout, blocks };
  runsByLayout.set(layout, run);
  return run;
}

function isPlainLine(block: LayoutBlock | undefined): block is LayoutBlock {
  return block !== undefined && block.label === null && block.indent === undefined;
}

/** An entry's dates (and place) line, written after its title. */
function joinDatesToTitles(blocks: readonly LayoutBlock[]): LayoutBlock[] {
  const joined: LayoutBlock[] = [];
  for (let index = 0; index < blocks.length; index += 1) {
    const block = blocks[index];
    const next = blocks[index + 1];
    if (block === undefined) continue;
    if (
      block.kind === 'entry-title' &&
      block.label === null &&
      next?.kind === 'entry-meta' &&
      next.label === null &&
      next.links.length === 0
    ) {
      joined.push({ ...block, meta: next.text });
      index += 1;
    } else {
      joined.push(block);
    }
  }
  return joined;
}

/** A field label on a line of its own, joined to the value line under it. */
function joinLabelsToValues(blocks: readonly LayoutBlock[]): LayoutBlock[] {
  const joined: LayoutBlock[] = [];
  for (let index = 0; index < blocks.length; index += 1) {
    const block = blocks[index];
    const next = blocks[index + 1];
    if (block === undefined) continue;
    const isLabel =
      isPlainLine(block) &&
      (block.kind === 'emphasis' || block.kind === 'paragraph') &&
      labelEnd.test(block.text) &&
      block.text.length <= shortLineMaxLength &&
      block.links.length === 0;
    if (isLabel && isPlainLine(next) && next.kind === 'paragraph') {
      joined.push({ ...next, label: block.text.replace(labelEnd, '') });
      index += 1;
    } else {
      joined.push(block);
    }
  }
  return joined;
}

function isListItem(block: LayoutBlock | undefined): block is LayoutBlock {
  return (
    isPlainLine(block) &&
    block.kind === 'paragraph' &&
    block.listItem === true &&
    block.text.length <= shortLineMaxLength &&
    !sentenceEnd.test(block.text) &&
    !labelEnd.test(block.text) &&
    !fieldLabel.test(block.text)
  );
}

/** Two or more short list items in a row, set as one line. */
function joinListItems(blocks: readonly LayoutBlock[]): LayoutBlock[] {
  const joined: LayoutBlock[] = [];
  let index = 0;
  while (index < blocks.length) {
    let end = index;
    while (isListItem(blocks[end])) end += 1;
    const items = blocks.slice(index, end);
    if (items.length >= 2) {
      joined.push(joinItems(items));
      index = end;
    } else {
      const block = blocks[index];
      if (block !== undefined) joined.push(block);
      index += 1;
    }
  }
  return joined;
}

function joinItems(items: readonly LayoutBlock[]): LayoutBlock {
  let text = '';
  const links: LinkTarget[] = [];
  for (const item of items) {
    const offset = text === '' ? 0 : text.length + itemSeparator.length;
    text = text === '' ? item.text : `${text}${itemSeparator}${item.text}`;
    links.push(
      ...item.links.map((link) => ({
        ...link,
        start: link.start + offset,
        end: link.end + offset,
      })),
    );
  }
  const [first] = items;
  if (first === undefined) throw new Error('No list item to join.');
  return { ...first, text, links };
}
