import { describe, expect, it } from 'vitest';

import { orderFrames, type LayoutFrame } from './docx-layout';

function frame(id: number, x: number, y: number, width: number, height: number): LayoutFrame {
  return { id, x, y, width, height };
}

describe('orderFrames', () => {
  it('reads a full-width header band, then the left column top to bottom, then the right one', () => {
    // XML order mixes the columns, as templates built from text boxes do.
    const ordered = orderFrames([
      frame(1, 230, 140, 330, 30), // right: Experiencia heading
      frame(2, 20, 140, 180, 30), // left: Contacto heading
      frame(3, 230, 180, 330, 200), // right: jobs
      frame(4, 20, 180, 180, 120), // left: contact lines
      frame(5, 30, 20, 520, 80), // header band: name
      frame(6, 20, 320, 180, 100), // left: languages
    ]);
    expect(ordered).toEqual([
      { id: 5, column: 0 },
      { id: 2, column: 0 },
      { id: 4, column: 0 },
      { id: 6, column: 0 },
      { id: 1, column: 1 },
      { id: 3, column: 1 },
    ]);
  });

  it('reads boxes that start on the same rows (dates beside entries) row by row', () => {
    const ordered = orderFrames([
      frame(1, 150, 100, 300, 40),
      frame(2, 40, 100, 90, 20),
      frame(3, 150, 160, 300, 40),
      frame(4, 40, 160, 90, 20),
      frame(5, 150, 220, 300, 40),
      frame(6, 40, 220, 90, 20),
    ]);
    expect(ordered.map((each) => each.id)).toEqual([2, 1, 4, 3, 6, 5]);
  });

  it('tolerates boxes whose frames overlap the gutter by a few points', () => {
    const ordered = orderFrames([
      frame(1, 200, 100, 300, 300),
      frame(2, 20, 100, 184, 300),
      frame(3, 20, 420, 184, 100),
    ]);
    expect(ordered).toEqual([
      { id: 2, column: 0 },
      { id: 3, column: 0 },
      { id: 1, column: 1 },
    ]);
  });

  it('reads frames overlapping both ways top to bottom', () => {
    const ordered = orderFrames([frame(1, 50, 200, 400, 100), frame(2, 100, 150, 200, 100)]);
    expect(ordered.map((each) => each.id)).toEqual([2, 1]);
  });
});
