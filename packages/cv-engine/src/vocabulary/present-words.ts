// Words a CV writes for "to the present" in a date range, Spanish and English, in folded text
// (no accents, lower case), as regular-expression alternatives: the dates parser reads them, and
// the PDF layout knows a date column's wrapped range by them.

/**
 * Words that mean "to the present" (issue 3: actualidad/presente/a la fecha/hoy/present/current/
 * now; "vigente" as a contract still in force, "continúa" as a job that goes on; "Act." cut
 * short in a narrow date column). A longer phrase comes before its shorter part, so that an
 * alternation takes the whole phrase.
 */
export const presentPhrases: readonly string[] = [
  'hasta la actualidad',
  'hasta el dia de hoy',
  'al dia de hoy',
  'hasta el momento',
  'a la fecha actual',
  'hoy en dia',
  'hoy dia',
  'a la actualidad',
  'la actualidad',
  'actualidad',
  'al presente',
  'el presente',
  'presente',
  'a la fecha',
  'hasta la fecha',
  'la fecha',
  'hoy',
  'hasta ahora',
  'ahora',
  'actualmente',
  'en curso',
  'continua',
  'actual',
  'act\\.?',
  'vigente',
  'present',
  'current',
  'now',
  'to date',
  'today',
  'ongoing',
];
