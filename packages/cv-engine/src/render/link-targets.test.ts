import { describe, expect, test } from 'vitest';
import { findLinkTargets, linkTargetOf, splitAtLinks } from './link-targets';

describe('linkTargetOf', () => {
  test('opens an e-mail with mailto: and an address without a scheme with https://', () => {
    expect(linkTargetOf('ana.rojas@correo.pe')).toBe('mailto:ana.rojas@correo.pe');
    expect(linkTargetOf('linkedin.com/in/ana-rojas')).toBe('https://linkedin.com/in/ana-rojas');
    expect(linkTargetOf('AnaRojas.dev')).toBe('https://AnaRojas.dev');
    expect(linkTargetOf('http://git.example.pe/ana')).toBe('http://git.example.pe/ana');
  });

  test('links nothing for a value that names no host', () => {
    expect(linkTargetOf('@ana_rojas')).toBeNull();
    expect(linkTargetOf('in/ana-rojas')).toBeNull();
  });
});

describe('findLinkTargets', () => {
  test('finds e-mails and addresses written with a scheme or www, without a closing full stop', () => {
    const text =
      'Código en http://git.example.pe/ana, guía en www.portafolio.example/ana. Escribir a ana@correo.pe.';
    expect(findLinkTargets(text)).toEqual([
      { start: 10, end: 35, target: 'http://git.example.pe/ana' },
      { start: 45, end: 71, target: 'https://www.portafolio.example/ana' },
      { start: 84, end: 97, target: 'mailto:ana@correo.pe' },
    ]);
  });

  test('does not link technology names or bare domains in a sentence', () => {
    expect(findLinkTargets('APIs con Node.js, ASP.NET y Socket.io para empresa.pe')).toEqual([]);
  });

  test('does not link the domain inside an e-mail as a second address', () => {
    expect(findLinkTargets('ana@www.empresa.com.pe')).toEqual([
      { start: 0, end: 22, target: 'mailto:ana@www.empresa.com.pe' },
    ]);
  });
});

describe('splitAtLinks', () => {
  test('cuts the text into runs that join back into it', () => {
    const text = 'Perfil: https://linkedin.com/in/ana y ana@correo.pe';
    const runs = splitAtLinks(text, findLinkTargets(text));
    expect(runs).toEqual([
      { text: 'Perfil: ', target: null },
      { text: 'https://linkedin.com/in/ana', target: 'https://linkedin.com/in/ana' },
      { text: ' y ', target: null },
      { text: 'ana@correo.pe', target: 'mailto:ana@correo.pe' },
    ]);
    expect(runs.map((run) => run.text).join('')).toBe(text);
  });

  test('gives a text without links as one run', () => {
    expect(splitAtLinks('Sin enlaces', [])).toEqual([{ text: 'Sin enlaces', target: null }]);
  });
});
