import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { EnvironmentError, readEnvironment } from './env';

/** Runs readEnvironment and returns the EnvironmentError it throws. */
function environmentErrorFor(variables: Record<string, string>): EnvironmentError {
  try {
    readEnvironment(variables);
  } catch (error) {
    if (error instanceof EnvironmentError) return error;
    throw error;
  }
  throw new Error('readEnvironment accepted the variables');
}

const productionSecret = 'un-secreto-de-produccion-de-32-caracteres-o-mas';

describe('readEnvironment', () => {
  test('has a safe default for every variable', () => {
    const environment = readEnvironment({});

    expect(environment).toStrictEqual({
      nodeEnv: 'development',
      port: 3000,
      host: '0.0.0.0',
      appName: 'CVListo',
      appUrl: 'http://localhost:3000',
      dataDir: path.resolve('./data'),
      databaseUrl: undefined,
      authSecret: undefined,
      trustedOrigins: [],
      trustProxy: false,
      google: undefined,
      smtpUrl: undefined,
      mailFrom: 'CVListo <no-reply@cvlisto.pe>',
      supportEmail: 'soporte@cvlisto.pe',
      socialLinks: {
        facebook: 'https://www.facebook.com/cvlisto',
        instagram: 'https://www.instagram.com/cvlisto',
        tiktok: 'https://www.tiktok.com/@cvlisto',
        linkedin: 'https://www.linkedin.com/company/cvlisto',
      },
      logLevel: 'info',
      runWorker: true,
    });
  });

  test('reads what is set', () => {
    const environment = readEnvironment({
      PORT: '8080',
      APP_NAME: 'MiCV',
      APP_URL: 'https://cvlisto.pe/',
      DATABASE_URL: 'postgres://app:clave@db.internal:5432/cvlisto',
      TRUSTED_ORIGINS: 'https://www.cvlisto.pe, https://cvlisto.com.pe,',
      TRUST_PROXY: 'true',
      GOOGLE_CLIENT_ID: 'cliente',
      GOOGLE_CLIENT_SECRET: 'secreto',
      DATA_DIR: '/var/lib/cvlisto',
    });

    expect(environment).toMatchObject({
      port: 8080,
      appName: 'MiCV',
      appUrl: 'https://cvlisto.pe',
      databaseUrl: 'postgres://app:clave@db.internal:5432/cvlisto',
      trustedOrigins: ['https://www.cvlisto.pe', 'https://cvlisto.com.pe'],
      trustProxy: true,
      google: { clientId: 'cliente', clientSecret: 'secreto' },
      dataDir: '/var/lib/cvlisto',
      mailFrom: 'MiCV <no-reply@cvlisto.pe>',
    });
  });

  test('APP_URL defaults to localhost on the configured port', () => {
    expect(readEnvironment({ PORT: '4321' }).appUrl).toBe('http://localhost:4321');
  });

  test('treats an empty optional variable as unset', () => {
    const environment = readEnvironment({ DATABASE_URL: '', SMTP_URL: '  ', TRUST_PROXY: '' });

    expect(environment.databaseUrl).toBeUndefined();
    expect(environment.smtpUrl).toBeUndefined();
    expect(environment.trustProxy).toBe(false);
  });

  test('names every bad variable at once', () => {
    const error = environmentErrorFor({
      PORT: 'abc',
      DATABASE_URL: 'notaurl',
      LOG_LEVEL: 'verbose',
    });

    expect(error.problems).toHaveLength(3);
    expect(error.problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^PORT: /),
        expect.stringMatching(/^DATABASE_URL: /),
        expect.stringMatching(/^LOG_LEVEL: /),
      ]),
    );
    expect(error.message).toMatch(/^Invalid environment variables:\n/);
    expect(error.message).toContain('PORT');
    expect(error.message).toContain('DATABASE_URL');
    expect(error.message).toContain('LOG_LEVEL');
  });

  test('names the variables of a cross-field rule too, alongside a bad field', () => {
    const error = environmentErrorFor({
      PORT: 'abc',
      NODE_ENV: 'production',
      GOOGLE_CLIENT_ID: 'cliente',
    });

    expect(error.problems).toEqual([
      expect.stringMatching(/^PORT: /),
      'BETTER_AUTH_SECRET: is required in production',
      'GOOGLE_CLIENT_SECRET: GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET must be set together',
    ]);
  });

  test('an invalid NODE_ENV is named and does not count as production', () => {
    expect(environmentErrorFor({ NODE_ENV: 'staging' }).problems).toEqual([
      expect.stringMatching(/^NODE_ENV: /),
    ]);
  });

  test('rejects a port out of range', () => {
    expect(environmentErrorFor({ PORT: '70000' }).problems).toEqual([
      expect.stringMatching(/^PORT: /),
    ]);
  });

  test('production needs BETTER_AUTH_SECRET, of at least 32 characters', () => {
    expect(environmentErrorFor({ NODE_ENV: 'production' }).problems).toEqual([
      'BETTER_AUTH_SECRET: is required in production',
    ]);
    expect(
      environmentErrorFor({ NODE_ENV: 'production', BETTER_AUTH_SECRET: 'corto' }).problems,
    ).toEqual(['BETTER_AUTH_SECRET: must be at least 32 characters']);

    const environment = readEnvironment({
      NODE_ENV: 'production',
      BETTER_AUTH_SECRET: productionSecret,
    });
    expect(environment.nodeEnv).toBe('production');
    expect(environment.authSecret).toBe(productionSecret);
  });

  test('Google sign-in needs both its client id and its secret', () => {
    expect(environmentErrorFor({ GOOGLE_CLIENT_ID: 'cliente' }).problems).toEqual([
      'GOOGLE_CLIENT_SECRET: GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET must be set together',
    ]);
    expect(environmentErrorFor({ GOOGLE_CLIENT_SECRET: 'secreto' }).problems).toEqual([
      'GOOGLE_CLIENT_ID: GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET must be set together',
    ]);
  });
});
