import { describe, expect, test } from 'vitest';
import { chooseSpanishVoice } from './speech-voice';

const voice = (lang: string, name = lang) => ({ lang, name });

describe('chooseSpanishVoice', () => {
  test('prefers a Peruvian voice wherever it is listed', () => {
    const voices = [voice('es-ES'), voice('en-US'), voice('es-MX'), voice('es-PE', 'Perú')];
    expect(chooseSpanishVoice(voices)?.name).toBe('Perú');
  });

  test('then another Latin American Spanish over Spain', () => {
    expect(chooseSpanishVoice([voice('es-ES'), voice('es-US')])?.lang).toBe('es-US');
    expect(chooseSpanishVoice([voice('es-419'), voice('es-ES')])?.lang).toBe('es-419');
  });

  test('then any Spanish, spelled with an underscore or bare', () => {
    expect(chooseSpanishVoice([voice('en-GB'), voice('es_ES')])?.lang).toBe('es_ES');
    expect(chooseSpanishVoice([voice('fr-FR'), voice('es')])?.lang).toBe('es');
    expect(chooseSpanishVoice([voice('es_PE'), voice('es-MX')])?.lang).toBe('es_PE');
  });

  test('keeps the first of equally good voices (the device lists its best first)', () => {
    expect(chooseSpanishVoice([voice('es-MX', 'uno'), voice('es-CO', 'dos')])?.name).toBe('uno');
  });

  test('is null without a Spanish voice, or with no voices loaded yet', () => {
    expect(chooseSpanishVoice([voice('en-US'), voice('pt-BR'), voice('eu-ES')])).toBeNull();
    expect(chooseSpanishVoice([])).toBeNull();
  });
});
