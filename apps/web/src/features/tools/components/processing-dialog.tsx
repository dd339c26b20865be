import {
  cvErrorCodes,
  cvMessages,
  paths,
  type OptimizationState,
  type OptimizationType,
} from '@cvlisto/shared';
import { CheckCircle2 } from 'lucide-react';
import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { ApiRequestError } from '../../../lib/api-client';
import { useBaseCvs } from '../api/get-base-cvs';
import { isFinalOptimizationState } from '../api/get-optimization';
import { newIdempotencyKey, useStartOptimization } from '../api/start-optimization';
import type { OptimizationJob } from '../hooks/use-optimization-job';
import { findTool, validateCvFile, validateJobDescription } from '../tools';
import { ProcessingStep } from './processing-step';
import { UploadStep, type UploadValues } from './upload-step';

/** What the dialog shows, derived from the job's server state only (PRODUCT.md §3.4). */
export type JobView =
  | { step: 'upload'; error: string | null }
  | { step: 'processing'; state: OptimizationState | undefined }
  | { step: 'success'; cvId: string };

export function jobView(
  job: OptimizationJob | null,
  state: OptimizationState | undefined,
  loadError: Error | null,
): JobView {
  if (!job) return { step: 'upload', error: null };
  if (loadError) return { step: 'upload', error: loadError.message };
  if (!state || !isFinalOptimizationState(state)) return { step: 'processing', state };
  if (state.status === 'done' && state.cvId) return { step: 'success', cvId: state.cvId };
  return { step: 'upload', error: state.error ?? cvMessages.processing };
}

const emptyValues: UploadValues = {
  file: null,
  jobDescription: '',
  baseSource: 'existing',
  baseCvId: '',
};

/**
 * The one dialog of the three tools: upload → analysing → optimising → result. Closing it does not
 * cancel a running job: it finishes on the server and shows up in the list.
 */
export function ProcessingDialog({
  type,
  open,
  onOpenChange,
  job,
  view,
  onStarted,
  onReset,
  renderResult,
}: {
  type: OptimizationType;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  job: OptimizationJob | null;
  view: JobView;
  onStarted: (job: OptimizationJob) => void;
  onReset: () => void;
  renderResult: (cvId: string) => ReactNode;
}) {
  const tool = findTool(type);
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={tool.title}
      size={view.step === 'success' ? 'wide' : 'default'}
    >
      {/* Keyed by the tool so each opening starts from an empty form. */}
      <ProcessingDialogContent
        key={type}
        type={type}
        job={job}
        view={view}
        onStarted={onStarted}
        onReset={onReset}
        renderResult={renderResult}
      />
    </Dialog>
  );
}

function ProcessingDialogContent({
  type,
  job,
  view,
  onStarted,
  onReset,
  renderResult,
}: {
  type: OptimizationType;
  job: OptimizationJob | null;
  view: JobView;
  onStarted: (job: OptimizationJob) => void;
  onReset: () => void;
  renderResult: (cvId: string) => ReactNode;
}) {
  const tool = findTool(type);
  const isJobMode = type === 'optimize_job';
  const [values, setValues] = useState<UploadValues>(emptyValues);
  const [formError, setFormError] = useState<string | null>(null);
  const start = useStartOptimization({
    onStarted: (state) => onStarted({ id: state.id, type: state.type }),
  });
  // A double click must not submit twice: the mutation's pending state reaches the button only
  // after a render, so a ref stops the second click at once, and the key (one per intent, kept
  // for a retry of the same values) lets the server answer a repeat that got through anyway.
  const sending = useRef(false);
  const intentKey = useRef<string | null>(null);
  const baseCvs = useBaseCvs({ enabled: isJobMode });
  const baseCvList = baseCvs.data ?? [];
  const usesBaseCv = isJobMode && baseCvList.length > 0 && values.baseSource === 'existing';

  const canSubmit =
    (usesBaseCv ? values.baseCvId !== '' : values.file !== null) &&
    (!isJobMode || values.jobDescription.trim() !== '');

  const changeValues = (next: Partial<UploadValues>) => {
    setValues((current) => ({ ...current, ...next }));
    setFormError(null);
    intentKey.current = null;
  };

  // The checks of spec/core.md §5; the submit button is disabled until they can pass.
  const validate = (): string | null => {
    if (usesBaseCv) {
      if (!values.baseCvId) return cvMessages.baseCvMissing;
      if (!baseCvList.some((cv) => cv.id === values.baseCvId)) return cvMessages.baseCvNotFound;
    } else {
      if (!values.file) return cvMessages.fileMissing;
      const fileError = validateCvFile(values.file);
      if (fileError) return fileError;
    }
    if (isJobMode) return validateJobDescription(values.jobDescription);
    return null;
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (sending.current) return;
    const error = validate();
    if (error) {
      setFormError(error);
      return;
    }
    sending.current = true;
    intentKey.current ??= newIdempotencyKey();
    start.mutate(
      {
        type,
        source: usesBaseCv ? { baseCvId: values.baseCvId } : { file: values.file as File },
        ...(isJobMode ? { jobDescription: values.jobDescription.trim() } : {}),
        idempotencyKey: intentKey.current,
      },
      {
        // Started: the next submission is a new intent, even with the same file.
        onSuccess: () => {
          intentKey.current = null;
        },
        onSettled: () => {
          sending.current = false;
        },
      },
    );
  };

  if (view.step === 'processing') {
    return <ProcessingStep tool={tool} state={view.state} />;
  }

  if (view.step === 'success') {
    return (
      <div className="flex flex-col gap-5">
        <Alert tone="success">
          <span className="flex items-center gap-2 font-semibold">
            <CheckCircle2 className="size-5" aria-hidden />
            ¡Listo! Tu CV ya está en Mis CVs.
          </span>
        </Alert>
        {renderResult(view.cvId)}
        <Button
          variant="secondary"
          onClick={() => {
            setValues(emptyValues);
            start.reset();
            onReset();
          }}
        >
          {tool.againLabel}
        </Button>
      </div>
    );
  }

  // A job that failed on the server shows its message; a refused request shows the API's.
  const jobError = job && view.error ? view.error : null;
  const requestError = start.error;
  const needsPlan =
    requestError instanceof ApiRequestError &&
    (requestError.code === cvErrorCodes.planRequired ||
      requestError.code === cvErrorCodes.noCredits);
  const error = formError ?? requestError?.message ?? jobError;

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      {error && (
        <Alert tone="error">
          {error}
          {needsPlan && (
            <>
              {' '}
              <Link to={paths.plans} className="font-semibold underline">
                Ver planes
              </Link>
            </>
          )}
        </Alert>
      )}
      <UploadStep
        type={type}
        values={values}
        onChange={changeValues}
        onFileError={setFormError}
        baseCvs={baseCvList}
        baseCvsError={baseCvs.isError ? 'Error al cargar los CVs base' : null}
        disabled={start.isPending}
      />
      <Button
        type="submit"
        size="lg"
        disabled={!canSubmit || start.isPending}
        isLoading={start.isPending}
      >
        {start.isPending ? 'Subiendo tu CV…' : tool.submitLabel}
      </Button>
    </form>
  );
}
