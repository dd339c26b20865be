import { renderToStaticMarkup } from 'react-dom/server';
import { expect, test } from 'vitest';
import { FeedbackBonusNotice } from './feedback-page';

// The promise of a credit is made only while the account can still earn it (issue 17).
test('the form promises the first feedback’s credit only while it is to be earned', () => {
  const before = renderToStaticMarkup(<FeedbackBonusNotice isAvailable />);
  const after = renderToStaticMarkup(<FeedbackBonusNotice isAvailable={false} />);

  expect(before).toContain('Tu primer feedback te regala 1 crédito para optimizar tu CV.');
  expect(after).not.toContain('te regala');
  expect(after).toContain('Ya recibiste el crédito de regalo por tu primer feedback.');
});
