import { describe, expect, it } from 'vitest';

import { findTemplatePlaceholders } from './template-placeholders';

describe('findTemplatePlaceholders', () => {
  it('finds blanks, filler text and bracketed instructions a template left', () => {
    expect(
      findTemplatePlaceholders([
        'Hobbies: xxxxxxxxxxxxxxxx',
        'Formaciones: Diplomados, XXXX XXXXXX',
        'Lorem ipsum dolor sit amet, consectetur adipiscing elit',
        '[Escribe aquí tu cargo]',
        '[Your job title]',
      ]),
    ).toHaveLength(5);
  });

  it('leaves real text alone', () => {
    expect(
      findTemplatePlaceholders([
        'Exportaciones a Xerox y Xxtra Foods',
        'Windows XP, Excel',
        'Proyecto [2021] de mejora continua',
        'Técnico en Rayos X (2019)',
      ]),
    ).toEqual([]);
  });
});
