import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { defaultCreditPacks } from '@cvlisto/shared';
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

/** An invented provider identity (the RUC's check digit is right). */
const realProvider = {
  PROVIDER_NAME: 'CV Listo S.A.C.',
  PROVIDER_RUC: '20612345679',
  PROVIDER_ADDRESS: 'Av. Arequipa 123, Miraflores, Lima',
};

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
      trustProxy: { hops: 0 },
      google: undefined,
      smtpUrl: undefined,
      mailFrom: 'CVListo <no-reply@cvlisto.pe>',
      supportEmail: 'soporte@cvlisto.pe',
      operatorEmail: 'soporte@cvlisto.pe',
      adminEmails: [],
      provider: { name: 'CVListo', ruc: '20000000001', address: 'Lima, Perú', isExample: true },
      tutorialVideoUrl: '',
      socialLinks: {
        facebook: 'https://www.facebook.com/cvlisto',
        instagram: 'https://www.instagram.com/cvlisto',
        tiktok: 'https://www.tiktok.com/@cvlisto',
        linkedin: 'https://www.linkedin.com/company/cvlisto',
      },
      logLevel: 'info',
      stripe: undefined,
      mercadoPago: undefined,
      creditPacks: defaultCreditPacks,
      ai: undefined,
      vapi: undefined,
      vapiWebhookSecret: undefined,
      interviews: { rediMinutesPerPeriod: 60, maxMinutesPerInterview: 15, trialMinutes: 5 },
      runWorker: true,
      engine: { memoryLimitBytes: 900 * 1024 * 1024, timeoutMs: 75_000 },
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
      trustProxy: { hops: 1 },
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
    expect(environment.trustProxy).toEqual({ hops: 0 });
  });

  test('TRUST_PROXY takes a number of proxies or their addresses (issue 11)', () => {
    expect(readEnvironment({ TRUST_PROXY: '2' }).trustProxy).toEqual({ hops: 2 });
    expect(readEnvironment({ TRUST_PROXY: '10.0.0.0/8, 2001:db8::1' }).trustProxy).toEqual({
      proxies: ['10.0.0.0/8', '2001:db8::1'],
    });
  });

  test('a TRUST_PROXY it cannot read stops the start, with what it accepts', () => {
    for (const value of ['si', '10.0.0.0/40', 'proxy.internal', '99']) {
      expect(environmentErrorFor({ TRUST_PROXY: value }).problems).toEqual([
        expect.stringMatching(/^TRUST_PROXY: must be false, true, a number of proxies/),
      ]);
    }
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
      expect.stringMatching(/^PROVIDER_NAME: is required in production/),
      expect.stringMatching(/^PROVIDER_RUC: is required in production/),
      expect.stringMatching(/^PROVIDER_ADDRESS: is required in production/),
      'GOOGLE_CLIENT_SECRET: GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET must be set together',
    ]);
  });

  test('an invalid NODE_ENV is named and does not count as production', () => {
    expect(environmentErrorFor({ NODE_ENV: 'staging' }).problems).toEqual([
      expect.stringMatching(/^NODE_ENV: /),
    ]);
  });

  test('ADMIN_EMAILS is a comma-separated list of e-mails, lower-cased (issue 16)', () => {
    expect(
      readEnvironment({ ADMIN_EMAILS: ' Rosa@CVListo.pe, ,ops@cvlisto.pe ' }).adminEmails,
    ).toStrictEqual(['rosa@cvlisto.pe', 'ops@cvlisto.pe']);
    expect(() => readEnvironment({ ADMIN_EMAILS: 'rosa@cvlisto.pe, no-es-correo' })).toThrow(
      /ADMIN_EMAILS/,
    );
  });

  test('rejects a port out of range', () => {
    expect(environmentErrorFor({ PORT: '70000' }).problems).toEqual([
      expect.stringMatching(/^PORT: /),
    ]);
  });

  test('production needs BETTER_AUTH_SECRET, of at least 32 characters', () => {
    expect(environmentErrorFor({ NODE_ENV: 'production', ...realProvider }).problems).toEqual([
      'BETTER_AUTH_SECRET: is required in production',
    ]);
    expect(
      environmentErrorFor({
        NODE_ENV: 'production',
        BETTER_AUTH_SECRET: 'corto',
        ...realProvider,
      }).problems,
    ).toEqual(['BETTER_AUTH_SECRET: must be at least 32 characters']);

    const environment = readEnvironment({
      NODE_ENV: 'production',
      BETTER_AUTH_SECRET: productionSecret,
      ...realProvider,
    });
    expect(environment.nodeEnv).toBe('production');
    expect(environment.authSecret).toBe(productionSecret);
  });

  describe('the provider named on the complaints book, legal pages and e-mails (issue 17)', () => {
    const production = { NODE_ENV: 'production', BETTER_AUTH_SECRET: productionSecret };

    test('production refuses to start without PROVIDER_NAME, PROVIDER_RUC and PROVIDER_ADDRESS', () => {
      const error = environmentErrorFor(production);

      expect(error.problems).toEqual([
        'PROVIDER_NAME: is required in production: the legal name of the business that provides the service, shown on the complaints book, the legal pages and e-mails',
        'PROVIDER_RUC: is required in production: its RUC, shown on the complaints book, the legal pages and e-mails',
        'PROVIDER_ADDRESS: is required in production: its registered address, shown on the complaints book, the legal pages and e-mails',
      ]);
      expect(error.message).toContain('PROVIDER_NAME');
    });

    test('production refuses the example RUC and address, and a RUC that cannot exist', () => {
      expect(
        environmentErrorFor({
          ...production,
          ...realProvider,
          PROVIDER_RUC: '20000000001',
          PROVIDER_ADDRESS: 'Lima, Perú',
        }).problems,
      ).toEqual([
        "PROVIDER_RUC: is the example RUC 20000000001: set the provider's real RUC in production",
        'PROVIDER_ADDRESS: is the example address "Lima, Perú": set the provider\'s real address in production',
      ]);
      // A wrong check digit, then a taxpayer type SUNAT does not issue.
      for (const ruc of ['20612345678', '30612345679']) {
        expect(
          environmentErrorFor({ ...production, ...realProvider, PROVIDER_RUC: ruc }).problems,
        ).toEqual(['PROVIDER_RUC: is not a valid RUC (its type prefix or check digit is wrong)']);
      }
      expect(
        environmentErrorFor({ ...production, ...realProvider, PROVIDER_RUC: '2061234567' })
          .problems,
      ).toEqual(['PROVIDER_RUC: must be the 11 digits of a RUC']);
    });

    test('production starts with a real identity, not labelled as an example', () => {
      expect(readEnvironment({ ...production, ...realProvider }).provider).toStrictEqual({
        name: 'CV Listo S.A.C.',
        ruc: '20612345679',
        address: 'Av. Arequipa 123, Miraflores, Lima',
        isExample: false,
      });
    });

    test('outside production the example identity fills the gaps, labelled as an example', () => {
      expect(readEnvironment({ NODE_ENV: 'test' }).provider.isExample).toBe(true);
      // One example value is enough to label the whole identity.
      expect(
        readEnvironment({ ...realProvider, PROVIDER_RUC: '20000000001' }).provider.isExample,
      ).toBe(true);
      expect(
        readEnvironment({ ...realProvider, PROVIDER_ADDRESS: undefined } as Record<
          string,
          string | undefined
        >).provider,
      ).toStrictEqual({
        name: 'CV Listo S.A.C.',
        ruc: '20612345679',
        address: 'Lima, Perú',
        isExample: true,
      });
      expect(readEnvironment(realProvider).provider.isExample).toBe(false);
    });
  });

  test('Google sign-in needs both its client id and its secret', () => {
    expect(environmentErrorFor({ GOOGLE_CLIENT_ID: 'cliente' }).problems).toEqual([
      'GOOGLE_CLIENT_SECRET: GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET must be set together',
    ]);
    expect(environmentErrorFor({ GOOGLE_CLIENT_SECRET: 'secreto' }).problems).toEqual([
      'GOOGLE_CLIENT_ID: GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET must be set together',
    ]);
  });

  test('Stripe needs its key, webhook secret and both price ids together', () => {
    expect(
      environmentErrorFor({ STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_PRICE_PRO: 'price_pro' })
        .problems,
    ).toEqual([
      'STRIPE_WEBHOOK_SECRET: STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, STRIPE_PRICE_PRO, STRIPE_PRICE_REDI must be set together',
      'STRIPE_PRICE_REDI: STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, STRIPE_PRICE_PRO, STRIPE_PRICE_REDI must be set together',
    ]);

    const environment = readEnvironment({
      STRIPE_SECRET_KEY: 'sk_test_1',
      STRIPE_WEBHOOK_SECRET: 'whsec_1',
      STRIPE_PRICE_PRO: 'price_pro',
      STRIPE_PRICE_REDI: 'price_redi',
    });
    expect(environment.stripe).toStrictEqual({
      secretKey: 'sk_test_1',
      webhookSecret: 'whsec_1',
      prices: { modo_pro: 'price_pro', modo_redi: 'price_redi' },
      apiBaseUrl: undefined,
    });
  });

  test('Mercado Pago needs its access token and webhook secret together', () => {
    expect(environmentErrorFor({ MERCADOPAGO_ACCESS_TOKEN: 'APP_USR-1' }).problems).toEqual([
      'MERCADOPAGO_WEBHOOK_SECRET: MERCADOPAGO_ACCESS_TOKEN and MERCADOPAGO_WEBHOOK_SECRET must be set together',
    ]);
    expect(
      readEnvironment({ MERCADOPAGO_ACCESS_TOKEN: 'APP_USR-1', MERCADOPAGO_WEBHOOK_SECRET: 'x' })
        .mercadoPago,
    ).toStrictEqual({
      accessToken: 'APP_USR-1',
      webhookSecret: 'x',
      apiBaseUrl: 'https://api.mercadopago.com',
    });
  });

  test('CREDIT_PACKS overrides the pack catalogue and is validated', () => {
    expect(
      readEnvironment({ CREDIT_PACKS: '[{"id":"pack_3","credits":3,"priceCents":1290}]' })
        .creditPacks,
    ).toEqual([{ id: 'pack_3', credits: 3, priceCents: 1290 }]);
    expect(environmentErrorFor({ CREDIT_PACKS: 'no es json' }).problems).toEqual([
      'CREDIT_PACKS: must be a JSON array of credit packs',
    ]);
    expect(
      environmentErrorFor({ CREDIT_PACKS: '[{"id":"a","credits":0,"priceCents":1}]' }).problems,
    ).toEqual([expect.stringMatching(/^CREDIT_PACKS\.0\.credits: /)]);
  });

  describe('the AI provider', () => {
    const provider = {
      AI_BASE_URL: 'https://openrouter.ai/api/v1/',
      AI_API_KEY: 'sk-or-clave',
      AI_MODEL: 'openai/gpt-4o-mini',
    };

    test('is off without configuration', () => {
      expect(readEnvironment({}).ai).toBeUndefined();
      expect(readEnvironment({ AI_TIMEOUT_MS: '1000', AI_CONCURRENCY: '2' }).ai).toBeUndefined();
    });

    test('with its three variables, has safe defaults for the rest', () => {
      expect(readEnvironment(provider).ai).toStrictEqual({
        baseUrl: 'https://openrouter.ai/api/v1',
        apiKey: 'sk-or-clave',
        model: 'openai/gpt-4o-mini',
        timeoutMs: 45_000,
        maxRetries: 2,
        concurrency: 4,
        structuredOutputs: true,
      });
    });

    test('reads timeout, retries, concurrency and structured outputs', () => {
      expect(
        readEnvironment({
          ...provider,
          AI_TIMEOUT_MS: '5000',
          AI_MAX_RETRIES: '0',
          AI_CONCURRENCY: '12',
          AI_STRUCTURED_OUTPUTS: 'false',
        }).ai,
      ).toMatchObject({
        timeoutMs: 5000,
        maxRetries: 0,
        concurrency: 12,
        structuredOutputs: false,
      });
      expect(
        readEnvironment({ ...provider, AI_TIMEOUT_MS: '', AI_STRUCTURED_OUTPUTS: '' }).ai,
      ).toMatchObject({ timeoutMs: 45_000, structuredOutputs: true });
    });

    test('names what is missing when only part of it is set', () => {
      expect(environmentErrorFor({ AI_BASE_URL: provider.AI_BASE_URL }).problems).toEqual([
        'AI_API_KEY: is missing: AI_BASE_URL, AI_API_KEY, AI_MODEL must be set together',
        'AI_MODEL: is missing: AI_BASE_URL, AI_API_KEY, AI_MODEL must be set together',
      ]);
      expect(
        environmentErrorFor({ AI_API_KEY: provider.AI_API_KEY, AI_MODEL: provider.AI_MODEL })
          .problems,
      ).toEqual([
        'AI_BASE_URL: is missing: AI_BASE_URL, AI_API_KEY, AI_MODEL must be set together',
      ]);
    });

    test('rejects a bad URL and numbers out of range, without echoing the key', () => {
      const error = environmentErrorFor({
        ...provider,
        AI_BASE_URL: 'no-es-una-url',
        AI_TIMEOUT_MS: '10',
        AI_MAX_RETRIES: 'muchos',
        AI_CONCURRENCY: '0',
        AI_STRUCTURED_OUTPUTS: 'quizas',
      });
      expect(error.problems).toEqual([
        expect.stringMatching(/^AI_BASE_URL: /),
        expect.stringMatching(/^AI_TIMEOUT_MS: /),
        expect.stringMatching(/^AI_MAX_RETRIES: /),
        expect.stringMatching(/^AI_CONCURRENCY: /),
        expect.stringMatching(/^AI_STRUCTURED_OUTPUTS: /),
      ]);
      expect(error.message).not.toContain(provider.AI_API_KEY);
    });
  });

  describe('the engine process (decision 010)', () => {
    test('caps memory at 900 MB and time at 75 s unless told otherwise', () => {
      expect(readEnvironment({}).engine).toEqual({
        memoryLimitBytes: 900 * 1024 * 1024,
        timeoutMs: 75_000,
      });
      expect(
        readEnvironment({ ENGINE_MEMORY_LIMIT_MB: '512', ENGINE_TIMEOUT_MS: '30000' }).engine,
      ).toEqual({ memoryLimitBytes: 512 * 1024 * 1024, timeoutMs: 30_000 });
    });

    test('refuses a timeout past the queue’s expiry and a cap too small to start', () => {
      const error = environmentErrorFor({
        ENGINE_MEMORY_LIMIT_MB: '128',
        ENGINE_TIMEOUT_MS: '120000',
      });
      expect(error.problems).toEqual([
        expect.stringMatching(/^ENGINE_MEMORY_LIMIT_MB: /),
        expect.stringMatching(/^ENGINE_TIMEOUT_MS: /),
      ]);
    });
  });

  describe('interview practice (issue 15)', () => {
    const vapi = { VAPI_PUBLIC_KEY: 'pk-publica', VAPI_ASSISTANT_ID: 'asistente-1' };

    test('Vapi is on with its public key and assistant id, the base URL for tests only', () => {
      expect(readEnvironment(vapi).vapi).toStrictEqual({
        publicKey: 'pk-publica',
        assistantId: 'asistente-1',
        apiBaseUrl: undefined,
      });
      expect(
        readEnvironment({ ...vapi, VAPI_API_BASE_URL: 'http://127.0.0.1:4010/' }).vapi?.apiBaseUrl,
      ).toBe('http://127.0.0.1:4010');
      expect(readEnvironment({ VAPI_WEBHOOK_SECRET: 'secreto' }).vapi).toBeUndefined();
    });

    test('one of the two Vapi variables alone stops the start', () => {
      expect(environmentErrorFor({ VAPI_PUBLIC_KEY: 'pk-publica' }).problems).toEqual([
        'VAPI_ASSISTANT_ID: VAPI_PUBLIC_KEY and VAPI_ASSISTANT_ID must be set together',
      ]);
    });

    test('production with Vapi needs the webhook secret', () => {
      const production = {
        NODE_ENV: 'production',
        BETTER_AUTH_SECRET: productionSecret,
        ...realProvider,
      };
      expect(environmentErrorFor({ ...production, ...vapi }).problems).toEqual([
        'VAPI_WEBHOOK_SECRET: is required in production when Vapi is configured',
      ]);
      expect(
        readEnvironment({ ...production, ...vapi, VAPI_WEBHOOK_SECRET: 'secreto' })
          .vapiWebhookSecret,
      ).toBe('secreto');
    });

    test('reads the limits and refuses nonsense', () => {
      expect(
        readEnvironment({
          INTERVIEW_MINUTES_REDI: '120',
          INTERVIEW_MAX_MINUTES: '20',
          INTERVIEW_TRIAL_MINUTES: '3',
        }).interviews,
      ).toStrictEqual({ rediMinutesPerPeriod: 120, maxMinutesPerInterview: 20, trialMinutes: 3 });
      expect(
        environmentErrorFor({ INTERVIEW_MAX_MINUTES: '0', INTERVIEW_TRIAL_MINUTES: 'cinco' })
          .problems,
      ).toEqual([
        expect.stringMatching(/^INTERVIEW_MAX_MINUTES: /),
        expect.stringMatching(/^INTERVIEW_TRIAL_MINUTES: /),
      ]);
    });
  });
});
