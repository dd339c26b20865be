import { describe, expect, test } from 'vitest';
import { entryTense, tenseFromBullets, tensesFromOrder } from './bullet-tense';

describe('entryTense', () => {
  test.each([
    [
      { start: { year: 2020, month: 3 }, end: null, current: true, text: 'mar. 2020 – actualidad' },
      'current',
    ],
    [
      {
        start: { year: 2018, month: 1 },
        end: { year: 2019, month: 6 },
        current: false,
        text: '2018 – 2019',
      },
      'ended',
    ],
    [{ start: { year: 2017, month: null }, end: null, current: false, text: '2017' }, 'ended'],
    // An open dash may be a job still going: unknown.
    [{ start: { year: 2023, month: 5 }, end: null, current: false, text: 'mayo 2023 –' }, null],
    [null, null],
  ] as const)('%j → %s', (dates, tense) => {
    expect(entryTense(dates)).toBe(tense);
  });
});

describe('tenseFromBullets: a job without dates told by its own bullets', () => {
  test.each([
    [['Concilié cuentas bancarias', 'Elaboré planillas', 'Registro de compras'], 'ended'],
    [['Managed a team of 5', 'Built the billing API', 'Maintenance of servers'], 'ended'],
    [['Coordino rutas de reparto', 'Control de inventarios'], 'current'],
    // One past is not enough: an achievement of a current job is told in the past too.
    [['Implementé un tablero de ventas', 'Gestión de compras'], null],
    // Mixed, nouns only, third-person presents (a posting's style) or infinitives: unknown.
    [['Superviso al personal', 'Implementé un tablero', 'Elaboré reportes'], null],
    [['Desarrollo de sitios web', 'Registro de compras'], null],
    [['Elabora reportes', 'Atiende reclamos'], null],
    [['Elaborar reportes', 'Atender reclamos'], null],
  ] as const)('%j → %s', (bullets, tense) => {
    expect(tenseFromBullets(bullets)).toBe(tense);
  });
});

describe('tensesFromOrder: a job without dates placed in a list written newest first', () => {
  const range = (start: number, end: number | null) => ({
    start: { year: start, month: 1 },
    end: end === null ? null : { year: end, month: 12 },
    current: end === null,
    text: `${start} – ${end ?? 'actualidad'}`,
  });
  test('below a job that ended, it ended too', () => {
    expect(
      tensesFromOrder([
        { dates: range(2022, null) },
        { dates: range(2019, 2021) },
        { dates: null },
        { dates: range(2015, 2018) },
      ]),
    ).toEqual([null, null, 'ended', null]);
  });
  test('above every ended job, in a list oldest first, or with one dated job: unknown', () => {
    expect(
      tensesFromOrder([
        { dates: null },
        { dates: range(2019, 2021) },
        { dates: range(2015, 2018) },
      ]),
    ).toEqual([null, null, null]);
    expect(
      tensesFromOrder([
        { dates: range(2015, 2018) },
        { dates: null },
        { dates: range(2019, 2021) },
      ]),
    ).toEqual([null, null, null]);
    expect(tensesFromOrder([{ dates: range(2019, 2021) }, { dates: null }])).toEqual([null, null]);
  });
});
