import { describe, expect, it } from 'vitest';
import {
  findDateRange,
  isCutRangeText,
  isDurationOnly,
  namesAcademicPeriod,
  parseDateRange,
  removeDateText,
} from './dates';

describe('parseDateRange', () => {
  it.each([
    ['ene. 2020 – actualidad', { year: 2020, month: 1 }, null, true],
    ['03/2019 - 12/2021', { year: 2019, month: 3 }, { year: 2021, month: 12 }, false],
    ['2018 – Presente', { year: 2018, month: null }, null, true],
    ['Agosto 2015 - Diciembre 2016', { year: 2015, month: 8 }, { year: 2016, month: 12 }, false],
    ['Jan 2020 - Present', { year: 2020, month: 1 }, null, true],
    ['2019 – Current', { year: 2019, month: null }, null, true],
    ['12/2020 – Hoy', { year: 2020, month: 12 }, null, true],
    ['2015-2018', { year: 2015, month: null }, { year: 2018, month: null }, false],
    ['Set. 2019 - a la fecha', { year: 2019, month: 9 }, null, true],
    ['setiembre 2019 a noviembre 2020', { year: 2019, month: 9 }, { year: 2020, month: 11 }, false],
    ['January 2019 to Present', { year: 2019, month: 1 }, null, true],
    ['(2016 - 2017)', { year: 2016, month: null }, { year: 2017, month: null }, false],
    ['Enero - Marzo 2020', { year: 2020, month: 1 }, { year: 2020, month: 3 }, false],
    ['Desde 2019 hasta la actualidad', { year: 2019, month: null }, null, true],
    ['Jun 2021 – Now', { year: 2021, month: 6 }, null, true],
    ['2019 – ahora', { year: 2019, month: null }, null, true],
    ['8-2019 / actualmente', { year: 2019, month: 8 }, null, true],
    ['2019-03 – 2020-06', { year: 2019, month: 3 }, { year: 2020, month: 6 }, false],
    ['2019-06-01 — 2022-02-28', { year: 2019, month: 6 }, { year: 2022, month: 2 }, false],
    ['2018/09/15 - 2019/03/31', { year: 2018, month: 9 }, { year: 2019, month: 3 }, false],
    ['2019 – la fecha', { year: 2019, month: null }, null, true],
    ['De 06/08/2018 A la actualidad', { year: 2018, month: 8 }, null, true],
    ['De 01/07/2017 Al 24/05/2018', { year: 2017, month: 7 }, { year: 2018, month: 5 }, false],
  ])('reads "%s"', (text, start, end, current) => {
    const range = parseDateRange(text);
    expect(range).toEqual({ start, end, current, text: text.replace(/^\(|\)$/g, '') });
  });

  it('reads a range whose end a dates column set above its start, as displayed', () => {
    expect(findDateRange('Present – Jan 2022')?.range).toEqual({
      start: { year: 2022, month: 1 },
      end: null,
      current: true,
      text: 'Present – Jan 2022',
    });
    expect(findDateRange('Dec 2021 – Apr 2019')?.range).toEqual({
      start: { year: 2019, month: 4 },
      end: { year: 2021, month: 12 },
      current: false,
      text: 'Dec 2021 – Apr 2019',
    });
  });

  it('reads single dates as a point in time', () => {
    expect(parseDateRange('Marzo de 2017')).toEqual({
      start: { year: 2017, month: 3 },
      end: { year: 2017, month: 3 },
      current: false,
      text: 'Marzo de 2017',
    });
    expect(parseDateRange('2014')?.start).toEqual({ year: 2014, month: null });
    expect(parseDateRange('Set. 2019')?.start).toEqual({ year: 2019, month: 9 });
  });

  it('reads two dates with months, one after the other with no dash, as a range (OCR lost it)', () => {
    expect(parseDateRange('01 abril 2018 30 agosto 2020')).toMatchObject({
      start: { year: 2018, month: 4 },
      end: { year: 2020, month: 8 },
    });
    // Not two bare years, nor a later date first.
    expect(findDateRange('2019 2021')?.isRange).toBe(false);
    expect(findDateRange('enero 2020 marzo 2019')?.isRange).toBe(false);
  });

  it('reads a day before the month name, and a day and month running to the present', () => {
    expect(parseDateRange('01 octubre 2023 – 15 enero 2025 (1 año 3 meses)')).toEqual({
      start: { year: 2023, month: 10 },
      end: { year: 2025, month: 1 },
      current: false,
      text: '01 octubre 2023 – 15 enero 2025 (1 año 3 meses)',
    });
    expect(parseDateRange('1 Marzo – Actualidad (6 meses)')).toEqual({
      start: null,
      end: null,
      current: true,
      text: '1 Marzo – Actualidad (6 meses)',
    });
    expect(parseDateRange('Mayo – actualidad')).toBeNull();
  });

  it('reads more ways of saying "to the present"', () => {
    for (const text of [
      'Enero 2020 - Hoy día',
      '2021 – hasta el momento',
      'Mar. 2022 – a la fecha actual',
      '2018 – al día de hoy',
    ])
      expect(parseDateRange(text)).toMatchObject({ end: null, current: true, text });
  });

  it('reads "Act.", "vigente", "continúa" and "to date" as an open range, never as a closed year', () => {
    for (const text of [
      'Marzo 2019 – Act.',
      '2020 - Act',
      '03/2021 – Vigente',
      'Jan 2020 to date',
      'Ago. 2018 - Actual',
      'Junio 2021 - Continúa',
    ])
      expect(parseDateRange(text)).toMatchObject({ end: null, current: true, text });
    expect(findDateRange('Asistente Legal  2018 – vigente')?.range).toMatchObject({
      start: { year: 2018, month: null },
      end: null,
      current: true,
    });
  });

  it('leaves the end open when the text stops at the dash ("2004 –")', () => {
    expect(parseDateRange('2004 –')).toEqual({
      start: { year: 2004, month: null },
      end: null,
      current: false,
      text: '2004 –',
    });
    // A dash before more words separates fields: the year stands for itself.
    expect(findDateRange('2019 - Analista de Datos')?.range.end).toEqual({
      year: 2019,
      month: null,
    });
  });

  it('reads a month name with a two-digit year after a mark ("ene-19", "Nov \'18")', () => {
    expect(parseDateRange('Ene-19 / Dic-20')).toEqual({
      start: { year: 2019, month: 1 },
      end: { year: 2020, month: 12 },
      current: false,
      text: 'Ene-19 / Dic-20',
    });
    expect(parseDateRange("Mar '98 – Nov '01")).toMatchObject({
      start: { year: 1998, month: 3 },
      end: { year: 2001, month: 11 },
    });
    expect(parseDateRange('Set/21 – Actualidad')).toMatchObject({ current: true });
    // A day after a month name and a space is no year: "May 19, 2020" is in 2020.
    expect(findDateRange('May 19, 2020')?.range.start?.year).toBe(2020);
  });

  it('reads "Desde 2019" alone as a start that runs to the present', () => {
    expect(parseDateRange('Desde 2019')).toMatchObject({ end: null, current: true });
    expect(parseDateRange('Since March 2021')).toMatchObject({ end: null, current: true });
    expect(parseDateRange('Del 2019')).toMatchObject({ current: false });
    // "desde el (año) 2019": the article stays in the range's text, as displayed.
    expect(findDateRange('Chofer – desde el 2019 hasta la fecha')?.range).toMatchObject({
      text: 'desde el 2019 hasta la fecha',
      current: true,
    });
    expect(findDateRange('Desde el año 2019')?.range.text).toBe('Desde el año 2019');
  });

  it('reads a school’s or a resolution’s number after "N°" as no year', () => {
    expect(findDateRange('I.E. N° 2026 Simón Bolívar – UGEL 02')).toBeNull();
    expect(findDateRange('Colegio Nº 1999 “Wasi”')).toBeNull();
    expect(findDateRange('Resolución N.° 2019-0456')).toBeNull();
    expect(findDateRange('I.E. N° 2026 Kamayoq, 2015 – 2016')?.range.text).toBe('2015 – 2016');
  });

  it('reads a range a form labels ("Desde: 03/2019 Hasta: 05/2020")', () => {
    expect(parseDateRange('Desde: 03/2019 Hasta: 05/2020')).toEqual({
      start: { year: 2019, month: 3 },
      end: { year: 2020, month: 5 },
      current: false,
      text: 'Desde: 03/2019 Hasta: 05/2020',
    });
    expect(parseDateRange('Desde: marzo 2019 Hasta: la fecha')).toMatchObject({
      end: null,
      current: true,
    });
  });

  it('rejects text that is more than a date', () => {
    expect(parseDateRange('Ingeniera de Sistemas 2019')).toBeNull();
    expect(parseDateRange('Av. Arequipa 1234')).toBeNull();
    expect(parseDateRange('987 654 321')).toBeNull();
  });
});

