// The three tools of the dashboard and who may start them (spec/core.md §4 and §6).
import {
  countJobDescriptionWords,
  cvMessages,
  isJobDescriptionTooShort,
  maxCvUploadBytes,
  minJobDescriptionWords,
  planTools,
  type MeResponse,
  type OptimizationType,
  type ToolAvailability,
} from '@cvlisto/shared';
import { BriefcaseBusiness, FileCheck2, Languages, type LucideIcon } from 'lucide-react';

export type ToolDefinition = {
  readonly type: OptimizationType;
  readonly title: string;
  readonly description: string;
  readonly icon: LucideIcon;
  readonly unlockLabel: string;
  readonly submitLabel: string;
  readonly workingLabel: string;
  readonly againLabel: string;
};

export const tools: readonly ToolDefinition[] = [
  {
    type: 'optimize_es',
    title: 'Optimización Básica',
    description:
      'Ordenamos tu CV con un formato claro que los sistemas de selección (ATS) leen sin problemas.',
    icon: FileCheck2,
    unlockLabel: 'Desbloquear con Redi',
    submitLabel: 'Optimizar mi CV',
    workingLabel: 'Optimizando tu CV…',
    againLabel: 'Optimizar otro CV',
  },
  {
    type: 'optimize_job',
    title: 'Optimización para Trabajo',
    description:
      'Pega el aviso que te interesa y adaptamos tu CV para que destaque lo que el reclutador busca.',
    icon: BriefcaseBusiness,
    unlockLabel: 'Desbloquear con Pro/Redi',
    submitLabel: 'Adaptar mi CV',
    workingLabel: 'Adaptando tu CV al puesto…',
    againLabel: 'Optimizar otro CV',
  },
  {
    type: 'optimize_translate',
    title: 'Traducción al inglés',
    description: 'Llevamos tu CV al inglés con formato profesional, listo para postular afuera.',
    icon: Languages,
    unlockLabel: 'Desbloquear con Redi',
    submitLabel: 'Traducir mi CV',
    workingLabel: 'Traduciendo tu CV…',
    againLabel: 'Traducir otro CV',
  },
];

/** What a card says, before any upload, when this server cannot run its tool (issue 17). */
export const unavailableToolReasons: Partial<Record<OptimizationType, string>> = {
  optimize_translate:
    'La traducción al inglés no está disponible en este servidor: necesita un servicio de inteligencia artificial que no está configurado. Las demás herramientas funcionan con normalidad.',
};

export function findTool(type: OptimizationType): ToolDefinition {
  const tool = tools.find((candidate) => candidate.type === type);
  if (!tool) throw new Error(`Unknown tool ${type}`);
  return tool;
}

/**
 * Why a tool cannot be started, or 'available'. The server enforces the same rules. A tool this
 * server cannot run is 'unavailable' whatever the plan: it is neither sold nor uploaded to.
 */
export type ToolAccess = 'available' | 'unavailable' | 'plan' | 'credits';

export function toolAccess(
  type: OptimizationType,
  me: MeResponse,
  availability: ToolAvailability,
): ToolAccess {
  if (type === 'optimize_translate' && !availability.translation) return 'unavailable';
  if (!planTools[me.plan.id].includes(type)) return 'plan';
  if (me.credits.remaining === 0) return 'credits';
  return 'available';
}

const allowedExtensions = ['.pdf', '.doc', '.docx'];
const allowedMediaTypes = [
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
];

/** The upload checks of spec/core.md §5, by type or extension; the server checks the content. */
export function validateCvFile(file: File): string | null {
  const name = file.name.toLowerCase();
  const isAllowed =
    allowedMediaTypes.includes(file.type) ||
    allowedExtensions.some((extension) => name.endsWith(extension));
  if (!isAllowed) return cvMessages.fileType;
  if (file.size === 0) return cvMessages.fileEmpty;
  if (file.size > maxCvUploadBytes) return cvMessages.fileTooLarge;
  return null;
}

/**
 * The posting check the server makes too (issue 13): an empty posting is missing, one under
 * minJobDescriptionWords words is too short to tailor to, and both are said before the upload.
 */
export function validateJobDescription(text: string): string | null {
  if (text.trim() === '') return cvMessages.jobDescriptionMissing;
  if (isJobDescriptionTooShort(text)) return cvMessages.jobDescriptionTooShort;
  return null;
}

/**
 * What the posting field says under it while the posting is still too short, or null.
 *
 * @example describeJobDescriptionLength('Analista contable') // 'Llevas 2 de 20 palabras…'
 */
export function describeJobDescriptionLength(text: string): string | null {
  if (!isJobDescriptionTooShort(text)) return null;
  const words = countJobDescriptionWords(text);
  return `Llevas ${words} de ${minJobDescriptionWords} palabras. Pega el aviso completo: funciones, requisitos y conocimientos.`;
}

export const acceptedFileTypes = [...allowedExtensions, ...allowedMediaTypes].join(',');

const sizeFormatter = new Intl.NumberFormat('es-PE', { maximumFractionDigits: 1 });

/**
 * The size as it is: an empty file says so and a small one counts bytes (issue 17: 0 bytes read
 * "1 KB").
 *
 * @example formatFileSize(1_572_864) // "1.5 MB"
 */
export function formatFileSize(bytes: number): string {
  if (bytes === 0) return 'Vacío (0 bytes)';
  if (bytes < 1024) return `${bytes} ${bytes === 1 ? 'byte' : 'bytes'}`;
  if (bytes < 1024 * 1024) return `${sizeFormatter.format(bytes / 1024)} KB`;
  return `${sizeFormatter.format(bytes / (1024 * 1024))} MB`;
}
