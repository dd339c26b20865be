import { describe, expect, test } from 'vitest';
import { createTestCv } from '../analyse/test-cv';
import { buildSummary } from './build-summary';

describe('buildSummary', () => {
  test('stays short and leaves out facts that are parse leftovers', () => {
    const base = createTestCv();
    const cv = createTestCv({
      summary: null,
      contact: { ...base.contact, headline: 'Software Engineer' },
      experience: base.experience.map((entry, index) => ({
        ...entry,
        organisation:
          index === 0
            ? 'Google LLC Mountain View, California, Estados Unidos de América'
            : 'Tecsur',
      })),
      skills: [
        {
          sectionId: base.skills[0]?.sectionId ?? 'habilidades',
          name: null,
          items: ['GLSL. Med: Matlab', 'Python', 'SQL', 'Excel avanzado', 'Power BI'],
        },
      ],
    });

    const summary = buildSummary(cv) ?? '';

    expect(summary.length).toBeGreaterThan(0);
    expect(summary.length).toBeLessThanOrEqual(320);
    expect(summary).toContain('Software Engineer');
    expect(summary).toContain('Tecsur');
    expect(summary).not.toContain('Mountain View');
    expect(summary).not.toContain('Med:');
  });

  test('names the degree, not an exchange term or a school listed first', () => {
    const base = createTestCv();
    const study = (degree: string, institution: string) => ({
      ...base.education[0]!,
      degree,
      institution,
    });
    const cv = createTestCv({
      summary: null,
      education: [
        study('Exchange semester – Environmental Engineering', 'Universidad Wasi'),
        study('Master of Science in Environmental Engineering', 'Universidad Kamayoq'),
      ],
    });

    const summary = buildSummary(cv) ?? '';

    expect(summary).toContain(
      'Master of Science in Environmental Engineering, Universidad Kamayoq',
    );
    expect(summary).not.toContain('Exchange semester');
  });
});
