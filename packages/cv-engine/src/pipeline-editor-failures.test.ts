// Which failures around the language model fall back (issue 12): only the provider's, behind the
// CvEditor port (a fake CvEditor here: the port is the network boundary). Any other error in the
// edit step is the engine's own bug and propagates (pipeline.ts catches EditorUnavailableError
// only); no engine bug is planted to show it, since that would mean stubbing our own modules.
import { describe, expect, test } from 'vitest';
import { createTestCv } from './analyse/test-cv';
import type { CvEditor } from './edits/cv-editor';
import { CvEngineError, cvEngineErrorCodes } from './errors';
import { optimiseParsedCv } from './pipeline';

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

const malformedEditor: CvEditor = {
  propose: async () => 'not a list of edits' as never,
};

describe('the edit step falls back only when the provider fails', () => {
  test.each([
    ['rejects', rejectingEditor],
    ['throws', throwingEditor],
    ['answers something that is not a list of edits', malformedEditor],
  ])('a provider that %s leaves the built-in result, reported as fallback', async (_, editor) => {
    const withEditor = await optimiseParsedCv(createTestCv(), { editor });
    const builtIn = await optimiseParsedCv(createTestCv(), {});

    expect(withEditor.report.aiEdits.map((pass) => pass.status)).toEqual(['fallback']);
    expect(withEditor.optimised).toEqual(builtIn.optimised);
  });

  test('a provider that answers is not reported as a fallback', async () => {
    const result = await optimiseParsedCv(createTestCv(), { editor: echoingEditor });

    expect(result.report.aiEdits.map((pass) => pass.status)).not.toContain('fallback');
  });

  test('a provider failure while translating is TRANSLATION_FAILED, with its cause', async () => {
    const failure = optimiseParsedCv(createTestCv(), { editor: rejectingEditor, translate: true });

    await expect(failure).rejects.toBeInstanceOf(CvEngineError);
    await expect(failure).rejects.toMatchObject({
      code: cvEngineErrorCodes.translationFailed,
      cause: new Error('provider timeout'),
    });
  });
});
