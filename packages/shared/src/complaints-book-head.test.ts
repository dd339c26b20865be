import { describe, expect, test } from 'vitest';
import { publicPageHead } from './public-pages';
import { claimAnswerDays } from './public-site';
import { paths } from './routes';

describe('the complaints book head (issue 17)', () => {
  test('promises the legal term in calendar days, like the page and the e-mails', () => {
    const description = publicPageHead(paths.complaintsBook, 'CVListo')?.description ?? '';
    expect(description).toContain(`${claimAnswerDays} días calendario`);
    expect(description).not.toContain('hábiles');
  });
});
