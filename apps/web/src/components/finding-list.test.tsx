import type { CvReport } from '@cvlisto/shared';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, test } from 'vitest';
import { FindingList, groupNotes, WarningAlerts } from './finding-list';

type Finding = CvReport['findingsAfter'][number];

const unplaced = (text: string): Finding => ({
  code: 'UNPLACED_TEXT',
  severity: 'medium',
  message: 'No supimos en qué sección va este texto. Muévelo a la sección que le corresponde.',
  text,
  impact: 2,
});
const noLinkedIn: Finding = {
  code: 'MISSING_LINKEDIN',
  severity: 'low',
  message: 'Si tienes perfil de LinkedIn, agrégalo.',
  text: null,
  impact: 2,
};

describe('groupNotes', () => {
  test('gives each piece of advice once, with every passage it applies to, in order', () => {
    const groups = groupNotes([
      unplaced('Puntualidad'),
      noLinkedIn,
      unplaced('Empatía'),
      unplaced('Puntualidad'),
    ]);
    expect(groups.map((group) => [group.code, group.texts])).toEqual([
      ['UNPLACED_TEXT', ['Puntualidad', 'Empatía']],
      ['MISSING_LINKEDIN', []],
    ]);
  });

  test('keeps apart findings of one code whose advice differs', () => {
    const other = { ...unplaced('Empatía'), message: 'Otro consejo.' };
    expect(groupNotes([unplaced('Puntualidad'), other])).toHaveLength(2);
  });
});

describe('FindingList', () => {
  test('lists the passages of a repeated finding under one message', () => {
    const html = renderToStaticMarkup(
      <FindingList findings={[unplaced('Puntualidad'), unplaced('Empatía'), noLinkedIn]} />,
    );
    expect(html.match(/No supimos en qué sección/g)).toHaveLength(1);
    expect(html).toContain('«Puntualidad»');
    expect(html).toContain('«Empatía»');
    expect(html.match(/<li class="rounded-lg/g)).toHaveLength(2);
  });
});

describe('WarningAlerts', () => {
  test('leaves out passages a finding already quotes, and groups the rest', () => {
    const warning = (text: string) => ({
      code: 'UNPLACED_LINE',
      message: 'No pudimos ubicar este texto en ninguna sección del CV; revísalo.',
      text,
    });
    const html = renderToStaticMarkup(
      <WarningAlerts
        warnings={[warning('Puntualidad'), warning('Ref. Sra. Díaz'), warning('Tel. 987 654 321')]}
        findings={[unplaced('Puntualidad')]}
      />,
    );
    expect(html.match(/No pudimos ubicar/g)).toHaveLength(1);
    expect(html).not.toContain('Puntualidad');
    expect(html).toContain('«Ref. Sra. Díaz»');
    expect(html).toContain('«Tel. 987 654 321»');
  });
});
