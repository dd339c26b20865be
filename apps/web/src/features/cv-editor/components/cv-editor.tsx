import {
  createEmptyCvDocument,
  defaultCvLook,
  type CvDocument,
  type CvLook,
} from '@cvlisto/cv-engine/model';
import { paths, type CvEditorState } from '@cvlisto/shared';
import { ArrowLeft, Save } from 'lucide-react';
import { useMemo, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { Link, useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextAreaField } from '../../../components/ui/form-field';
import { PageHeader } from '../../../components/ui/page-header';
import { useCreateCv } from '../api/create-cv';
import { useSaveCvDocument } from '../api/save-cv-document';
import { updateSummary } from '../cv-document-edits';
import {
  fieldId,
  findCvDocumentProblems,
  problemPlace,
  problemsByPath,
  type CvDocumentProblem,
} from '../cv-document-problems';
import { sectionHints } from '../section-guide';
import { isStaleVersionError, writeErrorMessage } from '../write-error-message';
import { AddSectionFields } from './add-section-fields';
import { ContactFields } from './contact-fields';
import { CvEditorContext, type CvDocumentEdit } from './cv-editor-context';
import { CvPreview } from './cv-preview';
import { CvVersions } from './cv-versions';
import { LookFields } from './look-fields';
import { SectionCard } from './section-card';
import { useLeaveGuard } from './use-leave-guard';

type SaveFailure = { readonly message: string; readonly isStale: boolean };

function lookOf(state: CvEditorState | null): CvLook {
  return state ? { template: state.template, pageSize: state.pageSize } : defaultCvLook;
}

/** The name a CV written from scratch is listed under in «Mis CVs». */
function createdCvName(cv: CvDocument): string {
  const name = cv.contact.name?.trim().replace(/\s+/gu, ' ') ?? '';
  return name === '' ? 'Mi CV' : `CV de ${name}`.slice(0, 100);
}

/**
 * The whole structured CV as a form (issue 14): contact, every section in order with its entries,
 * the look; checked in Spanish before saving; saved as a new version with the preview, score and
 * versions beside it. With no `initialState` it is a new CV: saving creates it (no credit spent)
 * and opens its editor.
 */
export function CvEditor({
  initialState,
  initialNotice = '',
  onReload,
}: {
  initialState: CvEditorState | null;
  /** Said once on arrival, e.g. after creating the CV. */
  initialNotice?: string;
  /** Loads the current version again (after a 409, the draft is replaced by it). */
  onReload?: () => void;
}) {
  const navigate = useNavigate();
  const [saved, setSaved] = useState(initialState);
  const [startingDocument] = useState(() => initialState?.document ?? createEmptyCvDocument('es'));
  const [draft, setDraft] = useState<CvDocument>(startingDocument);
  const [look, setLook] = useState<CvLook>(() => lookOf(initialState));
  const [showProblems, setShowProblems] = useState(false);
  const [notice, setNotice] = useState(initialNotice);
  const [failure, setFailure] = useState<SaveFailure | null>(null);
  const saveDocument = useSaveCvDocument(saved?.cvId ?? '');
  const createCv = useCreateCv();
  const isSaving = saveDocument.isPending || createCv.isPending;

  const savedLook = lookOf(saved);
  const isDirty = useMemo(
    () =>
      JSON.stringify(draft) !== JSON.stringify(saved?.document ?? startingDocument) ||
      look.template !== savedLook.template ||
      look.pageSize !== savedLook.pageSize,
    [draft, saved, startingDocument, look, savedLook.template, savedLook.pageSize],
  );
  const { dialog: leaveDialog, allowLeaving } = useLeaveGuard(isDirty);

  const problems = useMemo(() => findCvDocumentProblems(draft), [draft]);
  const shownProblems = useMemo(() => (showProblems ? problems : []), [showProblems, problems]);
  const problemMap = useMemo(() => problemsByPath(shownProblems), [shownProblems]);
  const context = useMemo(
    () => ({
      cv: draft,
      edit: (change: CvDocumentEdit) => {
        setNotice('');
        setDraft(change);
      },
      problemAt: (path: string) => problemMap.get(path),
    }),
    [draft, problemMap],
  );

  const applyState = (state: CvEditorState, sent: CvDocument | null, message: string) => {
    setSaved(state);
    // Typing that went on while the request ran is kept; otherwise the draft is what was stored.
    setDraft((current) => (sent === null || current === sent ? state.document : current));
    if (sent === null) setLook(lookOf(state));
    setFailure(null);
    setNotice(message);
  };
  const fail = (error: Error) => {
    setFailure({ message: writeErrorMessage(error), isStale: isStaleVersionError(error) });
  };

  const save = (event: FormEvent) => {
    event.preventDefault();
    if (isSaving) return;
    setNotice('');
    if (problems.length > 0) {
      flushSync(() => setShowProblems(true));
      focusProblem(problems[0]!);
      return;
    }
    setShowProblems(false);
    const sent = draft;
    if (saved) {
      saveDocument.mutate(
        { baseVersion: saved.version, document: sent, ...look },
        { onSuccess: (state) => applyState(state, sent, 'Cambios guardados'), onError: fail },
      );
    } else {
      createCv.mutate(
        { name: createdCvName(sent), document: sent, ...look },
        {
          onSuccess: (state) => {
            allowLeaving();
            void navigate(paths.cvEditor(state.cvId), {
              replace: true,
              state: { notice: 'Tu CV está creado y guardado.' },
            });
          },
          onError: fail,
        },
      );
    }
  };

  const hasSummarySection = draft.sections.some((section) => section.kind === 'summary');

  return (
    <CvEditorContext.Provider value={context}>
      <div className="flex flex-col gap-6">
        <Link
          to={paths.cvs}
          className="inline-flex items-center gap-2 self-start rounded-lg text-sm font-medium text-brand-700"
        >
          <ArrowLeft className="size-5" aria-hidden />
          Volver a Mis CVs
        </Link>
        <PageHeader
          title={saved ? 'Editar CV' : 'Crea tu CV desde cero'}
          documentTitle={saved ? `Editar CV: ${saved.name}` : 'Crear CV desde cero'}
          lead={
            saved
              ? `${saved.name}. Corrige lo que haga falta y guarda: generamos tu Word y tu PDF de nuevo, sin usar créditos.`
              : 'Completa tus datos sección por sección. Al guardar generamos tu CV en Word y PDF, gratis: no usa créditos.'
          }
        />
        {failure && (
          <Alert tone="error">
            <p>{failure.message}</p>
            {failure.isStale && onReload && (
              <Button size="sm" variant="secondary" className="mt-2" onClick={onReload}>
                Recargar
              </Button>
            )}
          </Alert>
        )}
        {shownProblems.length > 0 && <ProblemSummary cv={draft} problems={shownProblems} />}

        <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
          <form noValidate onSubmit={save} className="flex min-w-0 flex-col gap-5">
            <ContactFields />
            {/* Without a profile section the summary prints right under the contact block. */}
            {!hasSummarySection && (
              <section
                aria-labelledby="perfil-sin-seccion"
                className="flex flex-col gap-3 rounded-2xl border border-line bg-surface p-4 sm:p-5"
              >
                <h2 id="perfil-sin-seccion" className="text-lg font-semibold">
                  Perfil profesional
                </h2>
                <p className="rounded-lg bg-brand-50 px-3 py-2 text-sm text-brand-900">
                  {sectionHints.summary}
                </p>
                <TextAreaField
                  id={fieldId('summary')}
                  label="Tu perfil"
                  rows={5}
                  value={draft.summary ?? ''}
                  error={problemMap.get('summary')}
                  onChange={(event) => context.edit((cv) => updateSummary(cv, event.target.value))}
                />
              </section>
            )}
            {draft.sections.map((section, index) => (
              <SectionCard key={section.id} section={section} index={index} />
            ))}
            <AddSectionFields />
            <LookFields
              look={look}
              onChange={(next) => {
                setNotice('');
                setLook(next);
              }}
            />
            <div className="sticky bottom-0 z-20 -mx-4 flex flex-col gap-2 border-t border-line bg-surface/95 px-4 py-3 backdrop-blur sm:mx-0 sm:flex-row sm:items-center sm:justify-between sm:rounded-2xl sm:border">
              <p role="status" className="text-sm font-medium text-ink">
                {notice ||
                  (isDirty ? 'Tienes cambios sin guardar.' : saved ? 'Todo está guardado.' : '')}
              </p>
              <Button type="submit" isLoading={isSaving} size="lg">
                <Save className="size-5" aria-hidden />
                {saved ? 'Guardar cambios' : 'Guardar y crear mi CV'}
              </Button>
            </div>
          </form>
          <aside aria-label="Tu CV guardado" className="flex min-w-0 flex-col gap-6">
            {saved ? (
              <>
                <CvPreview state={saved} isDirty={isDirty} />
                <CvVersions
                  state={saved}
                  isDirty={isDirty}
                  onRestored={(state) => {
                    setShowProblems(false);
                    applyState(state, null, `Restauramos la versión elegida.`);
                  }}
                />
              </>
            ) : (
              <p className="rounded-2xl border border-dashed border-line bg-surface p-4 text-sm text-ink-muted">
                Cuando guardes, verás aquí la vista previa en PDF, las descargas en Word y PDF y el
                puntaje ATS de tu CV.
              </p>
            )}
          </aside>
        </div>
        {leaveDialog}
      </div>
    </CvEditorContext.Provider>
  );
}

/** Focuses the field of a problem, or the closest thing that holds it (a list, a section). */
function focusProblem(problem: CvDocumentProblem) {
  const segments = problem.path.split('.');
  for (let length = segments.length; length > 0; length -= 1) {
    const element = document.getElementById(fieldId(segments.slice(0, length).join('.')));
    if (element) {
      element.focus();
      return;
    }
  }
  document.getElementById('problemas-del-cv')?.focus();
}

/** Everything to fix, at the top, each a link to its field. */
function ProblemSummary({
  cv,
  problems,
}: {
  cv: CvDocument;
  problems: readonly CvDocumentProblem[];
}) {
  return (
    <div
      id="problemas-del-cv"
      tabIndex={-1}
      role="alert"
      className="rounded-xl border border-danger-600/30 bg-danger-50 px-4 py-3 text-sm text-danger-700"
    >
      <p className="font-semibold">
        {problems.length === 1
          ? 'Revisa este dato antes de guardar:'
          : `Revisa estos ${problems.length} datos antes de guardar:`}
      </p>
      <ul className="mt-1 list-disc pl-5">
        {problems.map((problem, index) => (
          <li key={`${problem.path}-${index}`}>
            <a
              href={`#${fieldId(problem.path)}`}
              className="underline"
              onClick={(event) => {
                event.preventDefault();
                focusProblem(problem);
              }}
            >
              <span className="font-semibold">{problemPlace(cv, problem.path)}:</span>{' '}
              {problem.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
