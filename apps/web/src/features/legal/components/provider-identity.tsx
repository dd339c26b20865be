import { exampleProviderLabel, type PublicConfig } from '@cvlisto/shared';

/**
 * Who is responsible: name, and RUC and address when configured. A server still on the example
 * identity (never production: it refuses to start so) says so (issue 17).
 */
export function ProviderIdentity({ provider }: { provider: PublicConfig['provider'] }) {
  return (
    <>
      <strong>{provider.name}</strong>
      {provider.ruc && <>, con RUC {provider.ruc}</>}
      {provider.address && <>, con domicilio en {provider.address}</>}
      {provider.isExample && <> {exampleProviderLabel}</>}
    </>
  );
}

/**
 * "{app}, un servicio de {provider}", or the provider alone when it is named like the app: never
 * "CVListo, un servicio de CVListo".
 */
export function ServiceAndProvider({
  appName,
  provider,
}: {
  appName: string;
  provider: PublicConfig['provider'];
}) {
  if (provider.name.trim().toLowerCase() === appName.trim().toLowerCase()) {
    return <ProviderIdentity provider={provider} />;
  }
  return (
    <>
      {appName}, un servicio de <ProviderIdentity provider={provider} />
    </>
  );
}
