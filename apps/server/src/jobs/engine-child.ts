// The engine's process (issue 11, decision 010): a child of the server that reads uploaded CVs
// (extract, OCR, parse), the only code that touches a hostile file. It holds no secret, no
// database and no socket; the parent (engine-process.ts) bounds its memory and time and kills it
// when it goes past them, so a bad file can cost this process, never the server's event loop.
import { CvEngineError, readCv } from '@cvlisto/cv-engine';
import type { EngineReply, EngineRequest } from './engine-protocol';
import { maxCvDocumentBytes } from './engine-protocol';

function reply(message: EngineReply): void {
  process.send?.(message);
}

process.on('message', (request: EngineRequest) => {
  void readRequest(request);
});

async function readRequest({ id, bytes }: EngineRequest): Promise<void> {
  try {
    const cvDocument = await readCv(bytes);
    // The parent deserialises whatever is sent on its own event loop: a document no CV reaches
    // (a file that expands to megabytes of text) stops here instead.
    if (Buffer.byteLength(JSON.stringify(cvDocument)) > maxCvDocumentBytes) {
      reply({ id, ok: false, reason: 'output', code: null, message: 'CvDocument too large' });
      return;
    }
    reply({ id, ok: true, cvDocument });
  } catch (error) {
    reply({
      id,
      ok: false,
      reason: 'error',
      code: error instanceof CvEngineError ? error.code : null,
      message: error instanceof Error ? `${error.name}: ${error.message}` : String(error),
    });
  }
}

// The parent going away (a crash, a SIGKILL) closes the channel: nothing is left to do.
process.on('disconnect', () => process.exit(0));
reply({ ready: true });
