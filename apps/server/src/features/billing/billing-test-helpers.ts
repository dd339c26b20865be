// Test helpers for billing: the user's credits and plan, and a local HTTP
// server standing in for a payment provider's API (only what is outside the machine is faked).
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TestClient, TestServer } from '../../../test/test-runtime';

/** What `/api/me` says: plan id and remaining credits. */
export async function planAndCredits(client: TestClient) {
  const me = (await (await client.get('/api/me')).json()) as {
    plan: { id: string };
    credits: { remaining: number };
  };
  return { plan: me.plan.id, credits: me.credits.remaining };
}

export async function ledgerOf(server: TestServer, userId: string) {
  return server.query<{ amount: number; reason: string; reference: string | null }>(
    'select amount, reason, reference from credit_ledger where user_id = $1 order by id',
    [userId],
  );
}

export type RecordedRequest = {
  readonly method: string;
  readonly path: string;
  readonly headers: IncomingMessage['headers'];
  readonly body: string;
};

export type FakeApiResponse = { readonly status: number; readonly body: unknown };

export type FakeApi = {
  readonly url: string;
  readonly requests: RecordedRequest[];
  close(): Promise<void>;
};

/** A local HTTP server answering each request with `respond`, recording every request. */
export async function startFakeApi(
  respond: (request: RecordedRequest) => FakeApiResponse,
): Promise<FakeApi> {
  const requests: RecordedRequest[] = [];
  const server = createServer((incoming, outgoing) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const request: RecordedRequest = {
        method: incoming.method ?? 'GET',
        path: incoming.url ?? '/',
        headers: incoming.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      requests.push(request);
      const { status, body } = respond(request);
      outgoing.writeHead(status, { 'content-type': 'application/json' });
      outgoing.end(JSON.stringify(body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve, reject) =>
        server.close((error) => (error ? reject(error) : resolve())),
      ),
  };
}
