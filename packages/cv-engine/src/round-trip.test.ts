// Issue 3, "Round trip": for every labelled CV, render → extract → parse gives back the same
// contact data, section kinds and entry counts, so the rendered files are readable by an ATS (the
// PDF's own text, extracted again, gives back the CV's content: PRODUCT.md §4).
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { listLabelledCvFiles } from '../scripts/fixture-files';
import { extractDocument } from './extract/extract-document';
import type { CvDocument } from './model/cv-document';
import { optimiseParsedCv, readCv } from './pipeline';

const files = await listLabelledCvFiles();

/**
 * What must survive a round trip through our own rendered files. Entries are counted section by
 * section, except in a section kept as the source wrote it (issue 13): its text is printed as it
 * was, and how a reader splits it is the source's layout, not our rendering.
 */
function essentials(cv: CvDocument, kept: readonly boolean[]) {
  const count = (entries: readonly { sectionId: string }[]) =>
    cv.sections.map((section, index) =>
      kept[index] ? null : entries.filter((entry) => entry.sectionId === section.id).length,
    );
  return {
    name: cv.contact.name,
    email: cv.contact.email,
    phone: cv.contact.phone,
    sectionKinds: cv.sections.map((section) => section.kind),
    experienceCounts: count(cv.experience),
    educationCounts: count(cv.education),
  };
}

describe.each(files)('round trip of $id', ({ file }) => {
  test('the rendered PDF and DOCX read back to the same essentials', async () => {
    const source = await readCv(new Uint8Array(await readFile(file)));
    const { optimised, pdf, docx } = await optimiseParsedCv(source);
    const kept = optimised.sections.map((section) => section.keepAsWritten === true);
    const expected = essentials(optimised, kept);

    expect(essentials(await readCv(pdf), kept), `${path.basename(file)} via PDF`).toEqual(expected);
    expect(essentials(await readCv(docx), kept), `${path.basename(file)} via DOCX`).toEqual(
      expected,
    );
  });

  test('the rendered PDF has selectable text in reading order', async () => {
    const source = await readCv(new Uint8Array(await readFile(file)));
    const { optimised, pdf } = await optimiseParsedCv(source);
    const text = (await extractDocument(pdf)).lines.map((line) => line.text).join('\n');

    // The name comes first, then every heading in the optimised order.
    let position = optimised.contact.name ? text.indexOf(optimised.contact.name) : 0;
    expect(position).toBeGreaterThanOrEqual(0);
    for (const section of optimised.sections) {
      const next = text.indexOf(section.heading, position);
      expect(next, `heading "${section.heading}" after position ${position}`).toBeGreaterThan(
        position - 1,
      );
      position = next;
    }
  });
});
