// Test helpers for interview practice: an invented CV stored for a user, a Redi subscription
// through the sandbox checkout, and the calls a browser makes during an interview.
import { createEmptyCvDocument, type CvDocument } from '@cvlisto/cv-engine/model';
import type {
  InterviewAnswerResponse,
  InterviewDetail,
  InterviewSession,
  InterviewsResponse,
} from '@cvlisto/shared';
import { expect } from 'vitest';
import { readOutbox, type OutboxMessage } from '../../../test/outbox';
import type { TestClient, TestServer } from '../../../test/test-runtime';

/** A short CV of an invented person (no real data: COMMON rules). */
export function createInterviewCvDocument(): CvDocument {
  const empty = createEmptyCvDocument('es');
  const sectionId = (kind: string) => empty.sections.find((section) => section.kind === kind)!.id;
  return {
    ...empty,
    contact: {
      name: 'Mariela Huamán Soto',
      headline: 'Analista de logística',
      email: 'mariela.huaman@ejemplo.pe',
      phone: '+51 987 654 321',
      location: 'San Miguel, Lima',
      links: [],
    },
    summary:
      'Analista de logística con cinco años planificando despachos y controlando inventarios.',
    experience: [
      {
        sectionId: sectionId('experience'),
        title: 'Analista de logística',
        organisation: 'Comercial Pacífico Norte S.A.C.',
        location: 'Lima',
        dates: {
          text: 'abr. 2022 – actualidad',
          start: { year: 2022, month: 4 },
          end: null,
          current: true,
        },
        bullets: [
          'Planifico la ruta diaria de 25 camiones de reparto en Lima Norte.',
          'Reduje las devoluciones en 18 % con un control de picking en dos pasos.',
        ],
      },
      {
        sectionId: sectionId('experience'),
        title: 'Asistente de almacén',
        organisation: 'Ferretería El Constructor',
        location: 'Lima',
        dates: {
          text: 'feb. 2019 – mar. 2022',
          start: { year: 2019, month: 2 },
          end: { year: 2022, month: 3 },
          current: false,
        },
        bullets: ['Controlé el inventario mensual de 2000 productos.'],
      },
    ],
    education: [
      {
        sectionId: sectionId('education'),
        degree: 'Bachiller en Administración',
        institution: 'Universidad Nacional del Callao',
        location: 'Callao',
        dates: {
          text: '2014 – 2018',
          start: { year: 2014, month: null },
          end: { year: 2018, month: null },
          current: false,
        },
        details: [],
      },
    ],
    skills: [
      {
        sectionId: sectionId('skills'),
        name: null,
        items: ['Excel avanzado', 'SAP MM', 'Power BI'],
      },
    ],
    languages: [{ sectionId: sectionId('languages'), name: 'Inglés', level: 'Intermedio' }],
  };
}

/** A stored CV of the user, as the editor leaves one (files are not needed here). */
export async function storeCv(
  server: TestServer,
  userId: string,
  document: CvDocument = createInterviewCvDocument(),
  name = 'CV logística',
): Promise<string> {
  const [row] = await server.query<{ id: string }>(
    `insert into optimized_cvs
       (user_id, name, type_id, docx_file_key, pdf_file_key, cv_document, report, score_before, score_after)
     values ($1, $2, 'created', 'sin-archivo.docx', 'sin-archivo.pdf', $3, '{}', 70, 80)
     returning id`,
    [userId, name, JSON.stringify(document)],
  );
  if (!row) throw new Error('CV not stored');
  return row.id;
}

/** Subscribes the user to Redi through the sandbox checkout, as the pricing page does. */
export async function subscribeToRedi(client: TestClient): Promise<void> {
  const checkout = await client.post('/api/checkout', { plan: 'modo_redi' });
  expect(checkout.status).toBe(200);
  const { url } = (await checkout.json()) as { url: string };
  const sessionId = url.split('/').pop() ?? '';
  const completed = await client.post(`/api/checkout/sandbox/${sessionId}/complete`);
  expect(completed.status).toBe(200);
}

export async function listInterviews(client: TestClient): Promise<InterviewsResponse> {
  const response = await client.get('/api/interviews');
  expect(response.status).toBe(200);
  return (await response.json()) as InterviewsResponse;
}

export async function startInterview(
  client: TestClient,
  body: Record<string, unknown> = {},
): Promise<InterviewSession> {
  const response = await client.post('/api/interviews', body);
  expect(response.status, await response.clone().text()).toBe(201);
  return (await response.json()) as InterviewSession;
}

export async function answer(
  client: TestClient,
  interviewId: string,
  questionId: string,
  text: string,
): Promise<InterviewAnswerResponse> {
  const response = await client.post(`/api/interviews/${interviewId}/answers`, {
    questionId,
    text,
    source: 'typed',
    durationSeconds: 40,
  });
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as InterviewAnswerResponse;
}

export async function finish(client: TestClient, interviewId: string): Promise<InterviewDetail> {
  const response = await client.post(`/api/interviews/${interviewId}/finish`);
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as InterviewDetail;
}

export async function readDetail(
  client: TestClient,
  interviewId: string,
): Promise<InterviewDetail> {
  const response = await client.get(`/api/interviews/${interviewId}`);
  expect(response.status).toBe(200);
  return (await response.json()) as InterviewDetail;
}

/** Moves an interview's start back in time, as if this many seconds had passed. */
export async function shiftStart(
  server: TestServer,
  interviewId: string,
  seconds: number,
): Promise<void> {
  await server.query(
    `update interviews set started_at = started_at - make_interval(secs => $2) where id = $1`,
    [interviewId, seconds],
  );
}

/** A sensible answer with a situation, an action, a result and a figure. */
export const goodAnswer =
  'En mi trabajo actual teníamos muchas devoluciones de pedidos. Implementé un control de picking en dos pasos y capacité al equipo; como resultado las devoluciones bajaron 18 % en tres meses.';

/** The interview report e-mails sent to this address. */
export async function reportEmailsTo(server: TestServer, to: string): Promise<OutboxMessage[]> {
  return (await readOutbox(server.dataDir)).filter(
    (message) => message.to.includes(to) && message.text.includes('/entrevista?id='),
  );
}

/** Waits until `check` passes (background work after a response), or fails with its error. */
export async function eventually(check: () => Promise<void>, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      await check();
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}
