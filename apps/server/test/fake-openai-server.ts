// A local stand-in for an OpenAI-compatible provider (issue 7): a real HTTP server speaking the
// chat-completions protocol (non-streaming), recording every request, answering as each test
// scripts it — a JSON answer, an HTTP error, a delay, a malformed body. Used by the server's
// integration tests and by bench/ai-bench.ts; only what is outside the machine is faked.
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { promptBlocks } from '../src/ai/cv-editor-prompts';

export type ChatMessage = { readonly role: string; readonly content: string };

/** The body our client sends to POST /v1/chat/completions (the parts the tests read). */
export type ChatCompletionRequest = {
  readonly model: string;
  readonly messages: readonly ChatMessage[];
  readonly response_format?: {
    readonly type: string;
    readonly json_schema?: { readonly name: string; readonly schema: unknown };
  };
  readonly [key: string]: unknown;
};

export type RecordedChatRequest = {
  readonly path: string;
  readonly headers: IncomingHttpHeaders;
  readonly body: ChatCompletionRequest;
};

/** What the fake answers to one request. */
export type FakeReply =
  /** A normal completion whose message content is `content` (null: no content, e.g. a refusal). */
  | {
      readonly kind: 'completion';
      readonly content: string | null;
      readonly finishReason?: string;
      readonly refusal?: string;
      readonly delayMs?: number;
    }
  /** An API error with this status and an OpenAI-style error body. */
  | { readonly kind: 'error'; readonly status: number; readonly delayMs?: number }
  /** A 200 whose body is not JSON at all. */
  | { readonly kind: 'malformed-body'; readonly delayMs?: number };

export type FakeResponder = (request: RecordedChatRequest) => FakeReply | Promise<FakeReply>;

/** Ready-made replies. */
export const fakeReply = {
  /** The model answers with this JSON value as its message content. */
  json: (value: unknown, delayMs?: number): FakeReply => ({
    kind: 'completion',
    content: JSON.stringify(value),
    ...(delayMs === undefined ? {} : { delayMs }),
  }),
  text: (content: string, delayMs?: number): FakeReply => ({
    kind: 'completion',
    content,
    ...(delayMs === undefined ? {} : { delayMs }),
  }),
  refusal: (): FakeReply => ({
    kind: 'completion',
    content: null,
    refusal: 'I’m sorry, I can’t help with that.',
  }),
  contentFilter: (): FakeReply => ({
    kind: 'completion',
    content: '',
    finishReason: 'content_filter',
  }),
  error: (status: number): FakeReply => ({ kind: 'error', status }),
  malformedBody: (): FakeReply => ({ kind: 'malformed-body' }),
} as const;

export type FakeOpenAiServer = {
  /** The base URL to configure as AI_BASE_URL (ends in /v1). */
  readonly baseUrl: string;
  /** Every chat-completions request received, in order. */
  readonly requests: RecordedChatRequest[];
  /** Replaces the responder for the requests that follow. */
  respondWith(responder: FakeResponder): void;
  close(): Promise<void>;
};

/** Starts the fake on a free port of 127.0.0.1. Until told otherwise it answers no edits. */
export async function startFakeOpenAiServer(
  responder: FakeResponder = () => fakeReply.json({ edits: [] }),
): Promise<FakeOpenAiServer> {
  let respond = responder;
  const requests: RecordedChatRequest[] = [];
  let completionCount = 0;

  const server = createServer((incoming, outgoing) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      if (incoming.method !== 'POST' || incoming.url !== '/v1/chat/completions') {
        sendJson(404, { error: { message: 'Not found', type: 'invalid_request_error' } });
        return;
      }
      let body: ChatCompletionRequest;
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as ChatCompletionRequest;
      } catch {
        sendJson(400, { error: { message: 'Invalid JSON body', type: 'invalid_request_error' } });
        return;
      }
      const request: RecordedChatRequest = { path: incoming.url, headers: incoming.headers, body };
      requests.push(request);
      void Promise.resolve(respond(request)).then((reply) => {
        // A client that gave up (its timeout) has closed the socket: nothing to send.
        const timer = setTimeout(() => {
          if (!outgoing.destroyed) send(reply, body.model);
        }, reply.delayMs ?? 0);
        outgoing.on('close', () => clearTimeout(timer));
      });
    });

    function sendJson(status: number, value: unknown) {
      outgoing.writeHead(status, { 'content-type': 'application/json' });
      outgoing.end(JSON.stringify(value));
    }

    function send(reply: FakeReply, model: string) {
      if (reply.kind === 'error') {
        sendJson(reply.status, {
          error: { message: `Fake provider error ${reply.status}`, type: 'server_error' },
        });
        return;
      }
      if (reply.kind === 'malformed-body') {
        outgoing.writeHead(200, { 'content-type': 'application/json' });
        outgoing.end('{"id": "chatcmpl-roto", "choices": [');
        return;
      }
      completionCount += 1;
      const content = reply.content ?? '';
      sendJson(200, {
        id: `chatcmpl-fake-${completionCount}`,
        object: 'chat.completion',
        created: Math.floor(Date.now() / 1000),
        model,
        choices: [
          {
            index: 0,
            message: {
              role: 'assistant',
              content: reply.content,
              ...(reply.refusal ? { refusal: reply.refusal } : {}),
            },
            finish_reason: reply.finishReason ?? 'stop',
          },
        ],
        usage: {
          prompt_tokens: 100,
          completion_tokens: Math.ceil(content.length / 4),
          total_tokens: 100 + Math.ceil(content.length / 4),
        },
      });
    }
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    respondWith(next) {
      respond = next;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

export type PromptField = { readonly path: string; readonly kind: string; readonly text: string };

/** The user message of a recorded request. */
export function userMessageOf(request: RecordedChatRequest): string {
  return request.body.messages
    .filter((message) => message.role === 'user')
    .map((message) => message.content)
    .join('\n');
}

/** The system message of a recorded request. */
export function systemMessageOf(request: RecordedChatRequest): string {
  return request.body.messages
    .filter((message) => message.role === 'system')
    .map((message) => message.content)
    .join('\n');
}

/** The content of one delimited block of the user message (`<tag>…</tag>`), or null. */
export function promptBlockOf(request: RecordedChatRequest, tag: string): string | null {
  const match = new RegExp(`<${tag}>\\n([\\s\\S]*?)\\n</${tag}>`).exec(userMessageOf(request));
  return match?.[1] ?? null;
}

/** The CV fields the request offers the model, as a real model would read them. */
export function promptFieldsOf(request: RecordedChatRequest): PromptField[] {
  const block = promptBlockOf(request, promptBlocks.fields);
  if (block === null) throw new Error('the request has no CV fields block');
  return JSON.parse(block) as PromptField[];
}
