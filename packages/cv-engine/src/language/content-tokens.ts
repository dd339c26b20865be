// The words that carry a CV's content, as issue 13 counts them to prove nothing is lost or made up:
// words of three or more letters, numbers, e-mails and web addresses, folded (no accents, lower
// case). Optimise uses it to notice a section whose typed reading left source text out; the
// evaluation uses it to hold the rendered output to the source.
import { foldText } from './fold-text';

// An e-mail, a URL with a scheme or "www.", a domain with a path (linkedin.com/in/x), or a bare
// domain under a common top-level domain (a list: "S.A.C." or "Ing.Sistemas" are not addresses).
const addressPattern =
  /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+|(?:https?:\/\/|www\.)[^\s,;()<>]+|\b[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.[a-z]{2,}\/[^\s,;()<>]*|\b[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.(?:com|net|org|pe|io|dev|app|edu|gob|me|info|co|es|ar|cl|mx)\b(?!\.\p{L})/giu;

/**
 * The content tokens of a text, in order. An address is one token without its scheme, "www." or
 * trailing slash, so "https://www.x.pe/" and "x.pe" are the same link.
 *
 * @example listContentTokens('Analista de Ventas (2020), ana@x.pe') // ['analista', 'ventas', '2020', 'ana@x.pe']
 */
export function listContentTokens(text: string): string[] {
  const tokens: string[] = [];
  const rest = text.replace(addressPattern, (address) => {
    tokens.push(normaliseAddress(address));
    return ' ';
  });
  // NFKC first: "m²" and "m2" are the same number to a reader.
  for (const match of foldText(rest.normalize('NFKC')).matchAll(/\p{L}{3,}|\p{Nd}+/gu)) {
    tokens.push(match[0]);
  }
  return tokens;
}

function normaliseAddress(address: string): string {
  return foldText(address)
    .replace(/^https?:\/\//u, '')
    .replace(/^www\./u, '')
    .replace(/[/.]+$/u, '');
}
