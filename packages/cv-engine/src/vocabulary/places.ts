// Places a CV names (issue 12): the candidate's town, where a job or a school was. Folded (no
// accents, lower case), matched as whole words. Parse tells a place from an employer's name by
// them ("Clínica Sur San Miguel, Lima"), so a name that is also a surname stays out.
import { foldText, iconCharacterPattern } from '../language/fold-text';
import { organisationPattern } from './entry-vocabulary';

/**
 * Words that name a kind of organisation, never a place: "Centro" may be a town's centre and
 * "Perú" ends many places. A branch names its organisation's part in a town ("Cruz Roja
 * Peruana, Filial Lima").
 */
const organisationKindPattern = new RegExp(
  `${organisationPattern.source.replace('|centro|', '|').replace('|peru|', '|')}|(?<![a-z])(?:filial|sede|sucursal)(?![a-z])`,
  organisationPattern.flags,
);

/** Towns, districts, regions and countries, folded. */
export const placeNames: readonly string[] = [
  'lima',
  'peru',
  'arequipa',
  'cusco',
  'cuzco',
  'trujillo',
  'chiclayo',
  'piura',
  'callao',
  'ica',
  'huancayo',
  'tacna',
  'puno',
  'iquitos',
  'chimbote',
  'cajamarca',
  'ayacucho',
  'huanuco',
  'pucallpa',
  'tarapoto',
  'juliaca',
  'huaraz',
  'tumbes',
  'moquegua',
  // Peru's regions a person knows as places ("Clínica Santa Lucía · Lambayeque"); Loreto and
  // San Martín are left out: they are also a given name and a Lima district's start.
  'lambayeque',
  'la libertad',
  'ancash',
  'junin',
  'pasco',
  'ucayali',
  'huancavelica',
  'apurimac',
  'madre de dios',
  'amazonas',
  'miraflores',
  'san isidro',
  'surco',
  'la molina',
  'san borja',
  'jesus maria',
  'lince',
  'barranco',
  'san miguel',
  'los olivos',
  'comas',
  'ate',
  'cercado de lima',
  'chorrillos',
  'villa el salvador',
  'san juan de lurigancho',
  'san juan de miraflores',
  'san martin de porres',
  'pueblo libre',
  'magdalena',
  'brena',
  'rimac',
  'independencia',
  'carabayllo',
  'puente piedra',
  'surquillo',
  'la victoria',
  'cercado',
  'mexico',
  'cdmx',
  'bogota',
  'colombia',
  'medellin',
  'chile',
  'santiago',
  'argentina',
  'buenos aires',
  'ecuador',
  'quito',
  'guayaquil',
  'bolivia',
  'la paz',
  'venezuela',
  'caracas',
  'espana',
  'madrid',
  'barcelona',
  'uruguay',
  'montevideo',
  'paraguay',
  'costa rica',
  'panama',

  // Peru's other cities and towns CVs give as where a job was or where the person lives.
  'huacho',
  'huaral',
  'barranca',
  'canete',
  'chincha',
  'pisco',
  'nazca',
  'abancay',
  'andahuaylas',
  'chachapoyas',
  'sullana',
  'talara',
  'paita',
  'tingo maria',
  'la merced',
  'satipo',
  'tarma',
  'jauja',
  'la oroya',
  'cerro de pasco',
  'huamanga',
  'puerto maldonado',
  'sicuani',
  'quillabamba',
  'mollendo',
  'moyobamba',
  'yurimaguas',
  'chosica',
  'ventanilla',
  'yanahuara',
  'cayma',
  'cerro colorado',
  'wanchaq',
  'el tambo',
  'lurin',
  'pachacamac',
  'el agustino',
  // Districts of the other big cities, which CVs give after a school's or a hospital's name
  // ("I.E. N° 81762 – La Esperanza"). Names that are also surnames (Castilla, Laredo, Moche…)
  // are left out.
  'el porvenir',
  'la esperanza',
  'victor larco herrera',
  'florencia de mora',
  'huanchaco',
  'salaverry',
  'jose leonardo ortiz',
  'pimentel',
  'ferrenafe',
  'nuevo chimbote',
  'casma',
  'huarmey',
  'paucarpata',
  'socabaya',
  'mariano melgar',
  'alto selva alegre',
  'sachaca',
  'jose luis bustamante y rivero',
  'san sebastian',
  'san jeronimo',
  'urubamba',
  'veintiseis de octubre',
  'catacaos',
  'sechura',
  'chilca',
  'parcona',
  'santa anita',
  'chaclacayo',
  'cieneguilla',
  'bellavista',
  'carmen de la legua',
  // Cities of the other Spanish-speaking countries and abroad, where many CVs have worked. Names
  // that are also surnames or given names (Mendoza, Valencia, Córdoba, Rosario, Asunción,
  // Concepción, San José) are left out: "Constructora Mendoza" is an employer.
  'sevilla',
  'bilbao',
  'zaragoza',
  'malaga',
  'alicante',
  'monterrey',
  'puebla',
  'tijuana',
  'queretaro',
  'cancun',
  'ciudad de mexico',
  'cali',
  'barranquilla',
  'cartagena',
  'bucaramanga',
  'manizales',
  'cucuta',
  'tucuman',
  'mar del plata',
  'la plata',
  'valparaiso',
  'vina del mar',
  'antofagasta',
  'cochabamba',
  'santa cruz de la sierra',
  'guatemala',
  'honduras',
  'tegucigalpa',
  'el salvador',
  'san salvador',
  'nicaragua',
  'managua',
  'republica dominicana',
  'santo domingo',
  'puerto rico',
  'miami',
  'nueva york',
  'new york',
  'london',
  'londres',
  'toronto',
  'san francisco',
  'california',
  'texas',
  'florida',
  'estados unidos',
  'united states',
  'canada',
  'brasil',
  'brazil',
  'sao paulo',
  'alemania',
  'germany',
  'francia',
  'france',
  'italia',
  'italy',
  'reino unido',
  'united kingdom',
];

