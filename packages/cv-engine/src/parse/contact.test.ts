import { describe, expect, it } from 'vitest';
import { buildTestLines } from './build-test-lines';
import {
  findEmails,
  findEmailsAcrossWrap,
  findLinks,
  findPhones,
  looksLikeLocation,
  looksLikeName,
  readLabelledLocation,
  readProfileHandle,
} from './contact';

const firstPhone = (text: string) => findPhones(text)[0]?.value ?? null;

describe('findPhones', () => {
  it.each([
    ['+51 987 654 321', '+51 987 654 321'],
    ['Celular: 987654321', '987654321'],
    ['Cel. 987-654-321', '987-654-321'],
    ['Teléfono: (01) 445-6789', '(01) 445-6789'],
    ['+51 1 234 5678', '+51 1 234 5678'],
    ['+52 55 1234 5678', '+52 55 1234 5678'],
    ['+57 300 123 4567', '+57 300 123 4567'],
    ['+1 (415) 555-0142', '+1 (415) 555-0142'],
    ['john@x.com , +1 (415) 555-0142 , San Francisco', '+1 (415) 555-0142'],
    ['(555) 123-4567', '(555) 123-4567'],
    ['+51 987654321 | ana@correo.pe', '+51 987654321'],
    ['Tel: 01 4456789', '01 4456789'],
    ['Celular N° 987 654 321', '987 654 321'],
  ])('reads %s', (text, expected) => {
    expect(firstPhone(text)).toBe(expected);
  });

  it.each([
    'DNI: 45678912',
    'D.N.I. N° 45678912',
    // A number the text calls a number is a reference: a public hiring process, a resolution.
    'PROCESO CAS N° 012-2025 – Puesto: Especialista',
    'Resolución Nro. 045-2019-GR',
    '2015 - 2018',
    '03/2019 - 12/2021',
    'Ventas por S/ 1.200.000 en 2019',
    '45678912',
    'Promedio 8.5/10.0',
    'Código postal 15074',
    'C.U.I.L.: 20-33412908-4',
    'R.U.T. : 17.845.223-6',
    '17.845.223-6',
    // El Salvador's DUI, Mexico's social security number, EsSalud's code.
    'Nacionalidad: Salvadoreña DUI: 05318472-6',
    'Estado civil: Soltera NSS: 43170112458',
    'N° de seguro social: 431 7011 2458',
    'Autogenerado EsSalud: 8507151RQHMN',
  ])('ignores %s', (text) => {
    expect(firstPhone(text)).toBeNull();
  });
});

