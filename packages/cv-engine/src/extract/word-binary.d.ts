// Typings for the parts of word-extractor's OLE reader that doc-runs.ts uses (issue 12): the
// extractor keeps the text pieces (with Word's control characters) and the FIB boundaries.
declare module 'word-extractor/lib/word-ole-extractor.js' {
  export type WordPiece = {
    readonly startCp: number;
    readonly endCp: number;
    readonly startFilePos: number;
    readonly bpc: number;
    /** The piece's characters; readers overwrite deleted text (NUL) and row ends (newline). */
    text: string;
  };
  class WordOleExtractor {
    protected _pieces: WordPiece[];
    protected _boundaries: {
      ccpText: number;
      ccpFtn: number;
      ccpHdd: number;
      ccpAtn: number;
      ccpEdn: number;
      ccpTxbx: number;
    };
    extract(reader: unknown): Promise<unknown>;
    extractWordDocument(document: unknown, buffer: Buffer): Promise<unknown>;
    documentStream(document: unknown, streamName: string): Promise<unknown>;
    streamBuffer(stream: unknown): Promise<Buffer>;
    writeCharacterProperties(buffer: Buffer, tableBuffer: Buffer): void;
    writeParagraphProperties(buffer: Buffer, tableBuffer: Buffer): void;
  }
  export = WordOleExtractor;
}

declare module 'word-extractor/lib/buffer-reader.js' {
  class BufferReader {
    constructor(buffer: Buffer);
    open(): Promise<unknown>;
    close(): Promise<unknown>;
  }
  export = BufferReader;
}
