import type { PublicConfig } from '@cvlisto/shared';

/** Who is responsible: name, and RUC and address when configured. */
export function ProviderIdentity({ provider }: { provider: PublicConfig['provider'] }) {
  return (
    <>
      <strong>{provider.name}</strong>
      {provider.ruc && <>, con RUC {provider.ruc}</>}
      {provider.address && <>, con domicilio en {provider.address}</>}
    </>
  );
}
