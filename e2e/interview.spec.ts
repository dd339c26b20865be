// Issue 15 end to end: interview practice at /entrevista. The built-in interviewer with typed
// answers (speech may be silent or missing in headless Chromium), the free trial and the call to
// Redi after it, and a Vapi call against a local fake of Vapi's API: the video-call bundle cannot
// load offline, so the spec's error state shows and nothing is charged.
import { createEmptyCvDocument, type CvDocument } from '@cvlisto/cv-engine/model';
import type { InterviewsResponse } from '@cvlisto/shared';
import { chmod, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { chromium, type APIRequestContext, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, test } from 'vitest';
import { startAppServer, type AppServer } from './app-server';
import {
  chromiumArgs,
  expectTitle,
  expectVisible,
  openBrowser,
  signUpThroughApi,
  testPassword,
  uniqueEmail,
  type BrowserSession,
} from './browser';

let session: BrowserSession | undefined;
afterEach(async () => {
  await session?.close();
  session = undefined;
});

const phone = { width: 375, height: 812 };

/** An invented candidate's CV (no real person's data). */
function inventedCv(): CvDocument {
  const empty = createEmptyCvDocument('es');
  const experienceSection = empty.sections.find((section) => section.kind === 'experience')!;
  return {
    ...empty,
    contact: {
      ...empty.contact,
      name: 'Rosa Huamán Flores',
      headline: 'Asistente administrativa',
      email: 'rosa.huaman@ejemplo.pe',
    },
    experience: [
      {
        sectionId: experienceSection.id,
        title: 'Asistente administrativa',
        organisation: 'Comercial Los Álamos S.A.C.',
        location: 'Lima',
        dates: {
          text: 'mar. 2021 – actualidad',
          start: { year: 2021, month: 3 },
          end: null,
          current: true,
        },
        bullets: ['Registro 300 facturas al mes en el sistema contable.'],
      },
    ],
  };
}

const answerText =
  'En Comercial Los Álamos el cierre de mes se retrasaba porque las facturas llegaban tarde. ' +
  'Yo organicé un registro diario en Excel y coordiné con tesorería los pagos a proveedores. ' +
  'Como resultado, redujimos el cierre de 5 a 2 días y pagamos a 40 proveedores a tiempo.';

const posting =
  'Buscamos asistente administrativo para el área de finanzas. Funciones: facturación, ' +
  'conciliaciones bancarias, pagos a proveedores y manejo de Excel avanzado. Requisitos: ' +
  'experiencia de dos años, trabajo en equipo y atención al detalle.';

/** Subscribes the signed-in user to Redi through the sandbox checkout's API. */
async function subscribeToRedi(request: APIRequestContext, baseUrl: string) {
  const headers = { Origin: baseUrl };
  const checkout = await request.post('/api/checkout', { data: { plan: 'modo_redi' }, headers });
  expect(checkout.ok()).toBe(true);
  const { url } = (await checkout.json()) as { url: string };
  expect((await request.post(`/api${url}/complete`, { headers })).status()).toBe(200);
}

async function readInterviews(request: APIRequestContext): Promise<InterviewsResponse> {
  const response = await request.get('/api/interviews');
  expect(response.status()).toBe(200);
  return (await response.json()) as InterviewsResponse;
}

/** No element is wider than the phone's screen. */
async function expectNoHorizontalOverflow(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    phone.width,
  );
}

/**
 * Answers each question by typing until the report shows; returns how many were answered.
 * Between answers the next question (or the report) must appear.
 */
async function answerEveryQuestion(page: Page, check?: () => Promise<void>): Promise<number> {
  const report = page.getByTestId('interview-report');
  for (let answered = 0; answered < 12; answered += 1) {
    if (await report.isVisible()) return answered;
    const question = (await page.getByTestId('current-question').textContent()) ?? '';
    expect(question.length).toBeGreaterThan(10);
    // The question is in the live transcript too.
    expect(await page.getByTestId('live-transcript').textContent()).toContain(question);
    await page.getByRole('textbox', { name: 'Tu respuesta' }).fill(answerText);
    await check?.();
    await page.getByRole('button', { name: 'Enviar respuesta' }).click();
    await page.waitForFunction(
      (previous) => {
        if (document.querySelector('[data-testid="interview-report"]')) return true;
        const next = document.querySelector('[data-testid="current-question"]')?.textContent;
        return next !== undefined && next !== previous;
      },
      question,
      { timeout: 15_000 },
    );
  }
  throw new Error('the interview never ended');
}