describe('findEmails and findLinks', () => {
  it('finishes an address a narrow sidebar wrapped onto the next line of its block', () => {
    const emailOf = (first: string, second: string, secondBlock = 1) =>
      findEmailsAcrossWrap(
        buildTestLines([
          { text: first, block: 1 },
          { text: second, block: secondBlock },
        ]),
        0,
      ).map((match) => match.value);
    // A one-letter ending is no domain: the next line's letters finish it.
    expect(emailOf('ana.wasi@example.p', 'e')).toEqual(['ana.wasi@example.pe']);
    expect(emailOf('ana.wasi@example.', 'pe')).toEqual(['ana.wasi@example.pe']);
    // ".co" is a domain, but a line of two small letters under it is no text of its own.
    expect(emailOf('ana.wasi@example.co', 'm')).toEqual(['ana.wasi@example.com']);
    // A whole address followed by other text, or by a short line of another block, stays.
    expect(emailOf('ana.wasi@example.co', 'Lima')).toEqual(['ana.wasi@example.co']);
    expect(emailOf('ana.wasi@example.co', 'pe', 2)).toEqual(['ana.wasi@example.co']);
  });

  it('finds e-mails and keeps them out of links', () => {
    const text = 'ana.torres@gmail.com | linkedin.com/in/ana-torres | github.com/atorres';
    expect(findEmails(text).map((match) => match.value)).toEqual(['ana.torres@gmail.com']);
    expect(findLinks(text).map((match) => match.value)).toEqual([
      'linkedin.com/in/ana-torres',
      'github.com/atorres',
    ]);
  });

  it('reads an e-mail split into two text items after its "@"', () => {
    expect(findEmails('Correo: ana.torres@ gmail.com').map((match) => match.value)).toEqual([
      'ana.torres@gmail.com',
    ]);
    expect(findLinks('ana.torres@ gmail.com')).toEqual([]);
  });

  it('reads URLs, www addresses and bare domains as displayed', () => {
    expect(
      findLinks('Web: https://johndoe.me/ y www.portafolio.pe.').map((match) => match.value),
    ).toEqual(['https://johndoe.me/', 'www.portafolio.pe']);
    expect(findLinks('Portafolio: anatorres.pe').map((match) => match.value)).toEqual([
      'anatorres.pe',
    ]);
  });

  it('does not take technologies for domains', () => {
    expect(findLinks('Node.js, ASP.NET, Socket.io, Vue.js')).toEqual([]);
  });

  it('reads profile handles', () => {
    expect(readProfileHandle('johndoe')).toBe('johndoe');
    expect(readProfileHandle('GitHub: ana-torres')).toBe('ana-torres');
    // The site named after the handle, in brackets; a name in brackets is no handle.
    expect(readProfileHandle('anatorres (LinkedIn)')).toBe('anatorres');
    expect(readProfileHandle('Ana Torres (LinkedIn)')).toBeNull();
    expect(readProfileHandle('Experiencia')).toBeNull();
    // A date beside a calendar icon, or an icon the file gives no text for ("\uFFFD").
    expect(readProfileHandle('\uf073 23.04.2004')).toBeNull();
    expect(readProfileHandle('\ufffd rosa-huillca')).toBe('rosa-huillca');
  });
});

describe('looksLikeName and looksLikeLocation', () => {
  it('recognises names, not document titles', () => {
    expect(looksLikeName('JOSÉ DOROTEO ARANGO ARÁMBULA')).toBe(true);
    expect(looksLikeName('Curriculum Vitae')).toBe(false);
    expect(looksLikeName('Hoja de vida')).toBe(false);
    expect(looksLikeName('FORMATO ESTÁNDAR DE HOJA DE VIDA')).toBe(false);
    expect(looksLikeName('Mi Currículum Profesional')).toBe(false);
    expect(looksLikeName('ana@correo.pe')).toBe(false);
  });

  it('recognises cities and addresses', () => {
    expect(looksLikeLocation('Lima, Perú')).toBe(true);
    expect(looksLikeLocation('San Isidro, Lima')).toBe(true);
    expect(looksLikeLocation('Pleasantville, CA 94588')).toBe(true);
    expect(looksLikeLocation('Av. Javier Prado 1234, dpto. 501')).toBe(true);
    expect(looksLikeLocation('Desarrolladora Full Stack')).toBe(false);
  });

  it('takes where a person comes from for no location, and a "Localidad" for one', () => {
    expect(looksLikeLocation('Nacionalidad: Peruana')).toBe(false);
    expect(looksLikeLocation('Nacionalidad: Perú')).toBe(false);
    expect(looksLikeLocation('Lugar de nacimiento: Cusco, Perú')).toBe(false);
    expect(looksLikeLocation('Lugar y fecha de nacimiento: Puno, 12/03/1998')).toBe(false);
    expect(looksLikeLocation('Localidad: Arequipa')).toBe(true);
    expect(readLabelledLocation('Localidad: Arequipa')).toBe('Arequipa');
    expect(readLabelledLocation('Distrito: San Juan de Lurigancho')).toBe('San Juan de Lurigancho');
    // A label cell set over a value cell that opens on the colon.
    expect(readLabelledLocation('Dirección: : Jr. Puno 120 – Piura')).toBe('Jr. Puno 120 – Piura');
  });
});
