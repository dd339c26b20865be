// Icon fonts in PDFs: their glyphs are pictures (a pin, a phone, rating circles), whatever
// letters the font's Unicode map gives them.

/**
 * Web and TeX icon-font families, by the names they embed under ("FontAwesome",
 * "FontAwesome5Free-Solid", "MaterialIcons-Regular"). Word's Symbol and Wingdings are left out:
 * their glyphs already read as private-use bullets that the list-marker rules know.
 */
const iconFontNamePattern =
  /font-?awesome|^fa-?(?:solid|regular|brands|light)|material-?(?:icons|symbols)|glyphicons|icomoon|fontello|ionicons|feather|bootstrap-?icons|remixicon|boxicons|line-?icons|linearicons|typicons|phosphor|tabler-?icons|octicons|academicons|simple-?icons|devicons?|segoe ?(?:mdl2|fluent ?icons)/i;

/** Private-use code point: downstream, any such glyph reads as an icon marker. */
const iconGlyph = '\u{e000}';

/**
 * Private-use code point for an icon font's bullet: moderncv sets each list item's marker as a
 * Font Awesome circle. Kept apart from the other icons so that list-marker.ts reads it as a
 * bullet where it opens a line; elsewhere it is an icon like any other.
 */
export const iconBulletGlyph = '\u{e001}';

/** Icon-font glyphs shaped as bullets: a circle, a square, a diamond, a triangle, a check. */
const bulletShapedPattern = /^\s*[○●•◦▪▫■□◆◇►▸▶✓✔]\s*$/u;

/**
 * True when a PDF font's name (subset prefix removed) is an icon font's.
 *
 * @example
 * isIconFontName('FontAwesome'); // true
 * isIconFontName('SFRM1000'); // false
 */
export function isIconFontName(fontName: string): boolean {
  return iconFontNamePattern.test(fontName);
}

/** The glyphs before an item's first space. */
const leadingGlyphsPattern = /^\s*\S+/u;

/**
 * The text of an icon font's item with its icons turned into private-use glyphs: a LaTeX CV's
 * Font Awesome map pin comes out as "½" and its rating circles as "○○○○○", which would
 * otherwise print as text in the reader's CV. pdf.js hands over an icon and the words set after
 * it in the text font as one item named by the icon's font ("[calendar] Nov 2019 – Actualidad"):
 * when letters or digits follow a space, only the leading glyphs are the icon.
 *
 * @example
 * asIconGlyphs('½'); // '\u{e000}'
 * asIconGlyphs('\u{f133} Nov 2019'); // '\u{e000} Nov 2019'
 * asIconGlyphs('○'); // '\u{e001}' (a bullet)
 */
export function asIconGlyphs(text: string): string {
  // A lone circle is a list item's marker; a rating's circles come as a run ("○○○○○").
  if (bulletShapedPattern.test(text)) return text.replace(/\S/u, iconBulletGlyph);
  const rest = text.replace(leadingGlyphsPattern, '');
  if (!/[\p{L}\p{N}]/u.test(rest)) return text.replace(/\S/gu, iconGlyph);
  return text.replace(leadingGlyphsPattern, (glyphs) => glyphs.replace(/\S/gu, iconGlyph));
}
