// pdfjs-dist ships no types for its worker module; the engine only loads it (load-pdfjs.ts).
declare module 'pdfjs-dist/legacy/build/pdf.worker.mjs' {
  export const WorkerMessageHandler: unknown;
}
