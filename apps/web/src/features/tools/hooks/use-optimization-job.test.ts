import { describe, expect, test } from 'vitest';
import { jobAfterLettingGo, type OptimizationJob } from './use-optimization-job';

const finished: OptimizationJob = { id: 'job-1', type: 'optimize_es' };
const justStarted: OptimizationJob = { id: 'job-2', type: 'optimize_es' };

describe('letting go of the job the screen showed', () => {
  test('the finished job shown is forgotten', () => {
    expect(jobAfterLettingGo(finished, finished)).toBeNull();
  });

  test('a job whose upload was answered after the render that closed the dialog is kept', () => {
    // The dialog showed no job yet (the upload was running) when it was closed.
    expect(jobAfterLettingGo(justStarted, null)).toEqual(justStarted);
  });

  test('a new job is not dropped by letting go of the previous one', () => {
    expect(jobAfterLettingGo(justStarted, finished)).toEqual(justStarted);
  });

  test('with no job there is nothing to forget', () => {
    expect(jobAfterLettingGo(null, null)).toBeNull();
  });
});
