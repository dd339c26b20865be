// The back office's complaints book and support inbox (issue 16), as an operator lives them: a
// visitor files a claim through the public form, the operator answers it and the consumer's copy
// lands in the outbox; a user reports a problem, the operator replies and resolves it; and the
// same screens at 375 px.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { claimConsentText } from '@cvlisto/shared';
import { afterEach, beforeAll, expect, inject, test } from 'vitest';
import {
  expectVisible,
  openBrowser,
  signUpThroughApi,
  testPassword,
  uniqueEmail,
  type BrowserSession,
} from './browser';

/** One of the operators global-setup.ts lists in ADMIN_EMAILS. */
const operatorEmail = 'operador-reclamos@example.pe';

const sessions: BrowserSession[] = [];
async function open(viewport?: { width: number; height: number }) {
  const session = await openBrowser(viewport);
  sessions.push(session);
  return session;
}
afterEach(async () => {
  await Promise.all(sessions.splice(0).map((session) => session.close()));
});

/** The operator's account is made once (ADMIN_EMAILS gives it the role on sign-up). */
beforeAll(async () => {
  const session = await openBrowser();
  try {
    await signUpThroughApi(session, operatorEmail);
  } finally {
    await session.close();
  }
});

async function signInOperator(session: BrowserSession) {
  const response = await session.context.request.post('/api/auth/sign-in/email', {
    data: { email: operatorEmail, password: testPassword },
    headers: { Origin: session.baseUrl },
  });
  expect(response.ok()).toBe(true);
}

