// Personal data a recruiter does not need and that invites discrimination or exposes the
// candidate (issue 13, item 2): civil status, birth date or age, religion, an identity document's
// number, nationality, sex. Peruvian CVs often carry a "Datos personales" block with them. Analyse
// advises; nothing is removed (the engine never drops what the person wrote without saying so).
// A photo is not covered: extract does not expose a document's images.
// Every pattern is matched against folded text (lower case, no accents: see foldText).
import { foldText } from '../language/fold-text';
import { civilStatusAlternation } from '../vocabulary/personal-status';

export const personalDataKinds = [
  'civil-status',
  'birth-date',
  'religion',
  'identity-document',
  'nationality',
  'sex',
] as const;
export type PersonalDataKind = (typeof personalDataKinds)[number];

export type PersonalDataFound = {
  readonly kind: PersonalDataKind;
  /** The CV text that shows it. */
  readonly text: string;
  /** In Spanish, for the user: why it is better left out. */
  readonly advice: string;
};

/**
 * A label followed by ":" (or a dash), or by a value of the expected shape: "Estado civil:
 * soltera", "DNI 45678912", "Sexo femenino". A label alone inside a sentence ("profesora de
 * religión", "Genero reportes") is not personal data.
 */
function labelled(label: string, value: string): RegExp {
  return new RegExp(
    `(?<![\\p{L}\\p{N}])(?:${label})\\s*(?:[:：]|[-–]\\s|(?:${value})(?![\\p{L}\\p{N}]))`,
    'u',
  );
}

const patterns: Readonly<Record<PersonalDataKind, readonly RegExp[]>> = {
  'civil-status': [
    labelled('estado civil|marital status|civil status', civilStatusAlternation),
    // A "Datos personales" block often lists the value alone on its line: "Soltera".
    new RegExp(`^(?:${civilStatusAlternation})\\.?$`, 'u'),
  ],
  'birth-date': [
    /(?<![\p{L}])(?:fecha|f\.|lugar y fecha) de nac(?:imiento|\.)|(?<![\p{L}])nacid[oa] (?:el|en)\s+\d|(?<![\p{L}])(?:date of birth|birth ?date|d\.o\.b\.?)(?![\p{L}])/u,
    labelled('edad|age', '\\d{2}'),
    /(?<![\p{L}\p{N}])\d{2} anos de edad(?![\p{L}])/u,
  ],
  religion: [
    labelled(
      'religion',
      'catolic[oa]|cristian[oa]|evangelic[oa]|adventista|mormon|judi[oa]|musulman[a]?|atea?|agnostic[oa]|catholic|christian|jewish|muslim',
    ),
  ],
  // Only with the number: "pasaporte vigente" is useful for a job that travels.
  'identity-document': [
    /(?<![\p{L}\p{N}])(?:d\.?\s?n\.?\s?i\.?|documento (?:nacional )?de identidad|doc\. de identidad|carne de extranjeria|pasaporte|passport(?: no\.?| number)?|cedula(?: de identidad| de ciudadania)?|national id)\s*(?:n[°ºo.]*\s*)?[:#]?\s*\d[\d .-]{5,}/u,
  ],
  nationality: [labelled('nacionalidad|nationality', '\\p{L}{4,}')],
  sex: [labelled('sexo|genero|gender|sex', 'masculino|femenino|hombre|mujer|male|female|m|f')],
};

const advice: Readonly<Record<PersonalDataKind, string>> = {
  'civil-status':
    'Tu CV indica tu estado civil. No es necesario para evaluarte y puede prestarse a discriminación: te recomendamos quitarlo.',
  'birth-date':
    'Tu CV muestra tu fecha de nacimiento o tu edad. El reclutador no la necesita y puede prestarse a discriminación por edad: te recomendamos quitarla.',
  religion:
    'Tu CV menciona tu religión. Es un dato personal que no aporta al puesto: te recomendamos quitarlo.',
  'identity-document':
    'Tu CV muestra el número de tu DNI o documento de identidad. Por tu seguridad, no lo compartas en el CV: la empresa lo pide recién al contratarte.',
  nationality:
    'Tu CV indica tu nacionalidad. Salvo que el aviso la pida (por ejemplo, por un permiso de trabajo), no es necesaria: puedes quitarla.',
  sex: 'Tu CV indica tu sexo. No es necesario para evaluarte y puede prestarse a discriminación: te recomendamos quitarlo.',
};

/**
 * The personal data the texts show, at most one per kind (the first text that shows it), in
 * `personalDataKinds` order.
 *
 * @example
 * findPersonalData(['Estado civil: soltera', 'DNI 45678912'])
 * // [{ kind: 'civil-status', text: 'Estado civil: soltera', advice: '…' }, { kind: 'identity-document', … }]
 */
export function findPersonalData(texts: readonly string[]): PersonalDataFound[] {
  const trimmed = texts.map((text) => text.trim());
  return personalDataKinds.flatMap((kind) => {
    for (const text of trimmed) {
      const folded = foldText(text);
      for (const pattern of patterns[kind]) {
        const match = pattern.exec(folded);
        if (match) {
          const fragment = cutFragment(text, match.index, match[0].trimEnd().length);
          return [{ kind, text: fragment, advice: advice[kind] }];
        }
      }
    }
    return [];
  });
}

/** Longest fragment shown for a finding: a label and its value, not a whole merged paragraph. */
const maximumFragmentLength = 60;

/**
 * The piece of `text` from `start` to the end of its value: up to a separator, or to the next
 * "Label:" of a "Datos personales" block read as one line ("Estado civil: casado DNI: 45123987").
 * foldText keeps positions, so `start` and `length` found in folded text are valid here.
 */
function cutFragment(text: string, start: number, length: number): string {
  const rest = text.slice(start);
  // The value starts after the label and its own colon.
  const valueStart = length + (/^\s*[:：]/u.exec(rest.slice(length))?.[0].length ?? 0);
  const ends = [rest.length];
  const separator = rest.slice(valueStart).search(/\s[|•·;]/u);
  if (separator >= 0) ends.push(valueStart + separator);
  const nextColon = rest.slice(valueStart).search(/[:：]/u);
  if (nextColon >= 0) {
    // The next label is the capitalised word before that colon, with the lower-case words after
    // it: "DNI", "Fecha de nacimiento".
    const labelStart = rest
      .slice(0, valueStart + nextColon)
      .search(/\s\p{Lu}\S*(?:\s\p{Ll}\S*)*\s*$/u);
    if (labelStart >= valueStart) ends.push(labelStart);
  }
  let fragment = rest.slice(0, Math.min(...ends)).trim();
  if (fragment.length > maximumFragmentLength) {
    const cut = fragment.lastIndexOf(' ', maximumFragmentLength);
    fragment = fragment.slice(0, cut > 0 ? cut : maximumFragmentLength);
  }
  return fragment.replace(/[\s,;]+$/u, '');
}
