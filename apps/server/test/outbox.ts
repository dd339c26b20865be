// Reads the .eml files the mailer writes to <DATA_DIR>/outbox when no SMTP server is configured.
// Just enough MIME to read what nodemailer produces: encoded-word subjects and quoted-printable or
// base64 text parts.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

export type OutboxMessage = {
  readonly file: string;
  readonly to: string;
  readonly subject: string;
  /** The decoded text/plain part. */
  readonly text: string;
};

/** Every message in the outbox, oldest first (file names start with an ISO timestamp). */
export async function readOutbox(dataDir: string): Promise<OutboxMessage[]> {
  const outboxDir = path.join(dataDir, 'outbox');
  let files: string[];
  try {
    files = (await readdir(outboxDir)).filter((file) => file.endsWith('.eml')).sort();
  } catch (error) {
    if (error instanceof Error && 'code' in error && error.code === 'ENOENT') return [];
    throw error;
  }
  return Promise.all(
    files.map(async (file) =>
      parseMessage(file, await readFile(path.join(outboxDir, file), 'utf8')),
    ),
  );
}

function parseMessage(file: string, raw: string): OutboxMessage {
  const source = raw.replace(/\r\n/g, '\n');
  const { headers, body } = splitHeaders(source);
  const contentType = headers.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1];
  let text: string;
  if (boundary) {
    const parts = body
      .split(`--${boundary}`)
      .slice(1)
      .filter((part) => !part.startsWith('--'))
      .map((part) => splitHeaders(part.replace(/^\n/, '')));
    const plain = parts.find((part) =>
      (part.headers.get('content-type') ?? '').toLowerCase().startsWith('text/plain'),
    );
    if (!plain) throw new Error(`${file}: no text/plain part`);
    text = decodeBody(plain.body, plain.headers.get('content-transfer-encoding'));
  } else {
    text = decodeBody(body, headers.get('content-transfer-encoding'));
  }
  return {
    file,
    to: headers.get('to') ?? '',
    subject: decodeEncodedWords(headers.get('subject') ?? ''),
    text: text.trimEnd(),
  };
}

function splitHeaders(source: string): { headers: Map<string, string>; body: string } {
  const end = source.indexOf('\n\n');
  const head = end === -1 ? source : source.slice(0, end);
  const body = end === -1 ? '' : source.slice(end + 2);
  const headers = new Map<string, string>();
  // Folded header lines continue with leading whitespace.
  for (const line of head.replace(/\n[ \t]+/g, ' ').split('\n')) {
    const separator = line.indexOf(':');
    if (separator > 0) {
      headers.set(line.slice(0, separator).trim().toLowerCase(), line.slice(separator + 1).trim());
    }
  }
  return { headers, body };
}

function decodeBody(body: string, transferEncoding: string | undefined): string {
  switch (transferEncoding?.toLowerCase()) {
    case 'quoted-printable':
      return decodeQuotedPrintable(body);
    case 'base64':
      return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
    default:
      return body;
  }
}

function decodeQuotedPrintable(value: string): string {
  const unfolded = value.replace(/=\n/g, '');
  const bytes: number[] = [];
  for (let index = 0; index < unfolded.length; index += 1) {
    const character = unfolded[index] ?? '';
    const hex = unfolded.slice(index + 1, index + 3);
    if (character === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      index += 2;
    } else {
      bytes.push(...Buffer.from(character, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/** RFC 2047 encoded words (`=?UTF-8?Q?...?=` or `?B?`), as nodemailer writes non-ASCII headers. */
function decodeEncodedWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(
      /=\?([^?]+)\?([QB])\?([^?]*)\?=/gi,
      (_match, _charset: string, encoding: string, text: string) =>
        encoding.toUpperCase() === 'B'
          ? Buffer.from(text, 'base64').toString('utf8')
          : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    );
}