/** The decoded text of the newest e-mail to `to` whose body contains `needle`, waiting for it. */
async function findMail(to: string, needle: string): Promise<string> {
  const outbox = path.join(inject('dataDir'), 'outbox');
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const files = (await readdir(outbox).catch(() => [])).filter((file) => file.endsWith('.eml'));
    for (const file of files.sort().reverse()) {
      const raw = await readFile(path.join(outbox, file), 'utf8');
      if (!raw.includes(`To: ${to}`)) continue;
      const decoded = Buffer.from(
        raw
          .replace(/=\r?\n/g, '')
          .replace(/=([0-9A-F]{2})/g, (_match, hex: string) =>
            String.fromCharCode(parseInt(hex, 16)),
          ),
        'latin1',
      ).toString('utf8');
      if (decoded.includes(needle)) return decoded;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no e-mail to ${to} containing ${needle}`);
}

/** Files a claim through the public form as a visitor would; its number. */
async function fileClaimThroughForm(consumerEmail: string): Promise<string> {
  const { page } = await open();
  await page.goto('/libro-de-reclamaciones');
  await page.getByLabel('Número de documento', { exact: true }).fill('12345678');
  await page.getByLabel('Nombres', { exact: true }).fill('Rosa');
  await page.getByLabel('Apellidos', { exact: true }).fill('Quispe Mamani');
  await page.getByLabel('Teléfono', { exact: true }).fill('987654321');
  await page.getByLabel('Email', { exact: true }).fill(consumerEmail);
  await page.getByLabel('Departamento', { exact: true }).selectOption('Lima');
  await page.getByLabel('Provincia', { exact: true }).selectOption('Lima');
  await page.getByLabel('Distrito', { exact: true }).selectOption('Miraflores');
  await page.getByLabel('Dirección', { exact: true }).fill('Av. Larco 123');
  await page.getByLabel('Producto o servicio contratado', { exact: true }).fill('Plan Pro');
  await page.getByRole('radio', { name: /^Reclamo/ }).check();
  await page.getByLabel('Detalle', { exact: true }).fill('Pagué el plan y no recibí créditos.');
  await page.getByLabel('Pedido del cliente', { exact: true }).fill('Que se acrediten.');
  await page.getByLabel(claimConsentText).check();
  await page.getByRole('button', { name: 'Enviar Reclamo' }).click();
  await expectVisible(page.getByRole('heading', { name: 'Gracias por tu reclamo' }));
  const confirmation = await page.getByRole('status').filter({ hasText: 'N.°' }).textContent();
  const number = /N\.° (\d{9}-\d{4})/.exec(confirmation ?? '')?.[1];
  if (!number) throw new Error(`no claim number in "${confirmation}"`);
  return number;
}

test('an operator answers a claim filed through the public form; the consumer gets it by e-mail', async () => {
  const consumerEmail = uniqueEmail('consumidora');
  const number = await fileClaimThroughForm(consumerEmail);

  const session = await open();
  await signInOperator(session);
  const { page } = session;
  await page.goto('/admin/reclamos');
  await expectVisible(page.getByRole('heading', { name: 'Libro de reclamaciones' }));
  const row = page.getByRole('link', { name: new RegExp(`N\\.° ${number}`) });
  await expectVisible(row.getByText('Quedan 15 días'));
  await row.click();

  await expectVisible(page.getByRole('heading', { name: `Reclamo N.° ${number}` }));
  await expectVisible(page.getByText('Pagué el plan y no recibí créditos.'));
  const answer = `Hola, Rosa. Acreditamos tus créditos del reclamo ${number}.`;
  await page.getByLabel('Respuesta al consumidor').fill(answer);
  await page.getByRole('button', { name: 'Enviar respuesta' }).click();
  await page.getByRole('button', { name: 'Enviar y cerrar el reclamo' }).click();

  await expectVisible(page.getByRole('heading', { name: 'Respuesta enviada' }));
  await expectVisible(page.getByText(answer));
  expect(await page.getByLabel('Respuesta al consumidor').count()).toBe(0);
  const mail = await findMail(consumerEmail, answer);
  expect(mail).toContain(number);

  // Back in the list the claim reads as answered.
  await page.getByRole('link', { name: 'Libro de reclamaciones' }).first().click();
  await expectVisible(
    page
      .getByRole('link', { name: new RegExp(`N\\.° ${number}`) })
      .getByText('Respondido')
      .first(),
  );
});

test('an operator replies to a support request by e-mail and marks it resolved', async () => {
  const userEmail = uniqueEmail('soporte-admin');
  const user = await open();
  await signUpThroughApi(user, userEmail);
  await user.page.goto('/soporte');
  await user.page.getByLabel('¿Cuál es el problema?').fill('No puedo descargar mi CV en PDF.');
  await user.page.getByRole('radio', { name: 'Móvil' }).check();
  await user.page.getByRole('button', { name: 'Enviar reporte' }).click();
  await expectVisible(user.page.getByText('¡Gracias por tu reporte!'));

  const session = await open();
  await signInOperator(session);
  const { page } = session;
  await page.goto('/admin/soporte');
  await expectVisible(page.getByRole('heading', { name: 'Soporte y opiniones' }));
  const card = page.getByRole('article', { name: `Soporte de ${userEmail}` });
  await expectVisible(card.getByText('No puedo descargar mi CV en PDF.'));
  await card.getByRole('button', { name: 'Responder' }).click();
  const reply = 'Ya lo revisamos: vuelve a intentarlo desde la lista de CVs.';
  await card.getByLabel('Tu respuesta').fill(reply);
  await card.getByRole('button', { name: 'Enviar respuesta por correo' }).click();
  await expectVisible(card.getByRole('list', { name: 'Respuestas' }).getByText(reply));
  await findMail(userEmail, reply);

  await card.getByRole('button', { name: 'Marcar como resuelto' }).click();
  // The default filter shows open requests only: the resolved one leaves the list.
  await card.waitFor({ state: 'detached', timeout: 10_000 });
  await page.getByLabel('Estado').selectOption('resolved');
  await expectVisible(
    page.getByRole('article', { name: `Soporte de ${userEmail}` }).getByText('Resuelto'),
  );
});

test('at 375 px the book, a claim and the inbox fit the screen and stay usable', async () => {
  const number = await fileClaimThroughForm(uniqueEmail('consumidor-movil'));
  const session = await open({ width: 375, height: 812 });
  await signInOperator(session);
  const { page } = session;
  const fitsTheScreen = () =>
    page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

  await page.goto('/admin/reclamos');
  await expectVisible(page.getByRole('heading', { name: 'Libro de reclamaciones' }));
  await expectVisible(page.getByRole('link', { name: 'Exportar CSV' }));
  expect(await fitsTheScreen()).toBe(true);

  await page.getByRole('link', { name: new RegExp(`N\\.° ${number}`) }).click();
  await expectVisible(page.getByRole('heading', { name: `Reclamo N.° ${number}` }));
  await expectVisible(page.getByLabel('Respuesta al consumidor'));
  await expectVisible(
    page.getByRole('button', { name: 'Ampliar el plazo y avisar al consumidor' }),
  );
  expect(await fitsTheScreen()).toBe(true);

  await page.goto('/admin/soporte');
  await expectVisible(page.getByRole('heading', { name: 'Soporte y opiniones' }));
  expect(await fitsTheScreen()).toBe(true);
});
