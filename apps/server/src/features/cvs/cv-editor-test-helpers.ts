// Test helpers for the CV editor's API: an invented CV document, and calls that create, save and
// download a CV and read its files' text back the way an ATS would.
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { extractDocument } from '@cvlisto/cv-engine';
import { createEmptyCvDocument, type CvDocument } from '@cvlisto/cv-engine/model';
import type { CvEditorState } from '@cvlisto/shared';
import { expect } from 'vitest';
import type { TestClient, TestServer } from '../../../test/test-runtime';

/** A short CV of an invented person (no real data: COMMON rules). */
export function createTestCvDocument(): CvDocument {
  const empty = createEmptyCvDocument('es');
  const sectionId = (kind: string) => empty.sections.find((section) => section.kind === kind)!.id;
  return {
    ...empty,
    contact: {
      name: 'Lucía Ramírez Torres',
      headline: 'Asistente administrativa',
      email: 'lucia.ramirez@ejemplo.pe',
      phone: '+51 912 345 678',
      location: 'Surco, Lima',
      links: [],
    },
    summary:
      'Asistente administrativa con cuatro años de experiencia en facturación, archivo y atención a proveedores.',
    experience: [
      {
        sectionId: sectionId('experience'),
        title: 'Asistente administrativa',
        organisation: 'Distribuidora Los Andes S.A.C.',
        location: 'Lima',
        dates: {
          text: 'mar. 2021 – actualidad',
          start: { year: 2021, month: 3 },
          end: null,
          current: true,
        },
        bullets: [
          'Registro 300 facturas al mes en el sistema contable.',
          'Coordino los pagos a 40 proveedores con tesorería.',
        ],
      },
      {
        sectionId: sectionId('experience'),
        title: 'Recepcionista',
        organisation: 'Clínica Santa Rosa',
        location: 'Lima',
        dates: {
          text: 'ene. 2019 – feb. 2021',
          start: { year: 2019, month: 1 },
          end: { year: 2021, month: 2 },
          current: false,
        },
        bullets: ['Atendí a 80 pacientes al día en admisión.'],
      },
    ],
    education: [
      {
        sectionId: sectionId('education'),
        degree: 'Técnica en Administración de Empresas',
        institution: 'Instituto Superior Tecnológico del Sur',
        location: 'Lima',
        dates: {
          text: '2016 – 2018',
          start: { year: 2016, month: null },
          end: { year: 2018, month: null },
          current: false,
        },
        details: [],
      },
    ],
    skills: [
      { sectionId: sectionId('skills'), name: null, items: ['Excel avanzado', 'SAP', 'Word'] },
    ],
    languages: [{ sectionId: sectionId('languages'), name: 'Inglés', level: 'Intermedio' }],
  };
}

/** The document with the first job's title changed. */
export function withFirstJobTitle(document: CvDocument, title: string): CvDocument {
  const [first, ...rest] = document.experience;
  return { ...document, experience: [{ ...first!, title }, ...rest] };
}

export const createCvRequest = (document: CvDocument = createTestCvDocument()) => ({
  name: 'Mi CV desde cero',
  document,
  template: 'clasico',
  pageSize: 'a4',
});

/** Creates a CV from scratch through the API and answers its editor state. */
export async function createCvThroughApi(
  client: TestClient,
  document: CvDocument = createTestCvDocument(),
): Promise<CvEditorState> {
  const response = await client.post('/api/cvs', createCvRequest(document));
  expect(response.status).toBe(201);
  return (await response.json()) as CvEditorState;
}

export function saveDocument(
  client: TestClient,
  cvId: string,
  body: { baseVersion: number; document: CvDocument; template?: string; pageSize?: string },
) {
  return client.request(`/api/cvs/${cvId}/document`, {
    method: 'PUT',
    json: { template: 'clasico', pageSize: 'a4', ...body },
  });
}

/** The text of a downloaded file (PDF or DOCX), as the engine reads an upload. */
export async function downloadText(
  client: TestClient,
  cvId: string,
  format: 'pdf' | 'docx',
): Promise<string> {
  const response = await client.get(`/api/cvs/${cvId}/file?format=${format}`);
  expect(response.status).toBe(200);
  const extracted = await extractDocument(new Uint8Array(await response.arrayBuffer()));
  return extracted.lines.map((line) => line.text).join('\n');
}

/** The user's remaining credits, as the app shows them. */
export async function remainingCredits(client: TestClient): Promise<number> {
  const response = await client.get('/api/me');
  expect(response.status).toBe(200);
  return ((await response.json()) as { credits: { remaining: number } }).credits.remaining;
}

/** Every file under the user's folder, relative to it, sorted. */
export async function userFiles(server: TestServer, userId: string): Promise<string[]> {
  const root = path.join(server.dataDir, 'files', 'users', userId);
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(
    (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return [];
      throw error;
    },
  );
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .sort();
}
