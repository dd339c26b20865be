// The structured CV every stage after extract works on: plain readonly data and its zod schema.
// Versioned so stored documents can be migrated when the shape changes.
import { z } from 'zod';

export const cvDocumentVersion = 1;

export const sectionKinds = [
  'summary',
  'experience',
  'education',
  'skills',
  'languages',
  'certifications',
  'projects',
  'volunteering',
  'courses',
  'awards',
  'publications',
  'references',
  'interests',
  'other',
] as const;
export type SectionKind = (typeof sectionKinds)[number];

/** A point in time as precise as the CV says it: a year, or a year and a month (1–12). */
export const cvDateSchema = z.object({
  year: z.number().int().min(1900).max(2100),
  month: z.number().int().min(1).max(12).nullable(),
});
export type CvDate = z.infer<typeof cvDateSchema>;

/**
 * How sure the parser is of one thing it read (issue 12), from 0 to 1: the layout and anchors it
 * relied on, not a probability. Below `lowConfidence` the reading is a guess the user should
 * check and the optimiser should leave as written. Optional: documents parsed before issue 12
 * (and ones a user typed) carry none, and then nothing is assumed either way.
 */
export const confidenceSchema = z.number().min(0).max(1);

/** Below this, a field or entry is a guess: ask the user, do not rewrite it. */
export const lowConfidence = 0.6;

/** True when a reading carries a confidence and it is below `lowConfidence`. */
export function isUncertain(confidence: number | undefined): boolean {
  return confidence !== undefined && confidence < lowConfidence;
}

/** True when an entry's boundaries or any field it found is a guess. */
export function isEntryUncertain(
  confidence: Readonly<Record<string, number | undefined>> | undefined,
): boolean {
  return Object.values(confidence ?? {}).some(isUncertain);
}

/** A date range as written, parsed when possible. `current` means "to the present". */
export const dateRangeSchema = z.object({
  start: cvDateSchema.nullable(),
  end: cvDateSchema.nullable(),
  current: z.boolean(),
  /** The range exactly as the source wrote it, e.g. "ene. 2020 – actualidad". */
  text: z.string(),
});
export type DateRange = z.infer<typeof dateRangeSchema>;

export const contactSchema = z.object({
  name: z.string().nullable(),
  /**
   * A professional title written before the name ("Ing.", "Lic. Enf.", "CPC"): shown with the
   * name, not part of it. Optional: documents saved before it was read have none.
   */
  honorific: z.string().nullable().optional(),
  /** A title line under the name, e.g. "Ingeniera de Sistemas". */
  headline: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  location: z.string().nullable(),
  /** Web resources as displayed (URLs, bare domains, profile handles), in reading order. */
  links: z.array(z.string()),
  /** How sure the parser is of each contact field it found (a field it did not find has none). */
  confidence: z
    .object({
      name: confidenceSchema,
      email: confidenceSchema,
      phone: confidenceSchema,
      location: confidenceSchema,
      links: confidenceSchema,
    })
    .partial()
    .optional(),
});
export type Contact = z.infer<typeof contactSchema>;

/**
 * One paragraph of a section as the source wrote it (issue 13): lines wrapped at the page's edge
 * joined, each list item its own paragraph.
 */
export const sourceParagraphSchema = z.object({
  text: z.string(),
  /** A list item in the source (its marker removed). */
  bullet: z.boolean(),
  /**
   * Set apart in the source, in bold or larger type (a job's title, a school's name): printed
   * bold at body size.
   */
  bold: z.boolean().optional(),
  /**
   * How many steps deeper than the section's own lines the source set it (1: a description under
   * its title; 2: a project named under that description): printed as far indented, so a reader
   * (our own re-read too) keeps it inside the entry above instead of taking it for an entry of
   * its own.
   */
  indent: z.number().int().min(1).max(2).optional(),
  /**
   * The cell of a form table the paragraph was read in (DOCX, TextLine.tableRow): the output
   * prints a short row's cells on one line, as the table showed them side by side.
   */
  tableCell: z.object({ row: z.number().int(), column: z.number().int() }).optional(),
});
export type SourceParagraph = z.infer<typeof sourceParagraphSchema>;

/** A section as it appears in the document; the typed entries below point to it by `id`. */
export const sectionSchema = z.object({
  id: z.string(),
  kind: z.enum(sectionKinds),
  /** The heading exactly as written in the source (after optimise: the standard heading). */
  heading: z.string(),
  /** Free text of sections without typed entries (other, interests, references, awards…). */
  lines: z.array(z.string()),
  /** How sure the parser is that this is a section and of its kind. */
  confidence: confidenceSchema.optional(),
  /**
   * The section's text as the source wrote it, in order (issue 13): what the output falls back
   * to where the typed reading is unsure or left something out. Absent in documents parsed
   * before issue 13 and in sections a user wrote.
   */
  source: z.array(sourceParagraphSchema).optional(),
  /**
   * Set by optimise when the typed reading cannot be trusted (unsure, or it left source text
   * out): the output prints `source` instead of the typed entries, so nothing is lost or
   * misplaced. The typed entries stay for analysis, tailoring and the editor.
   */
  keepAsWritten: z.boolean().optional(),
});
export type CvSection = z.infer<typeof sectionSchema>;

