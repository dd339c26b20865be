import { describe, expect, test } from 'vitest';
import type { Contact, CvSection } from '../model/cv-document';
import { dropContactRepeats } from './contact-repeats';

const contact: Contact = {
  name: 'Rosa Mamani Quispe',
  headline: null,
  email: 'rosa.mamani@correo.pe',
  phone: '+51 987 654 321',
  location: 'Arequipa, Perú',
  links: ['linkedin.com/in/rosamamani'],
};

function otherSection(lines: string[], keepAsWritten = false): CvSection {
  return {
    id: 's9',
    kind: 'other',
    heading: 'CONTACTO',
    lines,
    source: lines.map((text) => ({ text, bullet: false })),
    ...(keepAsWritten ? { keepAsWritten: true } : {}),
  };
}

describe('dropContactRepeats', () => {
  test('drops labelled and bare repeats of the contact line, with a bare label above', () => {
    const section = otherSection([
      'Correo: Rosa.Mamani@correo.pe',
      'Número de teléfono:',
      '987654321',
      'Ubicación: Arequipa, Perú',
      'https://www.linkedin.com/in/rosamamani/',
      'Calle Los Olivos 123, Cayma',
      'Fecha de nacimiento:',
      '12/03/1998',
    ]);
    const { section: after, removed } = dropContactRepeats(section, contact);
    expect(after.lines).toEqual([
      'Ubicación: Arequipa, Perú',
      'Calle Los Olivos 123, Cayma',
      'Fecha de nacimiento:',
      '12/03/1998',
    ]);
    expect(after.source?.map((paragraph) => paragraph.text)).toEqual(after.lines);
    expect(removed).toEqual([
      'Correo: Rosa.Mamani@correo.pe',
      'Número de teléfono: 987654321',
      'https://www.linkedin.com/in/rosamamani/',
    ]);
  });

  test('keeps other numbers, other addresses and sentences that mention a value', () => {
    const lines = [
      'DNI: 45678912',
      'Teléfono de casa: 054 123 456',
      'Correo alterno: rosa.mq@otro.pe',
      'Vivo en Arequipa, Perú desde 2010',
    ];
    const { section: after, removed } = dropContactRepeats(otherSection(lines), contact);
    expect(after.lines).toEqual(lines);
    expect(removed).toEqual([]);
  });

  test('reports what left the printed source of a section kept as written', () => {
    const section: CvSection = {
      ...otherSection(['Teléfono: 987 654 321'], true),
      source: [
        { text: 'Teléfono:', bullet: false },
        { text: '987 654 321', bullet: false },
        { text: 'Referencias a solicitud', bullet: false },
      ],
    };
    const { section: after, removed } = dropContactRepeats(section, contact);
    expect(after.source).toEqual([{ text: 'Referencias a solicitud', bullet: false }]);
    expect(removed).toEqual(['Teléfono: 987 654 321']);
  });

  test('drops a bare or labelled repeat of the name and a bare repeat of the town, not a labelled address', () => {
    const section = otherSection([
      'Rosa Mamani Quispe',
      'Nombres y apellidos: Rosa Mamani Quispe',
      'Arequipa, Perú',
      'Dirección:',
      'Arequipa, Perú',
      'Rosa Mamani Quispe Vda. de Flores',
    ]);
    const { section: after, removed } = dropContactRepeats(section, contact);
    expect(after.lines).toEqual([
      'Dirección:',
      'Arequipa, Perú',
      'Rosa Mamani Quispe Vda. de Flores',
    ]);
    expect(removed).toEqual([
      'Rosa Mamani Quispe',
      'Nombres y apellidos: Rosa Mamani Quispe',
      'Arequipa, Perú',
    ]);
  });
});

describe('a line of contact values, as a profile export writes them', () => {
  test('drops a line holding the address and the phone with its kind tag', () => {
    const section = otherSection([
      'Calle Las Begonias 450, Arequipa 987654321 (Mobile)',
      'linkedin.com/in/rosamamani (LinkedIn)',
      'Calle Los Olivos 123, Cayma',
    ]);
    const withAddress = { ...contact, location: 'Calle Las Begonias 450, Arequipa' };
    const { section: after, removed } = dropContactRepeats(section, withAddress);
    expect(after.lines).toEqual(['Calle Los Olivos 123, Cayma']);
    expect(removed).toEqual([
      'Calle Las Begonias 450, Arequipa 987654321 (Mobile)',
      'linkedin.com/in/rosamamani (LinkedIn)',
    ]);
  });

  test('keeps a tagged value that is not the contact line’s', () => {
    const section = otherSection(['987000111 (Mobile)', 'Lima 987654321 (Mobile)']);
    expect(dropContactRepeats(section, contact).removed).toEqual([]);
  });

  test('drops a sidebar label without a colon with the value under it', () => {
    const section = otherSection([
      'Dirección',
      'Calle Los Olivos 123, Cayma',
      'Celular',
      '987 654 321',
      'Correo',
      'rosa.mamani@correo.pe',
      'LinkedIn',
      'linkedin.com/in/rosamamani',
      'Disponibilidad',
      'Inmediata',
    ]);
    const { section: after, removed } = dropContactRepeats(section, contact);
    expect(after.lines).toEqual([
      'Dirección',
      'Calle Los Olivos 123, Cayma',
      'Disponibilidad',
      'Inmediata',
    ]);
    expect(removed).toEqual([
      'Celular 987 654 321',
      'Correo rosa.mamani@correo.pe',
      'LinkedIn linkedin.com/in/rosamamani',
    ]);
  });
});
