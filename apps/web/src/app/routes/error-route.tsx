import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Button } from '../../components/ui/button';

/**
 * Catches a page that crashes while rendering. The fallback renders without the shell (which may
 * be what failed) and without configuration from the server. A new location clears the error.
 */
type BoundaryState = { hasError: boolean; errorPath: string | null };

export class RouteErrorBoundary extends Component<
  { children: ReactNode; pathname: string },
  BoundaryState
> {
  override state: BoundaryState = { hasError: false, errorPath: null };

  static getDerivedStateFromError(): Partial<BoundaryState> {
    return { hasError: true };
  }

  static getDerivedStateFromProps(
    props: { pathname: string },
    state: BoundaryState,
  ): Partial<BoundaryState> | null {
    // Going to another page is the way out of a crashed one.
    if (state.errorPath !== null && props.pathname !== state.errorPath) {
      return { hasError: false, errorPath: null };
    }
    return null;
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(error, info.componentStack);
    this.setState({ errorPath: this.props.pathname });
  }

  override render() {
    return this.state.hasError ? <ErrorRoute /> : this.props.children;
  }
}

function ErrorRoute() {
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
