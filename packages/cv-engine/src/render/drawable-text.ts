// Designed CVs decorate with symbols the output font has no glyph for: rating stars, check marks,
// arrows and diamonds as bullets, emoji, a stray Hangul letter used as a dash. The PDF would print
// each as an empty box and the DOCX would fall back to another font, so the two files would differ.
// A symbol that carries meaning becomes the nearest one the font draws; the rest are dropped.

// Rating scales keep their reading: "★★★☆☆" becomes "●●●○○", three of five.
const filledMarks = /[★✦✪✫✬✭✮✯✰⬤]/gu;
const emptyMarks = /[☆✧⚪⬜]/gu;
// Check marks, arrows, triangles, diamonds and squares used as list markers read as a bullet.
const markerSymbols = /[✓✔✅☑➢➣➤➔➜➙➛►▶▸▹◆◇❖♦■▲△▼▽◀◄◘◙⬛❑❒❏❐➡⇨⇒]/gu;

/**
 * Returns the text with every character the font cannot draw replaced by its nearest drawable
 * meaning (a filled or empty circle for ratings, a bullet for markers) or removed.
 *
 * @example keepDrawable('★★☆ Inglés ✔ Excel 📞', carlitoDraws) // '●●○ Inglés • Excel '
 */
export function keepDrawable(text: string, draws: (codePoint: number) => boolean): string {
  // Latin-1 is always drawn: skip the per-character walk for ordinary text (controls are gone).
  if (!/[^ -\u00FF]/u.test(text)) return text;
  const replaced = text
    .replace(filledMarks, '●')
    .replace(emptyMarks, '○')
    .replace(markerSymbols, '•');
  let drawable = '';
  for (const character of replaced) {
    const codePoint = character.codePointAt(0) ?? 0;
    if (codePoint <= 0xff || draws(codePoint)) drawable += character;
  }
  return drawable;
}
