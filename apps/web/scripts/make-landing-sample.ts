// The landing page's before → after (issue 17): an invented, realistically messy CV — a PDF as a
// job seeker would export it from Word — read and optimised by our own engine, exactly as an
// upload is (no language model), so what the landing shows is always what the engine does today.
// Prints the LandingSample as JSON; run by the web build (landing-sample-plugin.ts).
// Invented data only: no line of it comes from a real person's CV.
import { optimiseParsedCv, readCv, type CvChange } from '@cvlisto/cv-engine';
import PDFDocument from 'pdfkit';
import type { LandingSample } from '../src/features/landing/landing-sample';

type Line = { readonly text: string; readonly size: number; readonly bold?: boolean };

const heading = (text: string): Line => ({ text, size: 11, bold: true });
const body = (text: string): Line => ({ text, size: 10 });

/**
 * Capitals and colons, "Encargado de…" duties, mixed dates, lower-case skills. Spelt correctly:
 * the engine does not fix spelling, and the "after" must read as good Spanish.
 */
const messyCv: readonly (Line | 'gap')[] = [
  { text: 'JORGE LUIS HUAMÁN CCORI', size: 16, bold: true },
  body('Av. Los Próceres 1450, San Juan de Lurigancho - Lima   Cel: 945 112 873'),
  body('jorge.huaman.ccori@correo.pe'),
  'gap',
  heading('OBJETIVO:'),
  body(
    'Busco una oportunidad laboral en una empresa sólida donde pueda crecer profesionalmente y aportar mis conocimientos.',
  ),
  'gap',
  heading('EXPERIENCIA LABORAL:'),
  { text: 'ASISTENTE DE ALMACÉN - Distribuidora Andina del Sur S.A.C.', size: 10, bold: true },
  body('Mar 2021 - actualidad'),
  body('- Encargado del control de inventarios del almacén'),
  body('- Responsable de la recepción y despacho de mercadería'),
  body('- Encargado de registrar guías de remisión en SAP'),
  'gap',
  { text: 'AUXILIAR DE LOGÍSTICA - Comercial Rímac E.I.R.L.', size: 10, bold: true },
  body('2018 - 2021'),
  body('- apoyo en inventarios mensuales'),
  body('- Responsable del orden y limpieza del almacén'),
  'gap',
  heading('ESTUDIOS:'),
  body('Técnico en Administración de Negocios - Instituto Superior Tecnológico Cibertec'),
  body('2015 - 2018'),
  'gap',
  heading('CONOCIMIENTOS:'),
  body('Excel intermedio, SAP (módulo MM), manejo de montacargas, trabajo en equipo, proactivo'),
  'gap',
  heading('IDIOMAS:'),
  body('Inglés básico'),
];

function renderMessyPdf(): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const document = new PDFDocument({
      size: 'A4',
      margin: 56,
      // Fixed, so every build reads the same file.
      info: { CreationDate: new Date('2026-01-15T12:00:00Z') },
    });
    const chunks: Buffer[] = [];
    document.on('data', (chunk: Buffer) => chunks.push(chunk));
    document.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    document.on('error', reject);
    for (const line of messyCv) {
      if (line === 'gap') {
        document.moveDown(0.8);
        continue;
      }
      document
        .font(line.bold ? 'Helvetica-Bold' : 'Helvetica')
        .fontSize(line.size)
        .text(line.text);
      document.moveDown(0.2);
    }
    document.end();
  });
}

/** Four changes of kinds a reader recognises (two rows of two): a heading, duties, a date. */
function pickChanges(changes: readonly CvChange[]): LandingSample['changes'] {
  const wanted: readonly [CvChange['kind'], number][] = [
    ['heading', 1],
    ['bullet-rewrite', 2],
    ['date-format', 1],
  ];
  return wanted.flatMap(([kind, count]) =>
    changes
      .filter(
        (change): change is CvChange & { before: string; after: string } =>
          change.kind === kind && change.before !== null && change.after !== null,
      )
      .slice(0, count)
      .map(({ before, after, message }) => ({ before, after, message })),
  );
}

export async function makeLandingSample(): Promise<LandingSample> {
  const source = await readCv(await renderMessyPdf());
  const { optimised, report } = await optimiseParsedCv(source, {
    creationDate: new Date('2026-01-15T12:00:00Z'),
  });
  const changes = pickChanges(report.changes);
  if (changes.length < 3) throw new Error('the engine changed too little to show on the landing');
  return {
    name: optimised.contact.name ?? 'Jorge Luis Huamán Ccori',
    scoreBefore: report.scoreBefore,
    scoreAfter: report.scoreAfter,
    changeCount: report.changes.filter((change) => change.after !== null).length,
    changes,
  };
}

process.stdout.write(`${JSON.stringify(await makeLandingSample())}\n`);
