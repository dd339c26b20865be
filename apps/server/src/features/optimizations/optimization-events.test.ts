import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  signUpClient,
  startTestServer,
  type TestClient,
  type TestServer,
} from '../../../test/test-runtime';
import { maxOpenStreamsPerUser } from './optimization-routes';
import { fileForm, fixturePdf, submit } from './optimization-test-helpers';

// No worker: a submitted request stays queued, so its stream stays open until the test moves it.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ variables: { RUN_WORKER: 'false' } });
});
afterAll(async () => {
  await server.close();
});

async function queuedOptimization(): Promise<{ client: TestClient; id: string }> {
  const { client } = await signUpClient(server);
  const response = await submit(
    client,
    await fileForm({ type: 'optimize_es' }, { url: fixturePdf, name: 'cv.pdf' }),
  );
  expect(response.status).toBe(202);
  const { id } = (await response.json()) as { id: string };
  return { client, id };
}

type OpenStream = {
  readonly firstEvent: string;
  /** Resolves once the server has ended the stream. */
  readonly ended: Promise<'ended'>;
  close(): Promise<void>;
};

async function openStream(client: TestClient, id: string): Promise<OpenStream> {
  const response = await client.get(`/api/optimizations/${id}/events`);
  expect(response.status).toBe(200);
  const body = response.body;
  if (!body) throw new Error('the event stream has no body');
  const reader = body.pipeThrough(new TextDecoderStream()).getReader();
  const first = await reader.read();
  const ended = (async () => {
    for (;;) {
      const { done } = await reader.read().catch(() => ({ done: true }));
      if (done) return 'ended' as const;
    }
  })();
  return {
    firstEvent: first.value ?? '',
    ended,
    close: () => reader.cancel(),
  };
}

/** 'open' if the stream has not ended within a few poll intervals of the server. */
const endedSoon = (stream: OpenStream) =>
  Promise.race([
    stream.ended,
    new Promise<'open'>((resolve) => setTimeout(() => resolve('open'), 2_000)),
  ]);

describe('GET /api/optimizations/:id/events, the progress stream', () => {
  test(`a user holds at most ${maxOpenStreamsPerUser} streams: a new one closes the oldest`, async () => {
    const { client, id } = await queuedOptimization();
    const streams: OpenStream[] = [];
    for (let index = 0; index < maxOpenStreamsPerUser; index += 1) {
      streams.push(await openStream(client, id));
    }
    expect(streams.every((stream) => stream.firstEvent.includes('event: state'))).toBe(true);

    // Another tab opens one more: it is served, and the oldest is ended (its page then polls).
    const newest = await openStream(client, id);
    expect(newest.firstEvent).toContain('"status":"queued"');
    expect(await endedSoon(streams[0] as OpenStream)).toBe('ended');
    expect(await endedSoon(streams[1] as OpenStream)).toBe('open');

    // Another user's streams are not counted with this one's.
    const other = await queuedOptimization();
    const othersStream = await openStream(other.client, other.id);
    expect(othersStream.firstEvent).toContain('event: state');
    expect(await endedSoon(streams[1] as OpenStream)).toBe('open');

    await Promise.all([...streams.slice(1), newest, othersStream].map((stream) => stream.close()));
  });

  test('a stream ends when its request ends', async () => {
    const { client, id } = await queuedOptimization();
    const stream = await openStream(client, id);

    await server.query(
      "update optimizations set status = 'failed', error = 'No pudimos leer tu CV.' where id = $1",
      [id],
    );

    expect(await endedSoon(stream)).toBe('ended');
  });
});
