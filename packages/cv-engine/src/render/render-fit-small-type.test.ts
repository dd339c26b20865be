// Issue 13, "Fit": a one-page source set in type under the readable floor (a designed template
// at 8.5–9 pt) may be set as small as it was, never smaller, when nothing larger keeps it on
// its pages; and a fit to the source's pages leaves a little room on the last one, so the DOCX
// (laid out by Word or LibreOffice) does not spill onto another page.
import { describe, expect, test } from 'vitest';

import { renderCvDocument } from '../pipeline';
import { layOutCv } from './cv-layout';
import { renderCvToDocx } from './render-docx';
import { fitCvLayout, maximumTargetLastPageFill, measurePdfPages } from './render-pdf';
import {
  bodySizeBelowFloor,
  fitSteps,
  fitStepsFor,
  minimumBodySize,
  renderTheme,
  smallestBodySize,
} from './render-theme';
import { createEnglishCvDocument, withExtraJobs } from './sample-cv-documents';
import { inflateZipEntry, readZipEntries } from '../extract/zip-archive';

/** The DOCX's default run size (the body text's), in half-points. */
function readBodyHalfPoints(docx: Uint8Array): string | undefined {
  const entry = readZipEntries(docx).find((each) => each.name === 'word/styles.xml');
  if (!entry) throw new Error('No word/styles.xml');
  const styles = new TextDecoder().decode(inflateZipEntry(docx, entry, 10_000_000));
  return /<w:docDefaults>.*?<w:sz w:val="(\d+)"\/>/su.exec(styles)?.[1];
}

/** A CV that overflows one page at the tightest regular step and fits it at 9 pt. */
function findCvThatFitsOnlyAtNinePoints() {
  const below = fitStepsFor({ sourceBodySize: 9 }).at(-1) ?? renderTheme;
  // Extra jobs make it long, a summary of a few sentences fine-tunes it by a line or two.
  const sentence = 'Built internal tools for the sales team and kept them running. ';
  for (let extra = 6; extra <= 14; extra += 1) {
    for (let sentences = 0; sentences <= 8; sentences += 1) {
      const long = withExtraJobs(createEnglishCvDocument(), extra);
      const cv = { ...long, summary: sentences === 0 ? null : sentence.repeat(sentences).trim() };
      const layout = layOutCv(cv);
      if (
        measurePdfPages(layout, fitSteps.at(-1) ?? renderTheme).pages === 2 &&
        measurePdfPages(layout, below).pages === 1
      ) {
        return { cv, layout };
      }
    }
  }
  throw new Error('No sample CV fits one page only at 9 pt.');
}

describe('a step below the readable floor for a source set in small type', () => {
  test('goes as small as the source, rounded up to a half-point, never under 9 pt', () => {
    expect(bodySizeBelowFloor(undefined)).toBe(null);
    expect(bodySizeBelowFloor(10.5)).toBe(null);
    expect(bodySizeBelowFloor(minimumBodySize)).toBe(null);
    // 9.2 pt rounds up to the floor itself: no step below it.
    expect(bodySizeBelowFloor(9.2)).toBe(null);
    expect(bodySizeBelowFloor(9)).toBe(9);
    expect(bodySizeBelowFloor(8.5)).toBe(smallestBodySize);
    expect(bodySizeBelowFloor(6)).toBe(smallestBodySize);
  });

  test('comes after every regular step, with the tightest step spacing and margins', () => {
    expect(fitStepsFor({ sourceBodySize: 11 })).toBe(fitSteps);
    const steps = fitStepsFor({ sourceBodySize: 9 });
    expect(steps.slice(0, -1)).toEqual(fitSteps);
    const below = steps.at(-1);
    const tightest = fitSteps.at(-1);
    expect(below?.blocks.paragraph.size).toBe(9);
    expect(below?.blocks.bullet.size).toBe(9);
    expect(below?.pageMargin).toBe(tightest?.pageMargin);
    expect(below?.spacingScale).toBe(tightest?.spacingScale);
    // Headings and the name still stand above the body.
    expect(below?.blocks.heading.size).toBeGreaterThan(9);
    expect(below?.blocks.name.size).toBeGreaterThan(below?.blocks.heading.size ?? 0);
  });

  test('keeps a one-page CV on one page only when the source was that small', async () => {
    const { cv, layout } = findCvThatFitsOnlyAtNinePoints();
    const floorOnly = fitCvLayout(layout, { targetPages: 1 });
    expect(floorOnly.pages).toBe(2);
    expect(floorOnly.theme.blocks.paragraph.size).toBeGreaterThanOrEqual(minimumBodySize);
    const smallSource = fitCvLayout(layout, { targetPages: 1, sourceBodySize: 9 });
    expect(smallSource.pages).toBe(1);
    expect(smallSource.theme.blocks.paragraph.size).toBe(9);
    // The stored document carries the size (CvDocument.sourceBodySize): both files follow it.
    const rendered = await renderCvDocument({ ...cv, sourcePages: 1, sourceBodySize: 9 });
    expect(readBodyHalfPoints(rendered.docx)).toBe('18');
    const docxWithout = await renderCvToDocx(cv, { targetPages: 1 });
    expect(readBodyHalfPoints(docxWithout)).toBe(String(floorOnly.theme.blocks.paragraph.size * 2));
  });

  test('keeps the floor for a source of three pages or more', () => {
    const { layout } = findCvThatFitsOnlyAtNinePoints();
    // Three copies: four pages at the tightest regular step, three at 9 pt.
    const long = { ...layout, blocks: [...layout.blocks, ...layout.blocks, ...layout.blocks] };
    expect(measurePdfPages(long, fitSteps.at(-1) ?? renderTheme).pages).toBe(4);
    expect(
      measurePdfPages(long, fitStepsFor({ sourceBodySize: 9 }).at(-1) ?? renderTheme).pages,
    ).toBe(3);
    const fit = fitCvLayout(long, { targetPages: 3, sourceBodySize: 9 });
    expect(fit.theme.blocks.paragraph.size).toBeGreaterThanOrEqual(minimumBodySize);
  });

  test('never sets smaller type when a larger step keeps the pages', () => {
    const layout = layOutCv(withExtraJobs(createEnglishCvDocument(), 2));
    expect(fitCvLayout(layout, { targetPages: 1, sourceBodySize: 9 }).theme).toBe(renderTheme);
  });
});

describe('room left on the last page of the target', () => {
  test('a step that fills the target page to the bottom gives way to the next one', () => {
    // A CV whose normal theme fills its one page to the last line or two.
    const sentence = 'Built internal tools for the sales team and kept them running. ';
    const candidates = [0, 1, 2, 3].flatMap((extra) =>
      [0, 1, 2, 3, 4, 5, 6, 7, 8].map((sentences) => {
        const long = withExtraJobs(createEnglishCvDocument(), extra);
        return layOutCv({ ...long, summary: sentence.repeat(sentences).trim() || null });
      }),
    );
    const full = candidates.find((layout) => {
      const normal = measurePdfPages(layout, renderTheme);
      return normal.pages === 1 && normal.lastPageFill > maximumTargetLastPageFill;
    });
    if (!full) throw new Error('No sample CV fills one page to the bottom.');
    const fit = fitCvLayout(full, { targetPages: 1 });
    expect(fit.theme).not.toBe(renderTheme);
    expect(fit.pages).toBe(1);
    expect(fit.lastPageFill).toBeLessThanOrEqual(maximumTargetLastPageFill);
    // Without a target the page is not crowded by a limit: the normal theme stays.
    expect(fitCvLayout(full).theme).toBe(renderTheme);
  });
});
