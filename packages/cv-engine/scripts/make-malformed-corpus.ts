// Writes the malformed-input corpus (issue 11) to a folder, for manual attacks on a running
// server and for the bench: every file is built from code (extract/testing/malformed-documents.ts).
// Run: npm run cv:malformed -- /tmp/malformed
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { buildMalformedDocuments } from '../src/extract/testing/malformed-documents';

const outputDirectory = process.argv[2];
if (!outputDirectory) {
  console.error('Usage: npm run cv:malformed -- <output folder>');
  process.exit(1);
}
mkdirSync(outputDirectory, { recursive: true });
for (const document of await buildMalformedDocuments()) {
  writeFileSync(path.join(outputDirectory, document.name), document.bytes);
  const kilobytes = (document.bytes.length / 1024).toFixed(0).padStart(6);
  console.log(`${kilobytes} KB  ${document.name}  ${document.description}`);
}
