import { LegalDocument } from './legal-document';

/** /politica-de-devoluciones: the three sections of spec/secondary.md §2.4, in substance. */
export function RefundPolicyPage({
  appName,
  supportEmail,
}: {
  appName: string;
  supportEmail: string;
}) {
  const email = <a href={`mailto:${supportEmail}`}>{supportEmail}</a>;
  return (
    <LegalDocument
      title="Política de Cancelación y Devolución"
      updatedOn="21 de noviembre de 2026"
      intro={
        <p>
          Esta política explica qué ocurre con tus pagos y tus créditos cuando compras un plan de{' '}
          {appName} o cancelas tu suscripción.
        </p>
      }
      sections={[
        {
          title: 'Devoluciones',
          body: (
            <ul>
              <li>No realizamos devoluciones una vez efectuada la compra.</li>
              <li>
                El servicio es digital y se entrega de forma inmediata: los créditos de tu plan
                quedan disponibles en tu cuenta apenas se confirma el pago.
              </li>
              <li>
                No se otorgan créditos ni compensaciones por los créditos o el tiempo no usados.
              </li>
            </ul>
          ),
        },
        {
          title: 'Cancelación de la suscripción',
          body: (
            <ul>
              <li>
                Puedes cancelar tu suscripción en cualquier momento desde tu cuenta (Perfil) o
                escribiéndonos a {email}.
              </li>
              <li>La cancelación se aplica solo a los pagos futuros.</li>
              <li>
                Conservas el acceso a las funciones de tu plan hasta el final del ciclo de
                facturación en curso.
              </li>
              <li>
                No se reembolsa el tiempo ni los créditos no usados. Los créditos pendientes se
                pierden al terminar la suscripción.
              </li>
              <li>
                Las suscripciones son recurrentes y se renuevan automáticamente, salvo que las
                canceles antes de la fecha de renovación.
              </li>
              <li>
                Podemos suspender o cancelar el acceso si se incumplen los Términos y Condiciones,
                sin derecho a devolución.
              </li>
            </ul>
          ),
        },
        {
          title: 'Excepciones',
          body: (
            <p>
              De manera excepcional, y a nuestra sola discreción, podemos otorgar una devolución o
              créditos como cortesía. Estas cortesías no son obligatorias ni sientan precedente para
              casos futuros.
            </p>
          ),
        },
      ]}
    />
  );
}
