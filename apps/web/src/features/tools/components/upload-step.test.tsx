import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, test } from 'vitest';
import { UploadStep, type UploadValues } from './upload-step';

const values = (jobDescription: string): UploadValues => ({
  file: null,
  jobDescription,
  baseSource: 'upload',
  baseCvId: '',
});

function render(jobDescription: string): string {
  return renderToStaticMarkup(
    <UploadStep
      type="optimize_job"
      values={values(jobDescription)}
      onChange={() => undefined}
      onFileError={() => undefined}
      baseCvs={[]}
      baseCvsError={null}
      disabled={false}
    />,
  );
}

describe('UploadStep posting field (issue 13)', () => {
  test('a one-word posting shows how short it is under the field, linked to it', () => {
    const html = render('Analista');
    expect(html).toContain('Llevas 1 de 20 palabras.');
    const hintId = /<p id="([^"]+)"[^>]*>Llevas/.exec(html)?.[1];
    expect(hintId).toBeDefined();
    expect(html).toContain(`aria-describedby="${hintId}"`);
  });

  test('an empty posting and a full one show no count', () => {
    expect(render('')).not.toContain('Llevas');
    expect(render('palabra '.repeat(20))).not.toContain('Llevas');
  });
});
