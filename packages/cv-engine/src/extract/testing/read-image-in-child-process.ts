// Run as its own process by ocr-worker.test.ts: reads one small image by OCR with a long idle
// timeout and prints what it read. The process must exit as soon as that is done.
import { runOcrJob } from '../ocr/ocr-worker';
import { drawTextImage } from './build-scanned-pdf';

const image = await drawTextImage(['Lima']);
const page = await runOcrJob((recognisePage) => recognisePage(image, 150), {
  timeBudgetMs: 60_000,
  idleMs: 10 * 60_000,
});
console.log(page.blocks?.[0]?.paragraphs[0]?.lines[0]?.text.trim());
