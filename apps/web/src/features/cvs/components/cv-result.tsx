import { paths, type CvReport } from '@cvlisto/shared';
import { ArrowRight, Download, Pencil, Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { FindingList, WarningAlerts } from '../../../components/finding-list';
import { Alert } from '../../../components/ui/alert';
import { buttonClassName } from '../../../components/ui/button';
import { PdfPreview } from '../../../components/ui/pdf-preview';
import { classNames } from '../../../components/ui/class-names';
import { Spinner } from '../../../components/ui/spinner';
import { summariseAiEdits } from '../ai-edits';
import { useCvReport } from '../api/get-cv-report';
import { useCvSummary } from '../api/get-cvs';
import { cvFileUrl, formatCvDateTime } from '../cv-format';
import { CvChanges } from './cv-changes';

/**
 * One optimised CV: the PDF preview, both downloads, the ATS score before → after with what is
 * left to improve, for a job the keyword report (issue 4), what the language model did (issue
 * 7), and what the engine changed, line by line (issue 13). Shown after an optimisation and from
 * the list's 'Ver'.
 */
export function CvResult({ cvId, name }: { cvId: string; name?: string }) {
  const report = useCvReport(cvId);
  const summary = useCvSummary(cvId).data;
  const previewUrl = cvFileUrl(cvId, 'pdf', true);
  return (
    <div className="flex flex-col gap-5">
      {summary && (
        <CvMadeAt name={name === undefined ? summary.name : null} createdAt={summary.createdAt} />
      )}
      <div className="flex flex-col gap-2 sm:flex-row">
        <a href={cvFileUrl(cvId, 'docx')} download className={buttonClassName({ fullWidth: true })}>
          <Download className="size-4" aria-hidden />
          Descargar Word
        </a>
        <a
          href={cvFileUrl(cvId, 'pdf')}
          download
          className={buttonClassName({ variant: 'secondary', fullWidth: true })}
        >
          <Download className="size-4" aria-hidden />
          Descargar PDF
        </a>
      </div>
      {/* The editor is another feature: linked by its path, never imported (issue 14). */}
      <div className="flex flex-col gap-2 rounded-xl bg-surface-muted p-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-ink-muted">
          ¿Algo no quedó bien? Corrígelo aquí mismo, elige un diseño y descárgalo de nuevo, sin usar
          créditos.
        </p>
        <Link
          to={paths.cvEditor(cvId)}
          className={buttonClassName({ variant: 'secondary', size: 'sm' })}
        >
          <Pencil className="size-4" aria-hidden />
          Editar CV
        </Link>
      </div>
      <div className="grid gap-5 md:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <PdfPreview
          url={previewUrl}
          title={`Vista previa de ${name ?? 'tu CV optimizado'}`}
          frameClassName="h-[32rem]"
        />
        <div className="flex flex-col gap-4">
          {report.isPending && <Spinner label="Cargando el análisis…" className="text-brand-700" />}
          {report.isError && <Alert tone="error">{report.error.message}</Alert>}
          {report.data && <CvReportSummary report={report.data} />}
        </div>
      </div>
      {report.data && <CvChanges changes={report.data.changes} />}
    </div>
  );
}

function scoreTone(score: number): string {
  if (score >= 80) return 'text-success-600';
  if (score >= 60) return 'text-accent-600';
  return 'text-danger-700';
}

function CvReportSummary({ report }: { report: CvReport }) {
  const { tailoring } = report;
  return (
    <>
      <section aria-labelledby="puntaje-ats" className="rounded-xl bg-surface-muted p-4">
        <h3 id="puntaje-ats" className="text-sm font-semibold text-ink-muted">
          Puntaje ATS
        </h3>
        <p
          className="mt-1 flex items-center gap-3 text-3xl font-bold"
          aria-label={`Puntaje ATS: antes ${report.scoreBefore}, ahora ${report.scoreAfter} de 100`}
          data-testid="ats-score"
        >
          <span className={scoreTone(report.scoreBefore)}>{report.scoreBefore}</span>
          <ArrowRight className="size-6 text-ink-muted" aria-hidden />
          <span className={scoreTone(report.scoreAfter)}>{report.scoreAfter}</span>
          <span className="text-base font-normal text-ink-muted">/ 100</span>
        </p>
      </section>
      <AiEditsSection report={report} />
      {tailoring && (
        <section aria-labelledby="palabras-clave" className="flex flex-col gap-3">
          <h3 id="palabras-clave" className="font-semibold">
            Palabras clave del aviso · coincidencia {tailoring.matchBefore}% →{' '}
            {tailoring.matchAfter}%
          </h3>
          <KeywordGroup title="Ya están en tu CV" keywords={tailoring.matched} tone="success" />
          <KeywordGroup
            title="Las pusimos más a la vista"
            keywords={tailoring.buried}
            tone="info"
          />
          <KeywordGroup
            title="No las encontramos: agrégalas solo si de verdad las tienes"
            keywords={tailoring.missing}
            tone="muted"
          />
          {tailoring.suggestions.length > 0 && (
            <ul className="list-disc pl-5 text-sm text-ink-muted">
              {tailoring.suggestions.map((suggestion) => (
                <li key={suggestion}>{suggestion}</li>
              ))}
            </ul>
          )}
        </section>
      )}
      <section aria-labelledby="por-mejorar" className="flex flex-col gap-2">
        <h3 id="por-mejorar" className="font-semibold">
          {report.findingsAfter.length > 0 ? 'Lo que aún puedes mejorar' : '¡Tu CV está en forma!'}
        </h3>
        {report.findingsAfter.length > 0 && <FindingList findings={report.findingsAfter} />}
        <WarningAlerts warnings={report.warnings} findings={report.findingsAfter} />
      </section>
    </>
  );
}

/** «Mejorado con IA», or why the built-in engine took over, and what the fact guard discarded. */
function AiEditsSection({ report }: { report: CvReport }) {
  const summary = summariseAiEdits(report.aiEdits);
  if (!summary) return null;
  return (
    <section
      {...(summary.improved
        ? { 'aria-labelledby': 'mejorado-con-ia' }
        : { 'aria-label': 'Uso de la IA' })}
      className="flex flex-col gap-2"
    >
      {summary.improved && (
        <h3 id="mejorado-con-ia" className="flex items-center gap-2 font-semibold text-brand-800">
          <Sparkles className="size-4" aria-hidden />
          Mejorado con IA
        </h3>
      )}
      {summary.fallbackMessages.map((message) => (
        <Alert key={message} tone="info">
          {message}
        </Alert>
      ))}
      {summary.rejectedHeadline && (
        <div className="rounded-lg border border-line px-3 py-2 text-sm">
          <p className="font-medium">{summary.rejectedHeadline}</p>
          <ul className="mt-1 list-disc pl-5 text-ink-muted">
            {summary.rejectedMessages.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}

const keywordTones = {
  success: 'bg-green-50 text-success-600',
  info: 'bg-brand-50 text-brand-800',
  muted: 'bg-surface-muted text-ink-muted border border-line',
} as const;

function KeywordGroup({
  title,
  keywords,
  tone,
}: {
  title: string;
  keywords: readonly string[];
  tone: keyof typeof keywordTones;
}) {
  if (keywords.length === 0) return null;
  return (
    <div>
      <p className="text-sm font-medium">{title}</p>
      <ul className="mt-1 flex flex-wrap gap-1.5">
        {keywords.map((keyword) => (
          <li
            key={keyword}
            className={classNames(
              'rounded-full px-2.5 py-1 text-xs font-medium',
              keywordTones[tone],
            )}
          >
            {keyword}
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * Which result this is: its name (unless a title above already shows it) and when it was made,
 * date and time in Lima, so two results of one file are told apart (issue 17).
 */
export function CvMadeAt({ name, createdAt }: { name: string | null; createdAt: string }) {
  return (
    <p className="text-sm text-ink-muted">
      {name && <span className="block font-semibold text-ink">{name}</span>}
      Creado el <time dateTime={createdAt}>{formatCvDateTime(createdAt)}</time>
    </p>
  );
}
