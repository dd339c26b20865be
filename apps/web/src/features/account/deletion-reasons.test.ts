import { describe, expect, test } from 'vitest';
import { deletionReasons, deletionRequest, type ReasonKey } from './deletion-reasons';

const none = new Set<ReasonKey>();

describe('deletionRequest', () => {
  test('no reason chosen is not a valid request', () => {
    expect(deletionRequest({ chosen: none, otherSelected: false, otherReason: '' })).toBeNull();
  });

  test("'Otro' needs its text, blanks do not count", () => {
    expect(deletionRequest({ chosen: none, otherSelected: true, otherReason: '   ' })).toBeNull();
    expect(
      deletionRequest({ chosen: new Set(['not_using']), otherSelected: true, otherReason: '' }),
    ).toBeNull();
  });

  test("'Otro' with text alone is enough, and the text is trimmed", () => {
    expect(
      deletionRequest({ chosen: none, otherSelected: true, otherReason: '  Conseguí trabajo ' }),
    ).toStrictEqual({
      not_using: false,
      cv_issues: false,
      dont_understand_result: false,
      dont_understand_app: false,
      more_features: false,
      other_selected: true,
      other_reason: 'Conseguí trabajo',
    });
  });

  test('the chosen reasons become true; text typed for an unchecked Otro is not sent', () => {
    const request = deletionRequest({
      chosen: new Set(['cv_issues', 'more_features']),
      otherSelected: false,
      otherReason: 'borrador',
    });
    expect(request).toMatchObject({
      not_using: false,
      cv_issues: true,
      more_features: true,
      other_selected: false,
      other_reason: null,
    });
  });
});

describe('deletionReasons', () => {
  test('no longer offers editing without copying: results download as Word (issue 17)', () => {
    const labels = deletionReasons.map((reason) => reason.label);
    expect(labels).not.toContain('Quiero editar mi CV sin copiarlo');
    expect(labels).toEqual([
      'Ya no uso la aplicación',
      'Tuve problemas con mis CVs',
      'No entendí el resultado',
      'No entendí cómo usar la aplicación',
      'Necesito más funciones',
    ]);
  });
});
