// The per-run verdicts behind issue 13's output table: pages hold for 1–2-page sources only, and
// no output may end on a page under a quarter full (a single page may hold a short CV).
import { describe, expect, it } from 'vitest';
import { createSpanishCvDocument } from '../src/render/sample-cv-documents';
import { listOutputMisses, passes } from './eval-output';
import type { OutputRun } from './eval-output-run';

function buildRun(
  pages: { source: number; output: number; lastPageFill: number },
  scores: { before: number; after: number } = { before: 60, after: 70 },
): OutputRun {
  const cv = createSpanishCvDocument();
  return {
    id: 'es-invented-01',
    set: 'fixtures',
    aside: false,
    posting: null,
    evidence: { sourceTokens: 10, lost: [], invented: [] },
    repeatedLines: 0,
    sourcePages: pages.source,
    outputPages: pages.output,
    outputLastPageFill: pages.lastPageFill,
    scoreBefore: scores.before,
    scoreAfter: scores.after,
    before: cv,
    after: cv,
  };
}

describe('output measures', () => {
  it('fails a last page under a quarter full, never a single page', () => {
    expect(passes(buildRun({ source: 2, output: 2, lastPageFill: 0.1 }), 'last-page')).toBe(false);
    expect(passes(buildRun({ source: 2, output: 2, lastPageFill: 0.25 }), 'last-page')).toBe(true);
    expect(passes(buildRun({ source: 1, output: 1, lastPageFill: 0.05 }), 'last-page')).toBe(true);
    // Whatever the source's length.
    expect(passes(buildRun({ source: 4, output: 3, lastPageFill: 0.2 }), 'last-page')).toBe(false);
  });

  it('holds pages only for sources of one or two pages', () => {
    expect(passes(buildRun({ source: 1, output: 2, lastPageFill: 0.9 }), 'pages')).toBe(false);
    expect(passes(buildRun({ source: 2, output: 2, lastPageFill: 0.9 }), 'pages')).toBe(true);
    expect(passes(buildRun({ source: 3, output: 4, lastPageFill: 0.9 }), 'pages')).toBe(null);
  });

  it('names the file and how full the last page is, never a word', () => {
    expect(listOutputMisses([buildRun({ source: 2, output: 2, lastPageFill: 0.12 })])).toEqual([
      'es-invented-01: last-page (2 pages, the last 12 % full)',
    ]);
  });

  it('fails an output that scores below its source, and says both scores', () => {
    const pages = { source: 1, output: 1, lastPageFill: 0.8 };
    expect(passes(buildRun(pages, { before: 72, after: 64 }), 'score')).toBe(false);
    expect(passes(buildRun(pages, { before: 72, after: 72 }), 'score')).toBe(true);
    expect(listOutputMisses([buildRun(pages, { before: 72, after: 64 })])).toEqual([
      'es-invented-01: score (72 → 64)',
    ]);
  });
});
