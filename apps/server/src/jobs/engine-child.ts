// The engine's process (issue 11, decision 010): a child of the server that runs the engine on
// untrusted input — reading an uploaded CV (extract, OCR, parse), optimising and rendering it, and
// rendering a document the user edited (issue 14). It holds no secret, no database and no socket;
// the language model stays in the parent, asked through messages. The parent (engine-process.ts)
// bounds this process's memory and time and kills it past them, so a bad file can cost this
// process, never the server's event loop.
import {
  CvEngineError,
  optimiseParsedCv,
  readCv,
  renderCvDocument,
  type CvEditor,
  type FieldEdit,
} from '@cvlisto/cv-engine';
import { maxCvDocumentBytes, type EngineReply, type EngineRequest } from './engine-protocol';

function reply(message: EngineReply): void {
  process.send?.(message);
}

/** Editor calls waiting for the parent's answer, by job and call. */
const editCalls = new Map<string, (edits: readonly FieldEdit[] | null) => void>();
let nextCallId = 1;

process.on('message', (request: EngineRequest) => {
  if (request.kind === 'edit-answer') {
    const key = `${request.id}:${request.callId}`;
    editCalls.get(key)?.(request.edits);
    editCalls.delete(key);
    return;
  }
  void runJob(request);
});

async function runJob(request: Exclude<EngineRequest, { kind: 'edit-answer' }>): Promise<void> {
  const { id } = request;
  try {
    if (request.kind === 'read') {
      const cvDocument = await readCv(request.bytes);
      // The parent deserialises whatever is sent on its own event loop: a document no CV
      // reaches (a file that expands to megabytes of text) stops here instead.
      if (Buffer.byteLength(JSON.stringify(cvDocument)) > maxCvDocumentBytes) {
        reply({ kind: 'failure', id, reason: 'output', code: null, message: 'CV too large' });
        return;
      }
      reply({ kind: 'read', id, cvDocument });
      return;
    }
    if (request.kind === 'render') {
      const { template, pageSize, appName } = request.options;
      const { docx, pdf, report } = await renderCvDocument(request.document, {
        template,
        pageSize,
        appName,
      });
      reply({
        kind: 'render',
        id,
        result: { docx, pdf, score: report.score, findings: report.findings },
      });
      return;
    }
    const result = await optimiseParsedCv(request.source, {
      jobPosting: request.options.jobPosting,
      appName: request.options.appName,
      translate: request.options.translate,
      editor: request.options.withEditor ? editorInParent(id) : undefined,
    });
    const { optimised, report, docx, pdf } = result;
    reply({ kind: 'optimise', id, result: { optimised, report, docx, pdf } });
  } catch (error) {
    reply({
      kind: 'failure',
      id,
      reason: 'error',
      code: error instanceof CvEngineError ? error.code : null,
      message: error instanceof Error ? `${error.name}: ${error.message}` : String(error),
    });
  }
}

/** The CvEditor port, answered by the parent's language model (its deadline applies there). */
function editorInParent(id: number): CvEditor {
  return {
    propose(request) {
      const callId = nextCallId++;
      return new Promise((resolve, reject) => {
        editCalls.set(`${id}:${callId}`, (edits) =>
          edits ? resolve(edits) : reject(new Error('the language model failed')),
        );
        reply({ kind: 'edit', id, callId, request });
      });
    },
  };
}

// The parent going away (a crash, a SIGKILL) closes the channel: nothing is left to do.
process.on('disconnect', () => process.exit(0));
reply({ kind: 'ready' });
