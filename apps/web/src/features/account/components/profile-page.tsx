import { formatCredits, paths, subscriptionStatusLabels, type MeResponse } from '@cvlisto/shared';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonClassName } from '../../../components/ui/button';
import { classNames } from '../../../components/ui/class-names';
import { PageHeader } from '../../../components/ui/page-header';
import { PageSpinner } from '../../../components/ui/spinner';
import { formatDate } from '../account-format';
import { useAccount, type Account } from '../api/get-account';
import { DeleteAccountDialog } from './delete-account-dialog';
import { DisplayNameForm } from './display-name-form';
import { ManageSubscriptionButton } from './manage-subscription-button';

/**
 * /profile (spec/core.md §2 Profile): plan and subscription, usage, e-mail and name, and the
 * danger zone. If the account fails to load, what the session knows is shown (§8).
 */
export function ProfilePage({ me }: { me: MeResponse }) {
  const account = useAccount();
  const [deleting, setDeleting] = useState(false);

  if (account.isPending) {
    return (
      <>
        <PageHeader title="Perfil" />
        <PageSpinner label="Cargando tu perfil…" />
      </>
    );
  }
  const data: Account = account.data ?? {
    user: { ...me.user, name: '' },
    plan: me.plan,
    credits: { remaining: me.credits.remaining, used: 0 },
    subscription: null,
  };

  return (
    <div className="flex flex-col gap-6">
      <PageHeader title="Perfil" lead="Tu plan, tu uso y tus datos." />
      {account.isError && <Alert tone="error">Error al cargar los datos del perfil</Alert>}
      <div className="grid gap-6 md:grid-cols-2">
        <PlanSection account={data} usageKnown={account.isSuccess} />
        <Section title="Tus datos" labelId="perfil-datos">
          <dl className="text-sm">
            <dt className="text-ink-muted">Email</dt>
            <dd className="font-medium break-all" data-testid="profile-email">
              {data.user.email}
            </dd>
          </dl>
          <DisplayNameForm displayName={data.user.displayName} />
        </Section>
      </div>
      <section
        aria-labelledby="perfil-peligro"
        className="flex flex-col gap-3 rounded-2xl border border-danger-600/40 bg-surface p-5 sm:flex-row sm:items-center sm:justify-between sm:p-6"
      >
        <div>
          <h2 id="perfil-peligro" className="text-lg font-semibold text-danger-700">
            Zona de peligro
          </h2>
          <p className="text-sm text-ink-muted">
            Elimina tu cuenta con tus CVs y archivos. Esta acción no se puede deshacer.
          </p>
        </div>
        <Button variant="danger" onClick={() => setDeleting(true)}>
          Eliminar cuenta
        </Button>
      </section>
      <DeleteAccountDialog open={deleting} onOpenChange={setDeleting} />
    </div>
  );
}

function Section({
  title,
  labelId,
  children,
}: {
  title: string;
  labelId: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={labelId}
      className="flex flex-col gap-4 rounded-2xl border border-line bg-surface p-5 sm:p-6"
    >
      <h2 id={labelId} className="text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

function PlanSection({ account, usageKnown }: { account: Account; usageKnown: boolean }) {
  const { plan, credits, subscription } = account;
  // Remaining credits read red when none are left, green otherwise (spec/core.md §9).
  const hasCredits = credits.remaining > 0;
  return (
    <Section title="Tu plan" labelId="perfil-plan">
      <p className="text-2xl font-bold" data-testid="profile-plan">
        {plan.name}
      </p>
      <dl className="grid grid-cols-2 gap-3 text-sm">
        {usageKnown && (
          <div className="rounded-xl bg-surface-muted px-3 py-2">
            <dt className="text-ink-muted">Optimizaciones usadas</dt>
            <dd className="text-lg font-semibold" data-testid="profile-used">
              {credits.used}
            </dd>
          </div>
        )}
        <div className="rounded-xl bg-surface-muted px-3 py-2">
          <dt className="text-ink-muted">Créditos restantes</dt>
          <dd
            className={classNames(
              'text-lg font-semibold',
              hasCredits ? 'text-success-600' : 'text-danger-700',
            )}
            data-testid="profile-remaining"
          >
            {formatCredits(credits.remaining)}
          </dd>
        </div>
        {subscription && (
          <>
            <div className="col-span-2 flex flex-col gap-0.5">
              <dt className="text-ink-muted">Suscripción</dt>
              <dd className="font-medium" data-testid="profile-subscription">
                {subscription.cancelAtPeriodEnd && subscription.status !== 'canceled'
                  ? 'Cancelada al final del periodo'
                  : subscriptionStatusLabels[subscription.status]}
              </dd>
            </div>
            {subscription.currentPeriodEnd && subscription.status !== 'canceled' && (
              <div className="col-span-2 flex flex-col gap-0.5">
                <dt className="text-ink-muted">
                  {subscription.cancelAtPeriodEnd ? 'Tu plan termina el' : 'Se renueva el'}
                </dt>
                <dd className="font-medium">{formatDate(subscription.currentPeriodEnd)}</dd>
              </div>
            )}
          </>
        )}
      </dl>
      {subscription && subscription.status !== 'canceled' ? (
        <ManageSubscriptionButton />
      ) : (
        <Link to={paths.plans} className={buttonClassName({ variant: 'secondary' })}>
          Mejorar mi plan
        </Link>
      )}
    </Section>
  );
}
