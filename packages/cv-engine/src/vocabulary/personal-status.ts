// Words of personal status a CV's "Datos personales" block lists, folded (no accents, lower
// case), as regular-expression alternations: analyse reports a civil status as risky personal
// data (issue 13), and parse never takes a status or a nationality alone on a line for a place.

/** Civil status, in Spanish and English. */
export const civilStatusAlternation =
  'solter[oa]|casad[oa]|divorciad[oa]|viud[oa]|conviviente|separad[oa]|single|married|divorced|widowed';

/** Nationalities of the region, as an adjective. */
export const nationalityAlternation =
  'peruan[oa]|argentin[oa]|colombian[oa]|venezolan[oa]|chilen[oa]|mexican[oa]|ecuatorian[oa]|bolivian[oa]|espanol[a]?';
