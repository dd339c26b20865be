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
 */
export function asIconGlyphs(text: string): string {
  const rest = text.replace(leadingGlyphsPattern, '');
  if (!/[\p{L}\p{N}]/u.test(rest)) return text.replace(/\S/gu, iconGlyph);
  return text.replace(leadingGlyphsPattern, (glyphs) => glyphs.replace(/\S/gu, iconGlyph));
}
