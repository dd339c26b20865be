// pdfjs-dist, loaded on the first PDF read with the process's own built-in functions kept.
// Its legacy build (the one that runs on Node 20) bundles core-js, which on loading replaces
// Array.prototype.push, JSON.stringify and JSON.parse process-wide with JavaScript versions, for
// corners of the specification this V8 lacks (a push onto an array whose length is read-only,
// JSON.parse's source text) that neither pdf.js nor the engine uses. Every push in the process —
// the parser's, pdfkit's, docx's, the server's — then ran through a JavaScript function: about
// a tenth of an optimisation's time (issue 13). The functions it adds (Promise.withResolvers,
// Uint8Array.prototype.toHex, …), which pdf.js needs on Node 20, stay.
//
// Loaded lazily rather than imported: an import is evaluated before any code of a bundle that
// inlines this module (the server's), so the natives could not be taken before pdf.js replaced
// them. A process that loaded pdf.js some other way first keeps whatever it has.
import type * as PdfJs from 'pdfjs-dist/legacy/build/pdf.mjs';

type PdfJsModule = typeof PdfJs;

/** The built-ins core-js replaces on loading (see above), by where they live. */
type NativeBuiltins = {
  readonly arrayPush: typeof Array.prototype.push;
  readonly jsonStringify: typeof JSON.stringify;
  readonly jsonParse: typeof JSON.parse;
};

function takeBuiltins(): NativeBuiltins {
  return {
    arrayPush: Array.prototype.push,
    jsonStringify: JSON.stringify,
    jsonParse: JSON.parse,
  };
}

function putBackBuiltins({ arrayPush, jsonStringify, jsonParse }: NativeBuiltins) {
  Array.prototype.push = arrayPush;
  JSON.stringify = jsonStringify;
  JSON.parse = jsonParse;
}

let loading: Promise<PdfJsModule> | null = null;

/**
 * pdf.js's API, its worker code loaded with it (on Node pdf.js runs its "worker" in this thread,
 * from `globalThis.pdfjsWorker` once that module is loaded), and the built-ins as they were.
 *
 * @example const { getDocument } = await loadPdfJs()
 */
export function loadPdfJs(): Promise<PdfJsModule> {
  loading ??= (async () => {
    const natives = takeBuiltins();
    try {
      const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
      // Its own copy of core-js replaces JSON.stringify again: loaded now, not on the first
      // getDocument, so that nothing is replaced after the natives are back.
      await import('pdfjs-dist/legacy/build/pdf.worker.mjs');
      return pdfjs;
    } finally {
      putBackBuiltins(natives);
    }
  })();
  return loading;
}
