// Which failures around the language model fall back (issue 12): only the provider's, behind the
// CvEditor port. An error of the engine's own during the edit step is a bug and must surface, not
// be reported to the user as "the AI failed". The engine bug is stood in for by the fact guard
// throwing once; the provider is a fake CvEditor, the port being the network boundary.
import { afterEach, describe, expect, test, vi } from 'vitest';
import { createTestCv } from './analyse/test-cv';
import type { CvEditor } from './edits/cv-editor';
import { guardFieldEdits } from './edits/fact-guard';
import type * as FactGuardModule from './edits/fact-guard';
import { CvEngineError, cvEngineErrorCodes } from './errors';
import { optimiseParsedCv } from './pipeline';

vi.mock('./edits/fact-guard', async (importOriginal) => {
  const actual = await importOriginal<typeof FactGuardModule>();
  return { ...actual, guardFieldEdits: vi.fn(actual.guardFieldEdits) };
});

const engineBug = new TypeError('engine bug in the edit step');
const breakTheGuardOnce = () =>
  vi.mocked(guardFieldEdits).mockImplementationOnce(() => {
    throw engineBug;
  });

/** Answers every field with its own text: a provider that works. */
const echoingEditor: CvEditor = {
  propose: async (request) => request.fields.map(({ path, text }) => ({ path, text })),
};
const rejectingEditor: CvEditor = {
  propose: () => Promise.reject(new Error('provider timeout')),
};
const throwingEditor: CvEditor = {
  propose: () => {
    throw new Error('provider refused');
  },
};

afterEach(() => {
  vi.mocked(guardFieldEdits).mockClear();
});

describe('the edit step falls back only when the provider fails', () => {
  test.each([
    ['rejects', rejectingEditor],
    ['throws', throwingEditor],
  ])('a provider that %s leaves the built-in result, reported as fallback', async (_, editor) => {
    const result = await optimiseParsedCv(createTestCv(), { editor });

    expect(result.report.aiEdits.map((pass) => pass.status)).toEqual(['fallback']);
    expect(guardFieldEdits).not.toHaveBeenCalled();
  });

  test('an engine error while rewriting propagates instead of becoming a fallback', async () => {
    breakTheGuardOnce();

    await expect(optimiseParsedCv(createTestCv(), { editor: echoingEditor })).rejects.toBe(
      engineBug,
    );
  });

  test('an engine error while tailoring propagates instead of becoming a fallback', async () => {
    breakTheGuardOnce();
    const jobPosting = 'Requisitos:\n- Excel avanzado y SIAF.';

    await expect(
      optimiseParsedCv(createTestCv(), { editor: echoingEditor, jobPosting }),
    ).rejects.toBe(engineBug);
  });

  test('a provider failure while translating is TRANSLATION_FAILED, with its cause', async () => {
    const failure = optimiseParsedCv(createTestCv(), { editor: rejectingEditor, translate: true });

    await expect(failure).rejects.toBeInstanceOf(CvEngineError);
    await expect(failure).rejects.toMatchObject({
      code: cvEngineErrorCodes.translationFailed,
      cause: new Error('provider timeout'),
    });
  });

  test('an engine error while translating propagates, not as TRANSLATION_FAILED', async () => {
    breakTheGuardOnce();

    await expect(
      optimiseParsedCv(createTestCv(), { editor: echoingEditor, translate: true }),
    ).rejects.toBe(engineBug);
  });
});
