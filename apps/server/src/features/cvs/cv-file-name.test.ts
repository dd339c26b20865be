import { describe, expect, test } from 'vitest';
import { contentDisposition, cvDownloadFileName } from './cv-file-name';

describe('cvDownloadFileName (issue 17)', () => {
  test('our names: the person first, plain ASCII, no accents or spaces', () => {
    expect(cvDownloadFileName('CV de Lucía Quispe – optimizado', 'optimize_es', 'pdf')).toBe(
      'Lucia-Quispe-CV-optimizado.pdf',
    );
    expect(
      cvDownloadFileName(
        'CV de Lucía Quispe – adaptado a Analista de datos',
        'optimize_job',
        'docx',
      ),
    ).toBe('Lucia-Quispe-CV-adaptado-a-Analista-de-datos.docx');
    expect(cvDownloadFileName('CV de Ñusta Peña – en inglés', 'optimize_translate', 'pdf')).toBe(
      'Nusta-Pena-CV-en-ingles.pdf',
    );
  });

  test("an older name (the uploaded file's) gets the kind of result, so it is not the original", () => {
    expect(cvDownloadFileName('CV Rosa Quispe', 'optimize_es', 'pdf')).toBe(
      'CV-Rosa-Quispe-optimizado.pdf',
    );
    expect(cvDownloadFileName('Mi CV "final" / 2026', 'created', 'docx')).toBe(
      'Mi-CV-final-2026.docx',
    );
    expect(cvDownloadFileName('—', 'created', 'pdf')).toBe('CV.pdf');
    expect(cvDownloadFileName('x'.repeat(300), 'optimize_es', 'pdf').length).toBeLessThanOrEqual(
      84,
    );
  });
});

test('contentDisposition names the file in both parameters of RFC 6266 and 5987', () => {
  expect(contentDisposition('attachment', 'Lucia-Quispe-CV-optimizado.pdf')).toBe(
    `attachment; filename="Lucia-Quispe-CV-optimizado.pdf"; filename*=UTF-8''Lucia-Quispe-CV-optimizado.pdf`,
  );
});
