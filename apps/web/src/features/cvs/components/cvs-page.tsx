import { paths } from '@cvlisto/shared';
import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header';
import { CvList } from './cv-list';

/** /tools/cvs: every optimised CV with search and filters (spec/core.md §2). */
export function CvsPage() {
  return (
    <div className="flex flex-col gap-6">
      {/* On phones the page is reached from the dashboard: a back arrow returns there. */}
      <Link
        to={paths.tools}
        className="inline-flex items-center gap-2 self-start rounded-lg text-sm font-medium text-brand-700 md:hidden"
      >
        <ArrowLeft className="size-5" aria-hidden />
        Volver a Herramientas
      </Link>
      <PageHeader
        title="Mis CVs Optimizados"
        documentTitle="Mis CVs"
        lead="Búscalos, revísalos y descárgalos en Word o PDF cuando los necesites."
      />
      <CvList variant="page" />
    </div>
  );
}