describe('a range cut before its end year (a narrow dates box wraps it)', () => {
  it('keeps the end month with the open start, to be finished by the next line', () => {
    const match = findDateRange('Analista de Datos | Ene 2025 - Nov');
    expect(match?.range.text).toBe('Ene 2025 - Nov');
    expect(match?.range.end).toBeNull();
    expect(isCutRangeText('Ene 2025 - Nov')).toBe(true);
    expect(isCutRangeText('07/2023 –')).toBe(true);
    expect(isCutRangeText('Ene 2025 - Nov 2026')).toBe(false);
    // A month named later in a sentence is no cut range.
    expect(findDateRange('2019 - Nov y Dic de campaña')?.range.text).toBe('2019');
  });
});

describe('findDateRange', () => {
  it('finds a range inside a line and removes it cleanly', () => {
    const text = 'Software Engineer, Equipo de Google Cloud Marzo 2020 - presente';
    const match = findDateRange(text);
    expect(match?.range.text).toBe('Marzo 2020 - presente');
    expect(match?.isRange).toBe(true);
    expect(match && removeDateText(text, match)).toBe('Software Engineer, Equipo de Google Cloud');
  });

  it('keeps "Del" with a range in brackets after a name, not with a year after "de"', () => {
    expect(findDateRange('DORADO S.A.C. (Del 2015 al 2018)')?.range.text).toBe('Del 2015 al 2018');
    expect(findDateRange('(Del 2018 a la fecha) – Destacado en Lurín')?.range.text).toBe(
      'Del 2018 a la fecha',
    );
    expect(findDateRange('Supervisor de 2015 a 2018')?.range.text).toBe('2015 a 2018');
  });

  it('keeps two fields parted where the dates stood between bars (issue 12)', () => {
    const text = 'Analista | 2019 – 2021 | Pukara Wasi';
    const match = findDateRange(text);
    expect(match && removeDateText(text, match)).toBe('Analista | Pukara Wasi');
  });

  it('prefers a range to an earlier single year', () => {
    expect(findDateRange('Premio 2015 · Analista | 2016 – 2018')?.range.text).toBe('2016 – 2018');
  });

  it('does not take years out of phone numbers or amounts', () => {
    expect(findDateRange('Cel. 987 654 321')).toBeNull();
    expect(findDateRange('Ventas por S/ 1.200.000')).toBeNull();
  });
});