export const experienceEntrySchema = z.object({
  sectionId: z.string(),
  title: z.string().nullable(),
  organisation: z.string().nullable(),
  location: z.string().nullable(),
  dates: dateRangeSchema.nullable(),
  /**
   * What the employer is or does, as the source wrote it under the entry's header ("Empresa
   * mayorista dedicada a…", "Rubro: minería"): printed under the header as a line of its own,
   * never a duty. Absent in documents parsed before it existed.
   */
  description: z.string().nullable().optional(),
  /** Achievements and duties, one per bullet, in source order. */
  bullets: z.array(z.string()),
  /** How sure the parser is of the entry's boundaries (`entry`) and of each field it found. */
  confidence: z
    .object({
      entry: confidenceSchema,
      title: confidenceSchema.optional(),
      organisation: confidenceSchema.optional(),
      dates: confidenceSchema.optional(),
    })
    .optional(),
});
export type ExperienceEntry = z.infer<typeof experienceEntrySchema>;

export const educationEntrySchema = z.object({
  sectionId: z.string(),
  degree: z.string().nullable(),
  institution: z.string().nullable(),
  location: z.string().nullable(),
  dates: dateRangeSchema.nullable(),
  details: z.array(z.string()),
  /** How sure the parser is of the entry's boundaries (`entry`) and of each field it found. */
  confidence: z
    .object({
      entry: confidenceSchema,
      degree: confidenceSchema.optional(),
      institution: confidenceSchema.optional(),
      dates: confidenceSchema.optional(),
    })
    .optional(),
});
export type EducationEntry = z.infer<typeof educationEntrySchema>;

export const languageEntrySchema = z.object({
  sectionId: z.string(),
  name: z.string(),
  /** As written ("Avanzado", "B2", "Nativo"), or null. */
  level: z.string().nullable(),
});
export type LanguageEntry = z.infer<typeof languageEntrySchema>;

export const certificationEntrySchema = z.object({
  sectionId: z.string(),
  name: z.string(),
  issuer: z.string().nullable(),
  date: cvDateSchema.nullable(),
});
export type CertificationEntry = z.infer<typeof certificationEntrySchema>;

export const projectEntrySchema = z.object({
  sectionId: z.string(),
  name: z.string(),
  dates: dateRangeSchema.nullable(),
  bullets: z.array(z.string()),
});
export type ProjectEntry = z.infer<typeof projectEntrySchema>;

export const skillGroupSchema = z.object({
  sectionId: z.string(),
  /** "Herramientas", "Técnicas"… or null for a plain list. */
  name: z.string().nullable(),
  items: z.array(z.string()),
});
export type SkillGroup = z.infer<typeof skillGroupSchema>;

/** Something the parser could not place, or another stage wants the user to know. */
export const cvWarningSchema = z.object({
  code: z.string(),
  /** In Spanish, for the user. */
  message: z.string(),
  /** The source text it refers to. */
  text: z.string().nullable(),
});
export type CvWarning = z.infer<typeof cvWarningSchema>;

export const cvDocumentSchema = z.object({
  version: z.literal(cvDocumentVersion),
  language: z.enum(['es', 'en']),
  contact: contactSchema,
  /** The profile / summary paragraph(s), or null. Its section (if any) is in `sections`. */
  summary: z.string().nullable(),
  /** Every section in document order (the contact header is not a section). */
  sections: z.array(sectionSchema),
  experience: z.array(experienceEntrySchema),
  education: z.array(educationEntrySchema),
  skills: z.array(skillGroupSchema),
  languages: z.array(languageEntrySchema),
  certifications: z.array(certificationEntrySchema),
  projects: z.array(projectEntrySchema),
  warnings: z.array(cvWarningSchema),
  /**
   * How many pages the source file had (issue 13: the output is fitted to no more). Absent in
   * documents parsed before, and in ones a user wrote. A Word file without a recorded count is
   * counted from its breaks, so it may be low: the renderer shrinks type only when that saves a
   * page.
   */
  sourcePages: z.number().int().min(1).optional(),
  /**
   * The type size in points most of the source's text was set in (issue 13): a CV the source set
   * smaller than the output's readable floor may be set as small as the source was, to keep its
   * page count. Absent when the format does not tell sizes (DOC, scans) and in older documents.
   */
  sourceBodySize: z.number().min(1).max(100).optional(),
});
export type CvDocument = z.infer<typeof cvDocumentSchema>;
