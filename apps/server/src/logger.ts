import { pino, type Logger } from 'pino';

export type { Logger };

/** Structured JSON logs on stdout; one line per event, request ids attached by the HTTP layer. */
export function createLogger(level: string): Logger {
  return pino({ level, base: undefined, timestamp: pino.stdTimeFunctions.isoTime });
}
