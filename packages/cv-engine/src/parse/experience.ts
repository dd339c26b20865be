// Experience entries (issue 3, stage 2): title, organisation, location, dates and bullets, one
// entry per employer or position block (corpus README, experience_count).
import type { TextLine } from '../extract/types';
import type { ExperienceEntry } from '../model/cv-document';
import { isPlaceName } from './contact';
import { findDateRange, isDurationOnly, removeDateText } from './dates';
import { joinBulletLines, segmentEntries, type EntryBlock } from './entries';
import { readEntryHeader } from './entry-fields';
import { foldText } from '../language/fold-text';

const organisationPattern =
  /(?<![a-z])(?:s\.?a\.?c?\.?|s\.?r\.?l\.?|e\.?i\.?r\.?l\.?|inc\.?|llc|ltd\.?|corp\.?|corporacion|grupo|group|banco|bank|ministerio|municipalidad|gobierno|universidad|university|instituto|institute|colegio|empresa|compania|company|consultores|consulting|consultora|asociacion|fundacion|hospital|clinica|tecnologia|technologies|solutions|soluciones|servicios|services|peru|sociedad|cooperativa|ong|agencia|agency|studio|estudio|labs?)(?![a-z])/;

const titlePattern =
  /(?<![a-z])(?:ingenier[oa]|analista|asistente|auxiliar|jef[ea]|gerente|coordinador[a]?|practicante|becari[oa]|profesor[a]?|docente|desarrollador[a]?|especialista|supervisor[a]?|tecnic[oa]|director[a]?|consultor[a]?|ejecutiv[oa]|vendedor[a]?|administrador[a]?|contador[a]?|abogad[oa]|disenador[a]?|programador[a]?|operari[oa]|encargad[oa]|responsable|lider|voluntari[oa]|investigador[a]?|cajer[oa]|recepcionista|secretari[oa]|engineer|developer|manager|analyst|intern|assistant|director|consultant|supervisor|lead|head|senior|junior|designer|specialist|coordinator|officer|associate|teacher|professor|volunteer|representative|administrator|accountant|scientist|architect|trainee|ceo|cto|founder|fundador[a]?)(?![a-z])/;

/**
 * Builds the experience entries of one section.
 *
 * @example
 * parseExperienceEntries(sectionLines, 'section-2')[0]?.organisation; // 'Stripe'
 */
export function parseExperienceEntries(
  lines: readonly TextLine[],
  sectionId: string,
): ExperienceEntry[] {
  const entries: ExperienceEntry[] = [];
  // The employer heading a group of positions, while its positions last.
  let employer: string | null = null;
  for (const block of segmentEntries(lines)) {
    const group = readEmployerGroup(block);
    if (group) {
      employer = group;
      continue;
    }
    const header = readEntryHeader(block.headerLines);
    const titleLines = block.headerLines.filter(isTitleLine);
    const first = titleLines[0];
    // One field wrapped over lines: one block, one size, one weight.
    const oneField = titleLines.every(
      (line) =>
        line.block === first?.block && line.fontSize === first.fontSize && line.bold === first.bold,
    );
    if (employer && header.dates && oneField) {
      // A position under its employer: its whole line is the title ("Analista | Área"), even
      // wrapped over two lines.
      const text = titleLines.map((line) => line.text).join(' ');
      const match = findDateRange(text);
      entries.push({
        sectionId,
        title: (match ? removeDateText(text, match) : text) || null,
        organisation: employer,
        location: header.location,
        dates: header.dates,
        bullets: [...header.extras, ...joinBulletLines(block.bodyLines)],
      });
      continue;
    }
    employer = null;
    entries.push(readExperienceEntry(block, header, sectionId));
  }
  return entries;
}

/** A header line naming something: not only a date, a duration or a place. */
function isTitleLine(line: TextLine): boolean {
  const match = findDateRange(line.text);
  const rest = match ? removeDateText(line.text, match) : line.text;
  return rest.length > 0 && !isDurationOnly(rest) && !isPlaceName(rest);
}

/**
 * An employer heading its positions: one name and a total tenure ("NTT DATA" / "3 años"), no
 * dates and no description of its own.
 */
function readEmployerGroup(block: EntryBlock): string | null {
  if (block.bodyLines.length > 0 || block.headerLines.length !== 2) return null;
  const [name, tenure] = block.headerLines;
  if (!name || !tenure || !isDurationOnly(tenure.text) || findDateRange(name.text)) return null;
  return name.text;
}

function readExperienceEntry(
  block: EntryBlock,
  header: ReturnType<typeof readEntryHeader>,
  sectionId: string,
): ExperienceEntry {
  {
    const pieces = [...header.pieces];
    let title: string | null;
    let organisation: string | null;
    const organisationIndex = pieces.findIndex((piece) =>
      organisationPattern.test(foldText(piece)),
    );
    const titleIndex = pieces.findIndex((piece) => titlePattern.test(foldText(piece)));
    if (organisationIndex >= 0 && organisationIndex !== titleIndex) {
      organisation = pieces[organisationIndex] ?? null;
      const rest = pieces.filter((_, index) => index !== organisationIndex);
      const restTitle =
        titleIndex >= 0 && titleIndex !== organisationIndex ? pieces[titleIndex] : rest[0];
      title = restTitle ?? null;
    } else if (titleIndex >= 0) {
      title = pieces[titleIndex] ?? null;
      organisation = pieces.find((_, index) => index !== titleIndex) ?? null;
    } else {
      title = pieces[0] ?? null;
      organisation = pieces[1] ?? null;
    }
    const used = new Set([title, organisation]);
    const leftovers = pieces.filter((piece) => !used.has(piece));
    return {
      sectionId,
      title,
      organisation,
      location: header.location,
      dates: header.dates,
      bullets: [...leftovers, ...header.extras, ...joinBulletLines(block.bodyLines)],
    };
  }
}
