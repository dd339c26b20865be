// Typings for word-extractor's OLE compound file reader, which recorded-page-count.ts uses to
// read a DOC's SummaryInformation stream (issue 13).
declare module 'word-extractor/lib/ole-compound-doc.js' {
  class OleCompoundDoc {
    constructor(reader: unknown);
    read(): Promise<OleCompoundDoc>;
    /** A readable stream of the named root stream's bytes (empty when there is no such stream). */
    stream(streamName: string): NodeJS.ReadableStream;
  }
  export = OleCompoundDoc;
}
