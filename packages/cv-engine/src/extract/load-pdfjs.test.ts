import { describe, expect, it } from 'vitest';

import { loadPdfJs } from './load-pdfjs';

// Taken before anything in this file loads pdf.js. (Comparing by identity: core-js also makes its
// replacements print as "[native code]".)
const nativePush = Array.prototype.push;
const nativeStringify = JSON.stringify;
const nativeParse = JSON.parse;

describe('loadPdfJs', () => {
  it("keeps the process's own push and JSON functions once pdf.js and its worker are loaded", async () => {
    const { getDocument } = await loadPdfJs();
    expect(typeof getDocument).toBe('function');
    expect(Array.prototype.push).toBe(nativePush);
    expect(JSON.stringify).toBe(nativeStringify);
    expect(JSON.parse).toBe(nativeParse);
  });

  it('keeps what pdf.js adds and needs on Node 20', async () => {
    await loadPdfJs();
    expect(typeof (Promise as { withResolvers?: unknown }).withResolvers).toBe('function');
  });
});
