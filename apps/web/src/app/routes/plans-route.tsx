import { PageHeader } from '../../components/ui/page-header';
import { PageSpinner } from '../../components/ui/spinner';
import { useMe } from '../../lib/me';
import { AppLayout } from '../layouts/app-layout';
import { PublicLayout } from '../layouts/public-layout';

/** /planes has a public variant and a signed-in one titled 'Mejora tu plan' (spec/core.md §2). */
export function PlansRoute() {
  const me = useMe();
  if (me.isPending) return <PageSpinner />;
  if (me.data) {
    return (
      <AppLayout me={me.data}>
        <PageHeader title="Mejora tu plan" />
      </AppLayout>
    );
  }
  return (
    <PublicLayout>
      <div className="mx-auto max-w-4xl px-4 py-12 sm:px-6">
        <PageHeader title="Planes" />
      </div>
    </PublicLayout>
  );
}
