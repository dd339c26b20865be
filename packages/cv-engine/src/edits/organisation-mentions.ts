// Organisation-like names in an edit that the CV never mentions (issue 7, fact guard: "no
// employer that is not in the source"). Names have no dictionary, so the guard looks at their
// shape: acronyms ("BCP"), brand casing ("PwC", "iPhone"), words next to a corporate marker
// ("Alicorp S.A.A.", "Banco Pichincha") and — while the text stays in the CV's language, where a
// new capital inside a sentence is a new name — any capitalised word inside a sentence.
import { foldText } from '../language/fold-text';
import { compactWord, listWords, type KnownFacts } from './known-facts';

// Acronyms an English text uses for what a Spanish CV spells its own way: "IT" is fine when the
// CV says "TI" or "tecnologías de la información". Values are folded phrases.
const acronymEquivalents: Readonly<Record<string, readonly string[]>> = {
  it: ['ti', 'tecnologias de la informacion', 'tecnologia de la informacion', 'informatica'],
  hr: ['rrhh', 'rr.hh.', 'recursos humanos', 'talento humano', 'gestion de personas'],
  ifrs: ['niif'],
  gaap: ['pcge', 'principios de contabilidad'],
  vat: ['igv'],
  ngo: ['ong'],
  ngos: ['ong'],
  un: ['onu', 'naciones unidas'],
  sme: ['mype', 'pyme', 'mipyme'],
  smes: ['mype', 'pyme', 'mipyme'],
  ceo: ['gerente general'],
  kpi: ['indicadores', 'kpi'],
  kpis: ['indicadores', 'kpi'],
  gdp: ['pbi'],
  usd: ['dolares', 'us$'],
  pen: ['soles', 's/'],
  us: ['estados unidos', 'eeuu', 'ee.uu.'],
  usa: ['estados unidos', 'eeuu', 'ee.uu.'],
  uk: ['reino unido'],
  qa: ['control de calidad', 'aseguramiento de la calidad'],
  ohs: ['sst', 'seguridad y salud en el trabajo'],
  ohsms: ['sst', 'seguridad y salud en el trabajo'],
  pr: ['relaciones publicas'],
  id: ['dni'],
};

/**
 * After one of these (capitalised), the capitalised words that follow are a name. The English ones
 * count only while the text stays Spanish: a translation may rightly render "Universidad Nacional
 * de Ingeniería" as "National University of Engineering".
 */
const spanishLeadingMarkers = new Set(
  `grupo banco universidad instituto ministerio municipalidad colegio corporacion compania clinica
hospital consorcio fundacion asociacion cooperativa caja superintendencia escuela empresa firma
laboratorios inversiones distribuidora constructora minera agroexportadora consultora
consultoria`.split(/\s+/u),
);
const englishLeadingMarkers = new Set(
  `group bank university institute ministry municipality college corporation company clinic
consortium foundation association cooperative superintendency school firm laboratories`.split(
    /\s+/u,
  ),
);
/** Before one of these, the capitalised words that precede are a name. */
const trailingMarkers = new Set(
  'sa sac saa srl eirl inc corp corporation ltd ltda llc plc gmbh group asociados associates'.split(
    ' ',
  ),
);
/** Small words a name may have inside ("Banco de Crédito del Perú", "Bank of America"). */
const nameConnectors = new Set('de del la las los y e el of the and for & en'.split(' '));
const maximumNameWords = 6;

/** Capitalised words that are not names: months, days, languages (both languages). */
const commonCapitalisedWords = new Set(
  `enero febrero marzo abril mayo junio julio agosto septiembre setiembre octubre noviembre
diciembre lunes martes miercoles jueves viernes sabado domingo january february march april may
june july august september october november december monday tuesday wednesday thursday friday
saturday sunday espanol castellano ingles quechua aimara aymara portugues frances aleman italiano
chino mandarin japones coreano spanish english portuguese french german italian chinese japanese
korean`.split(/\s+/u),
);

type EditWord = {
  readonly text: string;
  readonly folded: string;
  readonly compact: string;
  readonly start: number;
  readonly end: number;
  readonly capitalised: boolean;
  readonly sentenceStart: boolean;
};