describe('durations written with the dates', () => {
  it('keeps a duration written before a range in brackets with it (issue 12)', () => {
    const line = 'Vigilante en Condominio Kamayoq — 3 años (2017 – 2020)';
    const match = findDateRange(line);
    expect(match?.range.text).toBe('3 años (2017 – 2020)');
    expect(match && removeDateText(line, match)).toBe('Vigilante en Condominio Kamayoq');
    // A single year in brackets after a duration stays a year.
    expect(findDateRange('Curso de cocina 6 meses (2017)')?.range.text).toBe('2017');
  });

  it('keeps a duration after a range in the range text, as displayed', () => {
    expect(findDateRange('junio de 2021 - agosto de 2023 (2 años 3 meses)')?.range.text).toBe(
      'junio de 2021 - agosto de 2023 (2 años 3 meses)',
    );
    expect(findDateRange('Jan 2022 - Present · 1 yr 4 mos')?.range.text).toBe(
      'Jan 2022 - Present · 1 yr 4 mos',
    );
    // Set apart by space alone, a duration ending the line is still the range's.
    expect(findDateRange('Jun, 2019 - Feb, 2022   2 years 9 months')?.range.text).toBe(
      'Jun, 2019 - Feb, 2022   2 years 9 months',
    );
    const spaced = 'Tiendas Wasi   mar. 2018 – ago. 2018 5 meses';
    const spacedMatch = findDateRange(spaced);
    expect(spacedMatch && removeDateText(spaced, spacedMatch)).toBe('Tiendas Wasi');
    // Words after it make it the start of a phrase, not the range's.
    expect(findDateRange('2019 – 2020 3 meses de prácticas')?.range.text).toBe('2019 – 2020');
    const line = 'Analista Contable ene. 2020 – dic. 2020 (11 meses)';
    const match = findDateRange(line);
    expect(match && removeDateText(line, match)).toBe('Analista Contable');
  });

  it('keeps durations written in words or after a dash or slash', () => {
    expect(findDateRange('Marzo 2019 – Agosto 2019 (seis meses)')?.range.text).toBe(
      'Marzo 2019 – Agosto 2019 (seis meses)',
    );
    expect(findDateRange('may. de 2023 - actualidad · menos de un año')?.range.text).toBe(
      'may. de 2023 - actualidad · menos de un año',
    );
    expect(findDateRange('Oct 2019 – Mar 2020 – 6 meses')?.range.text).toBe(
      'Oct 2019 – Mar 2020 – 6 meses',
    );
    expect(findDateRange('Mayo 2019 - Junio 2019 / 2 meses')?.range.text).toBe(
      'Mayo 2019 - Junio 2019 / 2 meses',
    );
    expect(isDurationOnly('Un año y medio')).toBe(true);
    expect(isDurationOnly('dos años')).toBe(true);
    // Public-sector forms count the days too.
    expect(findDateRange('02/05/2023 al 15/02/2024 (9 meses y 13 días)')?.range.text).toBe(
      '02/05/2023 al 15/02/2024 (9 meses y 13 días)',
    );
    expect(isDurationOnly('1 año, 2 meses y 13 días')).toBe(true);
  });

  it('tells a tenure line from a date', () => {
    expect(isDurationOnly('4 años 8 meses')).toBe(true);
    expect(isDurationOnly('(1 año)')).toBe(true);
    expect(isDurationOnly('2 yrs 3 mos')).toBe(true);
    expect(isDurationOnly('2019 - 2020')).toBe(false);
    expect(isDurationOnly('3 años de experiencia en ventas')).toBe(false);
  });

  it('reads academic terms and school years with the words that name them', () => {
    const read = (text: string) => {
      const match = findDateRange(text);
      return match && [match.range.text, match.range.start?.year, match.range.end?.year];
    };
    expect(read('Docente 2021-I a la fecha')).toEqual(['2021-I a la fecha', 2021, undefined]);
    expect(read('2018-II al 2020-I')).toEqual(['2018-II al 2020-I', 2018, 2020]);
    expect(read('(Semestres 2019-II, 2020-I y 2021-I)')).toEqual([
      'Semestres 2019-II, 2020-I y 2021-I',
      2019,
      2021,
    ]);
    expect(read('Profesora (Contratada) Año lectivo 2024')).toEqual([
      'Año lectivo 2024',
      2024,
      2024,
    ]);
    expect(read('Año académico 2023 – 2024')).toEqual(['Año académico 2023 – 2024', 2023, 2024]);
    expect(read('Ayudante de cátedra – Semestre Primavera 2019')).toEqual([
      'Semestre Primavera 2019',
      2019,
      2019,
    ]);
    expect(read('Teaching Assistant, Fall 2018')).toEqual(['Fall 2018', 2018, 2018]);
    expect(read('Ayudante de Estadística, 2° semestre 2020')).toEqual([
      '2° semestre 2020',
      2020,
      2020,
    ]);
    expect(read('Ayudante de Máquinas Eléctricas, semestre I-2015')).toEqual([
      'semestre I-2015',
      2015,
      2015,
    ]);
    expect(read('Ayudante de Álgebra – 1er semestre 2021')).toEqual([
      '1er semestre 2021',
      2021,
      2021,
    ]);
    // Terms in figures (Peru, Chile, Colombia, Mexico) and Argentina's four-month terms.
    expect(read('2019-2 Asistente de docencia — Estática')).toEqual(['2019-2', 2019, 2019]);
    expect(read('Ayudante de profesor | Semestre 2020-1')).toEqual(['Semestre 2020-1', 2020, 2020]);
    expect(read('2019-1 – 2020-2')).toEqual(['2019-1 – 2020-2', 2019, 2020]);
    expect(read('Ayudante alumno — 2do cuatrimestre 2021')).toEqual([
      '2do cuatrimestre 2021',
      2021,
      2021,
    ]);
    // A month in figures after the year, or a range of years, is no term.
    expect(read('2019-03')).toEqual(['2019-03', 2019, 2019]);
    expect(read('2019-2020')).toEqual(['2019-2020', 2019, 2020]);
    expect(namesAcademicPeriod('2019-2')).toBe(true);
    // A season alone names no term ("Vendedor – Verano 2019": a summer job).
    expect(read('Vendedor – Verano 2019')).toEqual(['2019', 2019, 2019]);
    // A school's number is no term.
    expect(findDateRange('I.E. N° 2019-I')).toBeNull();
    expect(namesAcademicPeriod('Semestre 2019-I')).toBe(true);
    expect(namesAcademicPeriod('Año lectivo 2024')).toBe(true);
    expect(namesAcademicPeriod('marzo 2019 – 2020')).toBe(false);
  });
});
