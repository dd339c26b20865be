import { paths, type MeResponse, type OptimizationType } from '@cvlisto/shared';
import { FilePlus } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Button, buttonClassName } from '../../../components/ui/button';
import { classNames } from '../../../components/ui/class-names';
import { Spinner } from '../../../components/ui/spinner';
import { usePublicConfig } from '../../../lib/public-config';
import { useOptimizationState } from '../api/get-optimization';
import { useOptimizationJob } from '../hooks/use-optimization-job';
import { findTool, toolAccess } from '../tools';
import { DashboardGreeting } from './dashboard-greeting';
import { jobView, ProcessingDialog, type JobView } from './processing-dialog';
import { ToolCards } from './tool-cards';
import { UpgradeDialog, type UpgradeReason } from './upgrade-dialog';

/**
 * /tools (spec/core.md §2, §4): greeting, the three tools, the processing and upgrade dialogs and
 * the user's CVs. The running job is followed here, not in the dialog, so closing the dialog keeps
 * the cards dimmed until the server says the job is done.
 */
export function ToolsDashboard({
  me,
  cvList,
  renderResult,
  creditPackOffer,
}: {
  me: MeResponse;
  /** The searchable list of optimised CVs (from the CV feature). */
  cvList: ReactNode;
  /** The result view of a finished CV (from the CV feature). */
  renderResult: (cvId: string) => ReactNode;
  /** The credit packs on sale (from the plans feature), or null where none are sold. */
  creditPackOffer: ReactNode;
}) {
  const availability = usePublicConfig().tools;
  const { job, start: startJob, letGo } = useOptimizationJob();
  const jobState = useOptimizationState(job?.id ?? null);
  const view = jobView(job, jobState?.data, jobState?.error ?? null);
  const isProcessing = view.step === 'processing';
  const [dialogType, setDialogType] = useState<OptimizationType | null>(null);
  const [upgradeReason, setUpgradeReason] = useState<UpgradeReason | null>(null);
  const shownType = job?.type ?? dialogType;

  const startTool = (type: OptimizationType) => {
    const access = toolAccess(type, me, availability);
    // Its card cannot be started; should a click get through, nothing is uploaded (issue 17).
    if (access === 'unavailable') return;
    if (access === 'plan') setUpgradeReason({ kind: 'plan', type });
    else if (access === 'credits') setUpgradeReason({ kind: 'credits' });
    else {
      letGo(job);
      setDialogType(type);
    }
  };

  const onOpenChange = (open: boolean) => {
    if (open) return;
    // Closing forgets a finished or failed job; a running one keeps going (PRODUCT.md §3.4), and
    // so does one whose upload was answered after this render.
    if (!isProcessing) letGo(job);
    setDialogType(null);
  };

  return (
    <div className="flex flex-col gap-8">
      <DashboardGreeting me={me} />
      {job && dialogType === null && (
        <JobBanner
          toolTitle={findTool(job.type).title}
          view={view}
          progress={jobState?.data?.progress ?? 0}
          onOpen={() => setDialogType(job.type)}
          onDismiss={() => letGo(job)}
        />
      )}
      <ToolCards
        me={me}
        availability={availability}
        isProcessing={isProcessing}
        onStart={startTool}
      />
      <StartFromScratch />
      <section aria-labelledby="mis-cvs" className="flex flex-col gap-4">
        <h2 id="mis-cvs" className="text-xl font-semibold">
          Tus CVs optimizados
        </h2>
        {cvList}
      </section>
      {shownType && (
        <ProcessingDialog
          type={shownType}
          open={dialogType !== null}
          onOpenChange={onOpenChange}
          job={job}
          view={view}
          onStarted={startJob}
          onReset={() => letGo(job)}
          renderResult={renderResult}
        />
      )}
      <UpgradeDialog
        reason={upgradeReason}
        options={{
          translationAvailable: availability.translation,
          feedbackBonusAvailable: me.credits.feedbackBonusAvailable,
          creditPackOffer,
        }}
        onClose={() => setUpgradeReason(null)}
      />
    </div>
  );
}

/** For people with no CV yet: the editor, empty (issue 14). Free: it spends no credit. */
function StartFromScratch() {
  return (
    <section
      aria-labelledby="desde-cero"
      className="flex flex-col gap-3 rounded-2xl border border-dashed border-brand-200 bg-surface p-5 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex items-start gap-3">
        <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
          <FilePlus className="size-6" aria-hidden />
        </span>
        <div>
          <h2 id="desde-cero" className="text-lg font-semibold">
            ¿Aún no tienes CV?
          </h2>
          <p className="text-sm text-ink-muted">
            Créalo paso a paso con nuestras guías. Es gratis: no usa créditos.
          </p>
        </div>
      </div>
      <Link to={paths.newCv} className={buttonClassName({ variant: 'secondary' })}>
        Crear mi CV desde cero
      </Link>
    </section>
  );
}

/** With the dialog closed, the job this tab started is still in sight (PRODUCT.md §3.4). */
function JobBanner({
  toolTitle,
  view,
  progress,
  onOpen,
  onDismiss,
}: {
  toolTitle: string;
  view: JobView;
  progress: number;
  onOpen: () => void;
  onDismiss: () => void;
}) {
  const isFailed = view.step === 'upload';
  return (
    <div
      role="status"
      className={classNames(
        'flex flex-col gap-3 rounded-2xl border px-4 py-3 text-sm sm:flex-row sm:items-center sm:justify-between',
        isFailed
          ? 'border-danger-600/30 bg-danger-50 text-danger-700'
          : 'border-brand-200 bg-brand-50 text-brand-900',
      )}
    >
      <span className="flex items-center gap-2">
        {view.step === 'processing' && (
          <>
            <Spinner size="sm" />
            Estamos trabajando en tu CV ({toolTitle}) · {progress}%
          </>
        )}
        {view.step === 'success' && <>¡Tu CV está listo! ({toolTitle})</>}
        {view.step === 'upload' && <>No pudimos terminar tu CV: {view.error}</>}
      </span>
      <span className="flex gap-2">
        <Button size="sm" variant="secondary" onClick={onOpen}>
          {view.step === 'processing'
            ? 'Ver progreso'
            : view.step === 'success'
              ? 'Ver resultado'
              : 'Intentar de nuevo'}
        </Button>
        {view.step !== 'processing' && (
          <Button size="sm" variant="ghost" onClick={onDismiss}>
            Cerrar aviso
          </Button>
        )}
      </span>
    </div>
  );
}
