// The save path's guarantees that HTTP timing alone cannot pin down: two saves that both passed
// the version check before either committed, a render that fails, a commit that fails. The engine
// is the real one in its own process, wrapped to hold or fail a render.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { signUpClient, startTestServer, type TestServer } from '../../../test/test-runtime';
import {
  EngineProcessError,
  startEngineProcess,
  type EngineProcess,
} from '../../jobs/engine-process';
import { createLogger } from '../../logger';
import {
  createCvThroughApi,
  createTestCvDocument,
  userFiles,
  withFirstJobTitle,
} from './cv-editor-test-helpers';
import { saveCvDocument, type CvEditorDependencies } from './cv-version-service';

const look = { template: 'clasico', pageSize: 'a4' } as const;

let server: TestServer;
let engine: EngineProcess;
beforeAll(async () => {
  server = await startTestServer();
  engine = startEngineProcess({
    logger: createLogger('silent'),
    memoryLimitBytes: server.environment.engine.memoryLimitBytes,
    timeoutMs: server.environment.engine.timeoutMs,
  });
  // Both engine children (this one and the server's) run the engine from source through tsx:
  // each first render compiles the engine, which on a busy 2-core machine takes most of a test's
  // time limit. Pay that here.
  await Promise.all([
    engine.render(createTestCvDocument(), { ...look, appName: 'CVListo' }),
    signUpClient(server).then(({ client }) => createCvThroughApi(client)),
  ]);
});
afterAll(async () => {
  await engine.close();
  await server.close();
});

function dependencies(render: EngineProcess['render']): CvEditorDependencies {
  return {
    db: server.runtime.database.db,
    storage: server.runtime.storage,
    logger: createLogger('silent'),
    appName: 'CVListo',
    engine: { render },
  };
}

const versionsOf = (cvId: string) =>
  server.query<{ version: number }>(
    'select version from cv_versions where cv_id = $1 order by version',
    [cvId],
  );

describe('saveCvDocument', () => {
  test('two saves past the version check at once: exactly one commits, the other is stale and leaves no file', async () => {
    const { client, userId } = await signUpClient(server);
    const state = await createCvThroughApi(client);
    // Both renders are held until both saves have asked for one: both read version 1.
    let arrived = 0;
    let releaseBoth: () => void = () => {};
    const bothArrived = new Promise<void>((resolve) => (releaseBoth = resolve));
    const heldRender: EngineProcess['render'] = async (document, options) => {
      arrived += 1;
      if (arrived === 2) releaseBoth();
      await bothArrived;
      return engine.render(document, options);
    };
    const save = (title: string) =>
      saveCvDocument(dependencies(heldRender), {
        userId,
        cvId: state.cvId,
        baseVersion: 1,
        document: withFirstJobTitle(state.document, title),
        look,
      });

    const outcomes = await Promise.all([save('Jefa de Ventas'), save('Jefa de Compras')]);
    expect(arrived).toBe(2);
    expect(outcomes.map((outcome) => outcome.status).sort()).toEqual(['saved', 'stale']);
    expect(await versionsOf(state.cvId)).toEqual([{ version: 1 }, { version: 2 }]);
    expect(await userFiles(server, userId)).toHaveLength(4);
  });

  test('a render that fails stores nothing', async () => {
    const { client, userId } = await signUpClient(server);
    const state = await createCvThroughApi(client);
    const filesBefore = await userFiles(server, userId);
    const outcome = await saveCvDocument(
      dependencies(() => Promise.reject(new EngineProcessError('time', 'busy for too long'))),
      {
        userId,
        cvId: state.cvId,
        baseVersion: 1,
        document: createTestCvDocument(),
        look: { template: 'moderno', pageSize: 'a4' },
      },
    );
    expect(outcome).toEqual({ status: 'render-failed' });
    expect(await versionsOf(state.cvId)).toEqual([{ version: 1 }]);
    expect(await userFiles(server, userId)).toEqual(filesBefore);
  });

  test('a commit that fails removes the files it wrote and leaves the CV as it was', async () => {
    const { client, userId } = await signUpClient(server);
    const state = await createCvThroughApi(client);
    const filesBefore = await userFiles(server, userId);
    await server.query(`
      create function fail_cv_version_insert() returns trigger language plpgsql as $$
      begin raise exception 'simulated failure'; end $$;
      create trigger fail_cv_version_insert before insert on cv_versions
      for each row execute function fail_cv_version_insert();`);
    try {
      const response = await client.request(`/api/cvs/${state.cvId}/document`, {
        method: 'PUT',
        json: {
          baseVersion: 1,
          document: withFirstJobTitle(state.document, 'Nunca Guardado'),
          ...look,
        },
      });
      expect(response.status).toBe(500);
    } finally {
      await server.query(`
        drop trigger fail_cv_version_insert on cv_versions;
        drop function fail_cv_version_insert();`);
    }
    expect(await userFiles(server, userId)).toEqual(filesBefore);
    const [row] = await server.query<{ version: number }>(
      'select version from optimized_cvs where id = $1',
      [state.cvId],
    );
    expect(row?.version).toBe(1);
  });
});