/**
 * The first organisation-like name in `text` that `known` does not contain, as written, or null.
 * `sameLanguage`: the edit is in the CV's own language (rewrite, tailor), so any capitalised word
 * it brings inside a sentence, and English institution words, are possible names too; a
 * translation capitalises far more, and renders institution names in English.
 *
 * @example findNewOrganisation('Reduje costos en Alicorp en 30 %', known, { sameLanguage: true }) // 'Alicorp'
 */
export function findNewOrganisation(
  text: string,
  known: KnownFacts,
  options: { readonly sameLanguage: boolean },
): string | null {
  const words = readWords(text);
  const isKnown = (word: EditWord): boolean =>
    known.words.has(word.folded) ||
    known.words.has(word.compact) ||
    // "KPIs" / "KPI": a plural is the same name.
    known.words.has(`${word.compact}s`) ||
    (word.compact.endsWith('s') && known.words.has(word.compact.slice(0, -1)));

  for (const [index, word] of words.entries()) {
    const letters = word.text.replace(/[^\p{L}]/gu, '');
    const acronym =
      letters.length >= 2 && letters === letters.toUpperCase() && /\p{Lu}/u.test(letters);
    const brandCase = /\p{Ll}\p{Lu}/u.test(word.text);
    if ((acronym || brandCase) && !isKnown(word) && !isKnownEquivalent(word, known)) {
      if (!isRomanNumeral(word.text)) return word.text;
    }

    const leadingMarker =
      spanishLeadingMarkers.has(word.compact) ||
      (options.sameLanguage && englishLeadingMarkers.has(word.compact));
    if (word.capitalised && leadingMarker) {
      const name = readName(words, index, 1);
      const unknown = name.find((part) => !isKnown(part));
      if (unknown) return text.slice(word.start, name[name.length - 1]?.end ?? word.end);
    }
    if (trailingMarkers.has(word.compact) && (word.capitalised || acronym)) {
      const name = readName(words, index, -1);
      const unknown = name.find((part) => !isKnown(part));
      if (unknown) return text.slice(name[name.length - 1]?.start ?? word.start, word.end);
    }

    if (
      options.sameLanguage &&
      word.capitalised &&
      !word.sentenceStart &&
      letters.length >= 2 &&
      !commonCapitalisedWords.has(word.folded) &&
      !isKnown(word)
    ) {
      return word.text;
    }
  }
  return null;
}

/** The capitalised words next to a marker, walking `direction`, connectors allowed between. */
function readName(words: readonly EditWord[], markerIndex: number, direction: 1 | -1): EditWord[] {
  const name: EditWord[] = [];
  for (let step = 1; step <= maximumNameWords; step += 1) {
    const word = words[markerIndex + direction * step];
    // Walking forward, a new sentence ends the name; walking back, its first word is the last one.
    if (!word || (direction === 1 && word.sentenceStart)) break;
    if (word.capitalised) name.push(word);
    else if (!nameConnectors.has(word.folded)) break;
    if (direction === -1 && word.sentenceStart) break;
  }
  return name;
}

function readWords(text: string): EditWord[] {
  const folded = foldText(text);
  return listWords(text).map((word) => {
    const before = text.slice(0, word.start).trimEnd();
    const foldedWord = folded.slice(word.start, word.end);
    return {
      text: word.text,
      folded: foldedWord,
      compact: compactWord(foldedWord),
      start: word.start,
      end: word.end,
      capitalised: /^\p{Lu}/u.test(word.text),
      // After the start, a full stop, a colon, a bullet, a dash or an opening bracket or quote.
      sentenceStart: before === '' || /[.!?:;•·\n–—(«"“¿¡-]$/u.test(before),
    };
  });
}

function isKnownEquivalent(word: EditWord, known: KnownFacts): boolean {
  const equivalents = acronymEquivalents[word.compact];
  return equivalents?.some((phrase) => containsPhrase(known.foldedText, phrase)) ?? false;
}

function containsPhrase(foldedText: string, phrase: string): boolean {
  const escaped = phrase.replace(/[.*+?^${}()|[\]\\/]/gu, '\\$&');
  return new RegExp(`(?:^|[^\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, 'u').test(foldedText);
}

function isRomanNumeral(word: string): boolean {
  return /^(?:I{1,3}|IV|VI{0,3}|IX|X{1,3})$/u.test(word);
}
