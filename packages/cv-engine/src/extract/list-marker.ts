// Bullet markers at the start of a line: TextLine.listItem is true and the marker leaves the text
// (extract/types.ts). Shared by the PDF, DOCX and DOC readers.

import { iconBulletGlyph } from './icon-fonts';

/**
 * Glyphs CVs use as bullets, including the private-use code points that Word's Symbol and
 * Wingdings bullets become in PDFs (U+F0B7 •, U+F0A7 ▪, U+F076 ❖, U+F0D8 ➢, U+F0FC ✓).
 */
const bulletGlyphs =
  '•‣∙◦●○▪▫■□◆◇♦❖►▸▶▹➢➣➤➔➜→❯✓✔✗·⁃\u{f0b7}\u{f0a7}\u{f076}\u{f0d8}\u{f0fc}\u{f06e}\u{f071}';
/**
 * Characters that are bullets only when a space follows ("- Python", not "-5 %"; "› Gestión",
 * not "»Cita«").
 */
const spacedBulletGlyphs = '-–—*+>›»o';

const bulletPattern = new RegExp(`^[${bulletGlyphs}]\\s*`, 'u');
const spacedBulletPattern = new RegExp(
  `^[${escapeForCharacterClass(spacedBulletGlyphs)}]\\s+`,
  'u',
);
/**
 * A bullet drawn with an icon font (icon-fonts.ts), then the item's words: moderncv's list items.
 */
const iconBulletPattern = new RegExp(`^${iconBulletGlyph}\\s+(?=[\\p{L}\\p{N}])`, 'u');
/** Icon-font glyphs (Font Awesome, Phosphor…) in the private use area carry no readable text. */
const privateUsePattern = /[\u{e000}-\u{f8ff}]/gu;
/** An icon-font glyph opening a line, before its first word. */
const privateUseLeadPattern = /^[\u{e000}-\u{f8ff}]/u;
/**
 * Icons between two pieces of text mark where one field ends and the next begins ("ana@x.pe
 * [pin] Surco, Lima"): they read as a separator, never as nothing that would glue the two.
 */
const separatingIconsPattern = /(?<=\S)\s*[\u{e000}-\u{f8ff}][\s\u{e000}-\u{f8ff}]*(?=\S)/gu;

function escapeForCharacterClass(characters: string): string {
  return characters.replace(/[-\\\]^]/g, '\\$&');
}

/**
 * Whether a removed list marker is a dash, the one marker that also occurs inside wrapped text
 * ("(2021" / "– 2022)."): layout decides whether such a line is a bullet.
 *
 * @example
 * isDashListMarker('– '); // true
 * isDashListMarker('• '); // false
 */
export function isDashListMarker(listMarker: string | undefined): boolean {
  return listMarker !== undefined && /^[-–—]$/u.test(listMarker.trim());
}

/**
 * Control characters other than whitespace (NUL, U+0001…) and the non-characters U+FFFE/U+FFFF
 * show nothing, and PostgreSQL refuses NUL in text and JSON (issue 11: a DOCX with NUL bytes).
 */
const controlCharacterPattern = /[\p{Cc}\u{fffe}\u{ffff}]/gu;

/** Drops invisible control characters, collapses whitespace runs to one space and trims. */
export function normaliseLineText(text: string): string {
  return text
    .replace(controlCharacterPattern, (character) => (/\s/u.test(character) ? ' ' : ''))
    .replace(/\s+/gu, ' ')
    .trim();
}

/**
 * Separators left with nothing on one side once icons go: a rating's circles set apart from the
 * skill by a wide gap ("Excel | ○○○○○") leave "Excel |".
 */
const danglingSeparatorPattern = /^(?:\|\s*)+|(?:\s*\|)+$|(?<=\|)(?:\s*\|)+/gu;

function removeIcons(text: string): string {
  if (!/[\u{e000}-\u{f8ff}]/u.test(text)) return normaliseLineText(text);
  const withoutIcons = normaliseLineText(
    text.replace(separatingIconsPattern, ' | ').replace(privateUsePattern, ' '),
  );
  return normaliseLineText(withoutIcons.replace(danglingSeparatorPattern, ''));
}

/**
 * Removes a leading bullet marker and any icon-font glyphs.
 *
 * @example
 * splitListMarker('•  Lideré un equipo de 5');
 * // { text: 'Lideré un equipo de 5', listItem: true, listMarker: '• ' }
 */
export function splitListMarker(text: string): {
  text: string;
  listItem: boolean;
  listMarker?: string;
  iconLead?: true;
} {
  const trimmed = normaliseLineText(text);
  const bulletMatch =
    bulletPattern.exec(trimmed) ??
    spacedBulletPattern.exec(trimmed) ??
    iconBulletPattern.exec(trimmed);
  // "o" is a bullet only in Word's Courier "o" style, never as a word ("o bien"): require a
  // capital or digit after it.
  const isLetterO = bulletMatch?.[0].startsWith('o') ?? false;
  const rest = bulletMatch ? trimmed.slice(bulletMatch[0].length) : trimmed;
  const isBullet =
    bulletMatch !== null && rest.length > 0 && (!isLetterO || /^[\p{Lu}\d]/u.test(rest));
  const withoutIcons = removeIcons(isBullet ? rest : trimmed);
  // An icon before the line's words ("[GitHub] ana-torres") marks what they are: it leaves the
  // text, and the line keeps that it was there (TextLine.iconLead).
  const iconLead = privateUseLeadPattern.test(isBullet ? rest : trimmed) && withoutIcons.length > 0;
  const lead = iconLead ? { iconLead: true as const } : {};
  if (!isBullet || bulletMatch === null) return { text: withoutIcons, listItem: isBullet, ...lead };
  return {
    text: withoutIcons,
    listItem: true,
    listMarker: normaliseLineText(bulletMatch[0]) + (/\s$/u.test(bulletMatch[0]) ? ' ' : ''),
    ...lead,
  };
}