/** The newest .eml sent to `email` that links to the interview (quoted-printable decoded). */
async function readInterviewEmail(email: string, interviewId: string): Promise<string> {
  const outbox = path.join(inject('dataDir'), 'outbox');
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const files = (await readdir(outbox).catch(() => [])).filter((file) => file.endsWith('.eml'));
    for (const file of files.sort().reverse()) {
      const raw = await readFile(path.join(outbox, file), 'latin1');
      if (!raw.includes(`To: ${email}`)) continue;
      // Quoted-printable: soft line breaks joined, =XX bytes restored, then read as UTF-8.
      const bytes = raw
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/g, (_match, hex: string) =>
          String.fromCharCode(parseInt(hex, 16)),
        );
      const decoded = Buffer.from(bytes, 'latin1').toString('utf8');
      if (decoded.includes(`/entrevista?id=${interviewId}`)) return decoded;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no interview e-mail for ${email}`);
}

describe('the built-in interviewer', () => {
  test('a Redi subscriber practises with a CV and a posting by typing: report, list, e-mail', async () => {
    session = await openBrowser();
    const { page, context, baseUrl } = session;
    // Speech synthesis throws and recognition is missing: the page must still work by typing.
    await context.addInitScript(() => {
      Object.defineProperty(window, 'webkitSpeechRecognition', { value: undefined });
      Object.defineProperty(window, 'SpeechRecognition', { value: undefined });
      if ('speechSynthesis' in window) {
        window.speechSynthesis.speak = () => {
          throw new Error('sin audio');
        };
      }
    });
    const email = uniqueEmail('entrevista-redi');
    await signUpThroughApi(session, email, 'Rosa Huamán');
    await subscribeToRedi(context.request, baseUrl);
    const created = await context.request.post('/api/cvs', {
      data: {
        name: 'CV administrativo',
        document: inventedCv(),
        template: 'clasico',
        pageSize: 'a4',
      },
      headers: { Origin: baseUrl },
    });
    expect(created.status()).toBe(201);
    const before = await readInterviews(context.request);
    expect(before.allowance.access).toBe('redi');
    expect(before.allowance.mode).toBe('builtin');

    await page.goto('/entrevista');
    await expectTitle(page, 'Tu IA entrevistador | CVListo');
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Tu IA entrevistador' }));
    const pill = page.getByTestId('interview-status');
    expect(await pill.textContent()).toBe('Listo para comenzar');
    for (const card of [
      'Preparación perfecta',
      'Entrevista inteligente',
      'Feedback personalizado',
    ]) {
      await expectVisible(page.getByRole('heading', { name: card }));
    }
    await expectVisible(page.getByText(/en la app y en tu correo/));
    expect(await page.getByTestId('interview-allowance').textContent()).toContain(
      'Te quedan 60 min de 60 min',
    );
    await expectVisible(page.getByText('Aún no tienes entrevistas.', { exact: false }));

    // The newest CV is chosen; «Sin CV» is offered too.
    const cvSelect = page.getByRole('combobox', { name: 'CV con el que practicas' });
    await page.waitForFunction(
      () => document.querySelector('select option')?.textContent === 'CV administrativo',
    );
    expect(await cvSelect.locator('option:checked').textContent()).toBe('CV administrativo');
    expect(await cvSelect.locator('option').allTextContents()).toContain('Sin CV');
    await page
      .getByRole('textbox', { name: 'Puesto al que postulas (opcional)' })
      .fill('Asistente administrativo');
    await page.getByRole('textbox', { name: 'Oferta de trabajo (opcional)' }).fill(posting);
    // Keyboard reachable: the main button takes the focus and starts with Enter.
    const startButton = page.getByRole('button', { name: 'Empezar entrevista' });
    await startButton.focus();
    await page.keyboard.press('Enter');

    await page.getByTestId('current-question').waitFor({ timeout: 15_000 });
    expect(await pill.textContent()).toBe('Te estoy escuchando...');
    expect(await pill.getAttribute('data-state')).toBe('connected');
    expect(await page.getByTestId('interview-clock').textContent()).toMatch(/^\d\d:\d\d \/ 15:00$/);
    // Without recognition there is no voice button and no meter; typing is offered.
    expect(await page.getByRole('button', { name: 'Responder con voz' }).count()).toBe(0);
    expect(await page.getByTestId('level-meter').count()).toBe(0);
    expect(await page.getByText(/Pregunta 1 de [678]/).count()).toBe(1);

    const answered = await answerEveryQuestion(page);
    expect(answered).toBeGreaterThanOrEqual(6);
    expect(answered).toBeLessThanOrEqual(8);

    // The report, at /entrevista?id=…
    await page.waitForURL((url) => url.searchParams.has('id'));
    const interviewId = new URL(page.url()).searchParams.get('id')!;
    const report = page.getByTestId('interview-report');
    await expectVisible(
      page.getByRole('heading', { level: 2, name: 'Tu feedback: Asistente administrativo' }),
    );
    expect(await pill.textContent()).toBe('Listo para comenzar');
    for (const name of [
      'Comunicación',
      'Estructura',
      'Evidencia de logros',
      'Alineación con el puesto',
    ]) {
      await expectVisible(report.getByText(name, { exact: true }));
    }
    expect(await report.getByTestId('score-fit').textContent()).toMatch(/^\d+\/100$/);
    await expectVisible(report.getByText('Respaldas lo que dices con cifras', { exact: false }));
    const practise = report.getByRole('heading', { name: 'Practica esto para la próxima' });
    await expectVisible(practise);
    expect(await report.locator('section:has(#practise-heading) li').count()).toBe(3);
    const answers = report.locator('section:has(#answers-heading) > ol > li');
    expect(await answers.count()).toBe(answered);
    const firstAnswer = await answers.first().textContent();
    expect(firstAnswer).toContain('redujimos el cierre de 5 a 2 días');
    expect(firstAnswer).toContain('palabras');
    expect(firstAnswer).toContain('escrita');
    expect(firstAnswer).toContain('No se cuentan en respuestas escritas');
    expect(firstAnswer).toContain('Situación');
    expect(firstAnswer).toContain('Sí, diste un dato concreto');
    await expectVisible(report.getByText('También te enviamos este informe a tu correo.'));

    // Listed among past interviews, with its CV, status and score; opening it shows the report.
    const list = page.getByRole('list', { name: 'Entrevistas anteriores' });
    const row = list.getByRole('link').first();
    const rowText = (await row.textContent()) ?? '';
    expect(rowText).toContain('Asistente administrativo');
    expect(rowText).toContain('CV administrativo');
    expect(rowText).toContain('Completada');
    expect(rowText).toMatch(/\d+de 100/);
    await page.getByRole('link', { name: 'Nueva entrevista' }).click();
    await page.waitForURL((url) => !url.searchParams.has('id'));
    await expectVisible(page.getByRole('button', { name: 'Empezar entrevista' }));
    await row.click();
    await page.waitForURL((url) => url.searchParams.get('id') === interviewId);
    await expectVisible(page.getByTestId('interview-report'));

    // The e-mail links back to the report; the elapsed time was charged.
    const mail = await readInterviewEmail(email, interviewId);
    expect(mail).toContain('Comunicación');
    const after = await readInterviews(context.request);
    expect(after.interviews[0]).toMatchObject({ id: interviewId, status: 'completed' });
    expect(after.allowance.secondsRemaining).toBeLessThan(before.allowance.secondsRemaining);
    expect(after.allowance.secondsRemaining).toBe(
      before.allowance.secondsRemaining - after.interviews[0]!.durationSeconds,
    );
  });

  test('"Finalizar entrevista" before any answer cancels it: nothing charged, no report', async () => {
    session = await openBrowser();
    const { page, context, baseUrl } = session;
    await signUpThroughApi(session, uniqueEmail('entrevista-corta'));
    await subscribeToRedi(context.request, baseUrl);
    await page.goto('/entrevista');
    await page.getByRole('button', { name: 'Empezar entrevista' }).click();
    await page.getByTestId('current-question').waitFor({ timeout: 15_000 });
    await page.getByRole('button', { name: 'Finalizar entrevista' }).click();
    await expectVisible(page.getByText(/Terminaste sin responder ninguna pregunta/));
    expect(await page.getByTestId('interview-status').textContent()).toBe('Listo para comenzar');
    const { allowance, interviews } = await readInterviews(context.request);
    expect(allowance.secondsRemaining).toBe(allowance.minutesPerPeriod * 60);
    expect(interviews[0]?.status).toBe('cancelled');
  });
  test('a page reload mid-interview: the list shows it running and «Continuar entrevista» resumes it', async () => {
    session = await openBrowser();
    const { page, context, baseUrl } = session;
    await signUpThroughApi(session, uniqueEmail('entrevista-reanuda'));
    await subscribeToRedi(context.request, baseUrl);
    await page.goto('/entrevista');
    await page.getByRole('button', { name: 'Empezar entrevista' }).click();
    await page.getByTestId('current-question').waitFor({ timeout: 15_000 });
    await page.getByRole('textbox', { name: 'Tu respuesta' }).fill(answerText);
    await page.getByRole('button', { name: 'Enviar respuesta' }).click();
    await expectVisible(page.getByText(/Pregunta 2 de \d/));
    const secondQuestion = await page.getByTestId('current-question').textContent();

    await page.reload();
    const row = page.getByRole('list', { name: 'Entrevistas anteriores' }).getByRole('link');
    await expectVisible(row.getByText('En curso'));
    await row.first().click();
    await page.getByRole('button', { name: 'Continuar entrevista' }).click();
    expect(await page.getByTestId('current-question').textContent()).toBe(secondQuestion);
    expect(await page.getByTestId('interview-status').textContent()).toBe('Te estoy escuchando...');

    // Ending it early keeps the answer given: a report with one answer.
    await page.getByRole('button', { name: 'Finalizar entrevista' }).click();
    await page.getByTestId('interview-report').waitFor({ timeout: 15_000 });
    expect(await page.locator('section:has(#answers-heading) > ol > li').count()).toBe(1);
  });
  test('answering by voice: interim words in the transcript, the microphone meter, the answer judged as spoken', async () => {
    // Recognition is a browser service (Google's, in Chromium): faked at that boundary. The
    // microphone is Chromium's fake device.
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        ...chromiumArgs,
        '--use-fake-ui-for-media-stream',
        '--use-fake-device-for-media-stream',
      ],
    });
    try {
      const baseUrl = inject('baseUrl');
      const context = await browser.newContext({ baseURL: baseUrl, locale: 'es-PE' });
      await context.addInitScript(() => {
        const spoken = 'Este, bueno, en el almacén ordené los pedidos y despachamos 120 en un día.';
        class FakeRecognition {
          lang = '';
          continuous = false;
          interimResults = false;
          onresult: ((event: unknown) => void) | null = null;
          onerror: ((event: unknown) => void) | null = null;
          onend: (() => void) | null = null;
          start() {
            const result = (isFinal: boolean, transcript: string) => ({
              resultIndex: 0,
              results: { length: 1, 0: { isFinal, 0: { transcript } } },
            });
            const page = window as unknown as Record<string, unknown>;
            page.recognitionLanguage = this.lang;
            setTimeout(() => this.onresult?.(result(false, 'Este, bueno, en el almacén')), 200);
            page.finishSpeaking = () => this.onresult?.(result(true, spoken));
          }
          stop() {
            this.onend?.();
          }
          abort() {
            this.onend?.();
          }
        }
        Object.defineProperty(window, 'SpeechRecognition', { value: FakeRecognition });
        Object.defineProperty(window, 'webkitSpeechRecognition', { value: FakeRecognition });
      });
      const page = await context.newPage();
      const signUp = await context.request.post('/api/auth/sign-up/email', {
        data: { email: uniqueEmail('entrevista-voz'), password: testPassword, name: 'Rosa Quispe' },
        headers: { Origin: baseUrl },
      });
      expect(signUp.ok()).toBe(true);
      await subscribeToRedi(context.request, baseUrl);

      await page.goto('/entrevista');
      await page.getByRole('button', { name: 'Empezar entrevista' }).click();
      await page.getByTestId('current-question').waitFor({ timeout: 15_000 });
      await page.getByRole('button', { name: 'Responder con voz' }).click();
      await expectVisible(page.getByRole('button', { name: 'Dejar de escuchar' }));
      expect(
        await page.evaluate(
          () => (window as unknown as Record<string, unknown>).recognitionLanguage,
        ),
      ).toBe('es-PE');
      // What is being heard shows in the live transcript; the meter reads the microphone.
      await expectVisible(
        page.getByTestId('live-transcript').getByText('Este, bueno, en el almacén'),
      );
      await expectVisible(page.getByRole('meter', { name: 'Nivel del micrófono' }));

      await page.evaluate(() =>
        (window as unknown as { finishSpeaking: () => void }).finishSpeaking(),
      );
      const answer = page.getByRole('textbox', { name: 'Tu respuesta' });
      await page.waitForFunction(() =>
        (document.querySelector('textarea')?.value ?? '').includes('despachamos 120'),
      );
      expect(await answer.inputValue()).toBe(
        'Este, bueno, en el almacén ordené los pedidos y despachamos 120 en un día.',
      );
      await page.getByRole('button', { name: 'Dejar de escuchar' }).click();
      expect(await page.getByRole('meter').count()).toBe(0);
      await page.getByRole('button', { name: 'Enviar respuesta' }).click();
      await expectVisible(page.getByText(/Pregunta 2 de \d/));

      await page.getByRole('button', { name: 'Finalizar entrevista' }).click();
      const report = page.getByTestId('interview-report');
      await report.waitFor({ timeout: 15_000 });
      const first =
        (await report.locator('section:has(#answers-heading) > ol > li').first().textContent()) ??
        '';
      expect(first).toContain('hablada');
      expect(first).toContain('«este»');
    } finally {
      await browser.close();
    }
  });
});

describe('without Redi', () => {
  test('on a phone the free trial works once, then the screen calls to Redi and the server refuses', async () => {
    session = await openBrowser(phone);
    const { page, context, baseUrl } = session;
    await signUpThroughApi(session, uniqueEmail('entrevista-prueba'));
    await page.goto('/entrevista');
    const allowance = page.getByTestId('interview-allowance');
    await expectVisible(allowance.getByText('Prueba una entrevista corta gratis'));
    expect(
      await allowance.getByRole('link', { name: 'Conoce el plan Redi' }).getAttribute('href'),
    ).toBe('/planes');
    await expectNoHorizontalOverflow(page);
    // No CV yet: «Sin CV».
    const cvSelect = page.getByRole('combobox', { name: 'CV con el que practicas' });
    expect(await cvSelect.locator('option:checked').textContent()).toBe('Sin CV');

    await page.getByRole('button', { name: 'Empezar entrevista' }).click();
    await page.getByTestId('current-question').waitFor({ timeout: 15_000 });
    await expectVisible(page.getByText('Pregunta 1 de 3'));
    expect(await page.getByTestId('interview-clock').textContent()).toMatch(/^\d\d:\d\d \/ 05:00$/);
    const answered = await answerEveryQuestion(page, () => expectNoHorizontalOverflow(page));
    expect(answered).toBe(3);
    await expectVisible(page.getByRole('heading', { level: 2, name: 'Tu feedback' }));
    // Without a position or a posting there is nothing to compare with.
    expect(await page.getByTestId('score-fit').textContent()).toBe('—');
    await expectNoHorizontalOverflow(page);

    // The trial is used: the call to Redi instead of the form.
    await page.getByRole('link', { name: 'Nueva entrevista' }).click();
    await expectVisible(allowance.getByText('Sigue practicando con Redi'));
    await expectVisible(
      allowance.getByText('Ya usaste tu entrevista de prueba.', { exact: false }),
    );
    const upgrade = allowance.getByRole('link', { name: 'Mejorar a Redi' });
    expect(await upgrade.getAttribute('href')).toBe('/planes');
    expect(await page.getByRole('button', { name: 'Empezar entrevista' }).count()).toBe(0);
    await expectNoHorizontalOverflow(page);

    // The server refuses a start whatever the page shows.
    const refused = await context.request.post('/api/interviews', {
      data: {},
      headers: { Origin: baseUrl },
    });
    expect(refused.status()).toBe(403);
    expect(await refused.json()).toMatchObject({ code: 'INTERVIEW_UPGRADE_REQUIRED' });

    await upgrade.click();
    await page.waitForURL('**/planes');
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Mejora tu plan' }));
  });
});

type FakeVapiCall = { path: string; authorization: string | undefined; body: unknown };

/** A local stand-in for Vapi's API: answers the web-call request as Vapi does. */
async function startFakeVapi() {
  const calls: FakeVapiCall[] = [];
  const server = http.createServer((request, response) => {
    const cors = {
      'Access-Control-Allow-Origin': '*',
      'Access-Control-Allow-Headers': 'authorization, content-type',
      'Access-Control-Allow-Methods': 'GET, POST, OPTIONS',
    };
    if (request.method === 'OPTIONS') {
      response.writeHead(204, cors).end();
      return;
    }
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      calls.push({
        path: request.url ?? '',
        authorization: request.headers.authorization,
        body: body ? (JSON.parse(body) as unknown) : null,
      });
      if (request.method === 'POST' && request.url === '/call/web') {
        const { port } = server.address() as AddressInfo;
        response.writeHead(201, { ...cors, 'Content-Type': 'application/json' }).end(
          JSON.stringify({
            id: 'llamada-e2e-1',
            type: 'webCall',
            status: 'queued',
            webCallUrl: `http://127.0.0.1:${port}/sala-de-prueba`,
          }),
        );
        return;
      }
      response.writeHead(404, cors).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('a second server: Vapi configured, a one-minute trial', () => {
  let fakeVapi: Awaited<ReturnType<typeof startFakeVapi>>;
  let vapiServer: AppServer;
  let vapiDataDir: string;

  beforeAll(async () => {
    fakeVapi = await startFakeVapi();
    vapiDataDir = await mkdtemp(path.join(os.tmpdir(), 'cvlisto-vapi-'));
    await chmod(vapiDataDir, 0o755);
    vapiServer = await startAppServer({
      dataDir: vapiDataDir,
      environment: {
        VAPI_PUBLIC_KEY: 'clave-publica-de-prueba',
        VAPI_ASSISTANT_ID: 'asistente-de-prueba',
        VAPI_WEBHOOK_SECRET: 'secreto-de-prueba',
        VAPI_API_BASE_URL: fakeVapi.url,
        // Short enough to reach the limit within a test.
        INTERVIEW_TRIAL_MINUTES: '1',
      },
    });
  });
  afterAll(async () => {
    await vapiServer?.stop();
    await fakeVapi?.close();
    if (vapiDataDir) await rm(vapiDataDir, { recursive: true, force: true });
  });

  test("the call goes to Vapi with our assistant and brief; when it cannot connect, the spec's error and nothing charged", async () => {
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        ...chromiumArgs,
        // A microphone without a device or a prompt, as a user who allowed it.
        '--use-fake-ui-for-media-stream',
        '--use-fake-device-for-media-stream',
      ],
    });
    try {
      const context = await browser.newContext({ baseURL: vapiServer.baseUrl, locale: 'es-PE' });
      const page = await context.newPage();
      // The page's console and failed requests, shown if the call never reaches the fake.
      const logs: string[] = [];
      page.on('console', (message) => logs.push(`${message.type()}: ${message.text()}`));
      page.on('requestfailed', (request) =>
        logs.push(`failed: ${request.url()} ${request.failure()?.errorText ?? ''}`),
      );
      const baseUrl = vapiServer.baseUrl;
      const signUp = await context.request.post('/api/auth/sign-up/email', {
        data: {
          email: uniqueEmail('entrevista-vapi'),
          password: testPassword,
          name: 'Julio Quispe',
        },
        headers: { Origin: baseUrl },
      });
      expect(signUp.ok()).toBe(true);
      await subscribeToRedi(context.request, baseUrl);
      const before = await readInterviews(context.request);
      expect(before.allowance).toMatchObject({ access: 'redi', mode: 'vapi' });

      await page.goto('/entrevista');
      await expectVisible(
        page.getByText('Hablarás con nuestro entrevistador de voz', { exact: false }),
      );
      await page
        .getByRole('textbox', { name: 'Puesto al que postulas (opcional)' })
        .fill('Analista de datos');
      await page.getByRole('button', { name: 'Empezar entrevista' }).click();

      // Connecting: the pill and the disabled button of the spec.
      const pill = page.getByTestId('interview-status');
      await page.waitForFunction(
        () =>
          document.querySelector('[data-testid="interview-status"]')?.getAttribute('data-state') ===
          'connecting',
      );
      await expectVisible(page.getByRole('button', { name: 'Conectando...' }));
      expect(await page.getByRole('button', { name: 'Conectando...' }).isDisabled()).toBe(true);

      // The video-call bundle cannot load offline: the spec's error, and the interview cancelled.
      await page.waitForFunction(
        () =>
          document.querySelector('[data-testid="interview-status"]')?.getAttribute('data-state') ===
          'error',
        undefined,
        { timeout: 45_000 },
      );
      expect(await pill.textContent()).toBe('Error de conexión. Intenta de nuevo.');
      await expectVisible(page.getByText(/No se descontaron minutos/));
      // «Empezar entrevista» again, to retry.
      await expectVisible(page.getByRole('button', { name: 'Empezar entrevista' }));

      // Vapi was asked for a web call with our public key, assistant and the short brief.
      const webCall = fakeVapi.calls.find((call) => call.path === '/call/web');
      expect(webCall, logs.join('\n')).toBeDefined();
      expect(webCall?.authorization).toBe('Bearer clave-publica-de-prueba');
      const body = webCall?.body as {
        assistantId: string;
        assistantOverrides: {
          variableValues: Record<string, string>;
          metadata: { interviewId: string };
        };
      };
      expect(body.assistantId).toBe('asistente-de-prueba');
      expect(body.assistantOverrides.variableValues.position).toBe('Analista de datos');
      expect(body.assistantOverrides.variableValues.candidateName).toBeTruthy();

      // Nothing charged; the interview is cancelled.
      let after = await readInterviews(context.request);
      const deadline = Date.now() + 10_000;
      while (after.interviews[0]?.status !== 'cancelled' && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 200));
        after = await readInterviews(context.request);
      }
      expect(after.interviews[0]).toMatchObject({
        id: body.assistantOverrides.metadata.interviewId,
        status: 'cancelled',
        durationSeconds: 0,
      });
      expect(after.allowance.secondsRemaining).toBe(before.allowance.secondsRemaining);
    } finally {
      await browser.close();
    }
  });
  test('at the limit the built-in interview ends by itself with the answers given, charged at most the limit', async () => {
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: chromiumArgs,
    });
    try {
      const context = await browser.newContext({ baseURL: vapiServer.baseUrl, locale: 'es-PE' });
      const page = await context.newPage();
      const signUp = await context.request.post('/api/auth/sign-up/email', {
        data: {
          email: uniqueEmail('entrevista-limite'),
          password: testPassword,
          name: 'Rosa Quispe',
        },
        headers: { Origin: vapiServer.baseUrl },
      });
      expect(signUp.ok()).toBe(true);
      await page.goto('/entrevista');
      await expectVisible(page.getByText('Prueba una entrevista corta gratis'));
      await page.getByRole('button', { name: 'Empezar entrevista' }).click();
      await page.getByTestId('current-question').waitFor({ timeout: 15_000 });
      expect(await page.getByTestId('interview-clock').textContent()).toMatch(/ \/ 01:00$/);
      await page.getByRole('textbox', { name: 'Tu respuesta' }).fill(answerText);
      await page.getByRole('button', { name: 'Enviar respuesta' }).click();
      await expectVisible(page.getByText('Pregunta 2 de 3'));

      // Nothing more is answered: at 01:00 the interview ends and the report shows one answer.
      await page.getByTestId('interview-report').waitFor({ timeout: 75_000 });
      const answers = page.locator('section:has(#answers-heading) > ol > li');
      expect(await answers.count()).toBe(1);
      const { interviews } = await readInterviews(context.request);
      // The server's clock charges it: never past the limit.
      expect(interviews[0]?.status).toBe('completed');
      expect(interviews[0]?.durationSeconds).toBeGreaterThanOrEqual(58);
      expect(interviews[0]?.durationSeconds).toBeLessThanOrEqual(60);
    } finally {
      await browser.close();
    }
  }, 120_000);
});