/** Any of the places, as a whole word in folded text. */
export const placeNamePattern = new RegExp(`(?<![a-z])(?:${placeNames.join('|')})(?![a-z])`);

/** A town and its region or postal code: "San Francisco, CA", "Pleasantville, CA 94588". */
export const cityRegionPattern =
  /^\p{Lu}[\p{L}.'’-]*(?:\s+(?:de|del|la|las|los|el|\p{Lu}[\p{L}.'’-]*))*,\s*(?:\p{Lu}[\p{L}.'’-]*(?:\s+\p{Lu}[\p{L}.'’-]*)*)?(?:\s*\d{4,6})?$/u;

/**
 * Tells whether a piece of an entry's header is only a place ("Lima, Perú", "San Isidro",
 * "San Francisco, CA"): "Banco de Crédito del Perú" is an employer.
 *
 * @example
 * isPlaceName('Lima - Perú'); // true
 * isPlaceName('Techo Perú'); // false
 */
export function isPlaceName(text: string): boolean {
  const cleaned = text.replace(iconCharacterPattern, '').trim();
  // Its shape alone ("Name, Name") makes a place only where no word names a kind of
  // organisation: "Finanzas, Banco Pukara" is a department and its employer.
  if (
    cityRegionPattern.test(cleaned) &&
    cleaned.split(/\s+/).length <= 6 &&
    !organisationKindPattern.test(foldText(cleaned))
  )
    return true;
  return isKnownPlaceName(cleaned);
}

/**
 * Only places of the list ("Lima, Perú", "Huaral - Lima"), not the shape of one: "Inka Rutas
 * S.A.C., Cusco" has a place's form ("Name, Region") and is an employer and its town.
 *
 * @example
 * isKnownPlaceName('Lima, Perú'); // true
 * isKnownPlaceName('Kamayoq S.A.C., Cusco'); // false
 */
export function isKnownPlaceName(text: string): boolean {
  const cleaned = text.replace(iconCharacterPattern, '').trim();
  const rest = foldText(cleaned)
    .replace(new RegExp(placeNamePattern.source, 'g'), ' ')
    .replace(/[\s,.()/–-]+/g, '');
  return rest.length === 0 && cleaned.length > 0;
}

/**
 * Three capitalised names between commas, as a place is written in full ("Ica, Ica, Perú",
 * "Mountain View, California, EUA"). An employer and its town have the same form ("Acme, Lima,
 * Perú"): callers ask it only of a field the layout set apart as a place's.
 */
export function isTownRegionAndCountry(text: string): boolean {
  const names = text.trim().replace(/\.$/u, '').split(/,\s*/u);
  return (
    names.length === 3 &&
    names.every((name) =>
      /^\p{Lu}[\p{L}.'’-]*(?:\s+(?:de|del|la|\p{Lu}[\p{L}.'’-]*)){0,3}$/u.test(name),
    )
  );
}
