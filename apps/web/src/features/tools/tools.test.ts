import { cvMessages, type MeResponse, type PlanId } from '@cvlisto/shared';
import { describe, expect, test } from 'vitest';
import {
  describeJobDescriptionLength,
  formatFileSize,
  toolAccess,
  validateCvFile,
  validateJobDescription,
} from './tools';

function me(plan: PlanId, remaining: number): MeResponse {
  return {
    user: { id: 'u1', email: 'rosa@example.pe', displayName: 'Rosa', isAdmin: false },
    plan: { id: plan, name: plan },
    credits: { remaining, feedbackBonusAvailable: true },
  };
}

const everyTool = { translation: true };
const noTranslation = { translation: false };

describe('toolAccess (spec/core.md §4)', () => {
  test('the free plan opens only the basic tool', () => {
    expect(toolAccess('optimize_es', me('modo_free', 1), everyTool)).toBe('available');
    expect(toolAccess('optimize_job', me('modo_free', 1), everyTool)).toBe('plan');
    expect(toolAccess('optimize_translate', me('modo_free', 1), everyTool)).toBe('plan');
  });

  test('Pro adds the job tool; only Redi translates', () => {
    expect(toolAccess('optimize_job', me('modo_pro', 3), everyTool)).toBe('available');
    expect(toolAccess('optimize_translate', me('modo_pro', 3), everyTool)).toBe('plan');
    expect(toolAccess('optimize_translate', me('modo_redi', 10), everyTool)).toBe('available');
  });

  test('without credits every tool of the plan is locked', () => {
    expect(toolAccess('optimize_es', me('modo_redi', 0), everyTool)).toBe('credits');
  });

  test('without an AI provider translation is unavailable on every plan, not sold (issue 17)', () => {
    for (const plan of ['modo_free', 'modo_pro', 'modo_redi'] as const) {
      expect(toolAccess('optimize_translate', me(plan, 5), noTranslation)).toBe('unavailable');
      expect(toolAccess('optimize_translate', me(plan, 0), noTranslation)).toBe('unavailable');
    }
    expect(toolAccess('optimize_es', me('modo_redi', 5), noTranslation)).toBe('available');
    expect(toolAccess('optimize_job', me('modo_pro', 5), noTranslation)).toBe('available');
  });
});

describe('validateCvFile (spec/core.md §5)', () => {
  test('accepts PDF and Word by type or by extension', () => {
    expect(validateCvFile(new File(['x'], 'cv.pdf', { type: 'application/pdf' }))).toBeNull();
    expect(validateCvFile(new File(['x'], 'CV.DOCX'))).toBeNull();
    expect(validateCvFile(new File(['x'], 'cv', { type: 'application/msword' }))).toBeNull();
  });

  test('refuses other types and files over 10 MB with the specification’s messages', () => {
    expect(validateCvFile(new File(['x'], 'foto.png', { type: 'image/png' }))).toBe(
      cvMessages.fileType,
    );
    expect(validateCvFile(new File([new Uint8Array(10_485_761)], 'cv.pdf'))).toBe(
      cvMessages.fileTooLarge,
    );
    expect(validateCvFile(new File([new Uint8Array(10_485_760)], 'cv.pdf'))).toBeNull();
  });

  test('a chosen file of 0 bytes is empty, not missing (issue 17)', () => {
    expect(validateCvFile(new File([], 'cv.pdf', { type: 'application/pdf' }))).toBe(
      'El archivo que elegiste está vacío (0 bytes). Elige el archivo de tu CV de nuevo.',
    );
  });
});

test('formatFileSize writes sizes the es-PE way', () => {
  expect(formatFileSize(39_425)).toBe('38.5 KB');
  expect(formatFileSize(1_572_864)).toBe('1.5 MB');
  // Issue 17: an empty file read "1 KB".
  expect(formatFileSize(0)).toBe('Vacío (0 bytes)');
  expect(formatFileSize(1)).toBe('1 byte');
  expect(formatFileSize(700)).toBe('700 bytes');
});

describe('validateJobDescription (issue 13)', () => {
  const fullPosting =
    'Funciones: registrar las operaciones contables del área y elaborar los estados financieros mensuales. Requisitos: bachiller en contabilidad, manejo de Excel y del SIAF.';

  test('an empty posting is missing and a one-word posting is too short, before any upload', () => {
    expect(validateJobDescription('  ')).toBe(cvMessages.jobDescriptionMissing);
    expect(validateJobDescription('Analista')).toBe(cvMessages.jobDescriptionTooShort);
    expect(validateJobDescription(fullPosting)).toBeNull();
  });

  test('the field counts the words while the posting is short, and says nothing after', () => {
    expect(describeJobDescriptionLength('Analista contable')).toBe(
      'Llevas 2 de 20 palabras. Pega el aviso completo: funciones, requisitos y conocimientos.',
    );
    expect(describeJobDescriptionLength('')).toBeNull();
    expect(describeJobDescriptionLength(fullPosting)).toBeNull();
  });
});
