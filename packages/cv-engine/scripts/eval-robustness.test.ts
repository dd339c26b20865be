import { describe, expect, it } from 'vitest';
import { buildTestLines } from '../src/parse/build-test-lines';
import { matchHeadingVocabulary } from '../src/parse/headings';
import { cueRemovals, disguiseWords } from './eval-robustness';

describe('cueRemovals', () => {
  const lines = buildTestLines([
    { text: 'Rosa Huamán Ccopa', fontSize: 18, bold: true },
    { text: 'EXPERIENCIA', bold: true, fontSize: 12, block: 2 },
    { text: 'Cuadré la caja diaria', listItem: true, listMarker: '• ', block: 3, column: 1 },
  ]);
  const removal = (name: string) => {
    const found = cueRemovals.find((candidate) => candidate.name === name);
    if (found === undefined) throw new Error(`no removal ${name}`);
    return found.remove(lines);
  };

  it('takes away one cue each and leaves the text and every other cue as they were', () => {
    expect(removal('no bold').map((line) => line.bold)).toEqual([false, false, false]);
    expect(removal('one size').map((line) => line.fontSize)).toEqual([10, 10, 10]);
    expect(removal('no list markers').map((line) => [line.listItem, line.listMarker])).toEqual([
      [false, undefined],
      [false, undefined],
      [false, undefined],
    ]);
    // One block per column of a page: the first two lines share one, the sidebar's its own.
    expect(new Set(removal('no block gaps').map((line) => line.block)).size).toBe(2);
    for (const { remove } of cueRemovals) {
      const changed = remove(lines);
      expect(changed.map((line) => line.text)).toEqual(lines.map((line) => line.text));
      expect(changed.map((line) => [line.x, line.y, line.page])).toEqual(
        lines.map((line) => [line.x, line.y, line.page]),
      );
    }
  });
});

describe('disguiseWords', () => {
  it("keeps a heading's length, case and spacing and leaves no word a vocabulary holds", () => {
    for (const heading of ['EXPERIENCIA LABORAL', 'Formación académica', 'Skills & Tools:']) {
      const disguised = disguiseWords(heading);
      expect(disguised).toHaveLength(heading.length);
      expect(disguised.replace(/\p{Lu}/gu, 'A').replace(/\p{Ll}/gu, 'a')).toBe(
        heading
          .normalize('NFKD')
          .replace(/\p{M}/gu, '')
          .replace(/\p{Lu}/gu, 'A')
          .replace(/\p{Ll}/gu, 'a'),
      );
      expect(matchHeadingVocabulary(heading)).not.toBeNull();
      expect(matchHeadingVocabulary(disguised)).toBeNull();
    }
  });

  it('leaves the short joining words a name of any school or employer has', () => {
    expect(disguiseWords('Universidad de la Costa')).toMatch(/^\S+ de la \S+$/u);
    expect(disguiseWords('University of the Andes')).toMatch(/^\S+ of the \S+$/u);
  });
});
