import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, test } from 'vitest';
import { SelectField } from './select-field';

const options = [
  { value: '', label: 'Selecciona' },
  { value: 'Lima', label: 'Lima' },
];

/** The rendered <select> start tag. */
function selectTag(html: string): string {
  return /<select[^>]*>/.exec(html)?.[0] ?? '';
}

describe('SelectField', () => {
  test('an error gives the select a red border, marks it invalid and ties the message to it', () => {
    const html = renderToStaticMarkup(
      <SelectField id="departamento" label="Departamento" options={options} error="Elige uno" />,
    );
    const select = selectTag(html);

    expect(select).toContain('border-danger-600');
    expect(select).toContain('aria-invalid="true"');
    expect(select).toContain('aria-describedby="departamento-error"');
    expect(html).toContain(
      '<p id="departamento-error" class="text-sm text-danger-700">Elige uno</p>',
    );
  });

  test('without an error it has the usual border and is not marked invalid', () => {
    const html = renderToStaticMarkup(
      <SelectField id="departamento" label="Departamento" options={options} />,
    );
    const select = selectTag(html);

    expect(select).toContain('border-line');
    expect(select).not.toContain('border-danger-600');
    expect(select).not.toContain('aria-invalid');
    expect(select).not.toContain('aria-describedby');
    expect(html).toContain('<label for="departamento"');
  });
});
