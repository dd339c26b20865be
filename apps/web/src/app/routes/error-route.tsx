import { useRouteError } from 'react-router';
import { Button } from '../../components/ui/button';

/**
 * Shown when a page crashes. It renders without the shell (which may be what failed) and without
 * configuration from the server.
 */
export function ErrorRoute() {
  const error = useRouteError();
  console.error(error);
  return (
    <main className="mx-auto flex min-h-dvh max-w-xl flex-col items-start justify-center gap-4 px-4">
      <title>Algo salió mal</title>
      <h1 className="text-2xl font-bold">Algo salió mal</h1>
      <p className="text-ink-muted">
        Ocurrió un error inesperado al mostrar esta página. Vuelve a cargarla; si el problema
        continúa, escríbenos.
      </p>
      <Button onClick={() => window.location.reload()}>Volver a cargar</Button>
    </main>
  );
}
