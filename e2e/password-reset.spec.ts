// Forgotten password, as a user lives it: ask for the link, open the e-mail (the outbox folder,
// since no SMTP is configured), choose a new password, sign in with it.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, expect, inject, test } from 'vitest';
import {
  expectVisible,
  openBrowser,
  signUpThroughApi,
  testPassword,
  uniqueEmail,
  type BrowserSession,
} from './browser';

let session: BrowserSession;
beforeEach(async () => {
  session = await openBrowser({ width: 375, height: 812 });
});
afterEach(async () => {
  await session.close();
});

/** The reset link from the newest .eml sent to `email` (quoted-printable decoded). */
async function readResetLink(email: string): Promise<string> {
  const outbox = path.join(inject('dataDir'), 'outbox');
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const files = (await readdir(outbox).catch(() => [])).filter((file) => file.endsWith('.eml'));
    for (const file of files.sort().reverse()) {
      const raw = await readFile(path.join(outbox, file), 'utf8');
      if (!raw.includes(`To: ${email}`)) continue;
      const decoded = raw
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/g, (_match, hex: string) =>
          String.fromCharCode(parseInt(hex, 16)),
        );
      const link = /https?:\/\/\S+\/api\/auth\/reset-password\/[^\s"<]+/.exec(decoded)?.[0];
      if (link) return link;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no reset e-mail for ${email}`);
}

test('a forgotten password is reset through the e-mailed link', async () => {
  const { page, context } = session;
  const email = uniqueEmail('olvido');
  await signUpThroughApi(session, email);
  await context.clearCookies();

  await page.goto('/login');
  await page.getByRole('button', { name: 'Continuar con email' }).click();
  await page.getByRole('button', { name: '¿Olvidaste tu contraseña?' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Enviar enlace' }).click();
  await expectVisible(page.getByText('te enviamos un enlace para restablecer tu contraseña'));

  await page.goto(await readResetLink(email));
  await page.waitForURL('**/restablecer-contrasena?token=*');
  const newPassword = 'NuevaClave2026!';
  await page.getByLabel('Nueva contraseña', { exact: true }).fill(newPassword);
  await page.getByLabel('Repite la nueva contraseña').fill(newPassword);
  await page.getByRole('button', { name: 'Guardar nueva contraseña' }).click();
  await page.waitForURL('**/login');
  await expectVisible(page.getByText('Tu contraseña fue actualizada'));

  await page.getByRole('button', { name: 'Continuar con email' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Contraseña').fill(testPassword);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expectVisible(page.getByText('Email o contraseña incorrectos'));
  await page.getByLabel('Contraseña').fill(newPassword);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await page.waitForURL('**/tools');
});

test('an expired or invalid reset link says so and offers a new one', async () => {
  const { page } = session;
  await page.goto('/api/auth/reset-password/token-falso?callbackURL=%2Frestablecer-contrasena');
  await page.waitForURL('**/restablecer-contrasena?error=*');
  await expectVisible(
    page.getByText('El enlace para restablecer tu contraseña no es válido o ya venció.'),
  );
  expect(await page.getByRole('link', { name: /pedir un enlace nuevo/ }).getAttribute('href')).toBe(
    '/login',
  );
});
