import { paths } from '@cvlisto/shared';
import { Link } from 'react-router';
import type { PublicConfig } from '@cvlisto/shared';
import { usePublicConfig } from '../../../lib/public-config';
import { LegalDocument } from './legal-document';
import { ServiceAndProvider } from './provider-identity';

/** /terms-and-conditions: the rules of the service, accurate for what the product does. */
export function TermsPage({
  appName,
  supportEmail,
  provider,
}: {
  appName: string;
  supportEmail: string;
  provider: PublicConfig['provider'];
}) {
  // Only what this server provides is described as the service (issue 17).
  const { tools } = usePublicConfig();
  const email = <a href={`mailto:${supportEmail}`}>{supportEmail}</a>;
  return (
    <LegalDocument
      title="Términos y Condiciones"
      updatedOn="21 de noviembre de 2026"
      intro={
        <p>
          Estos términos regulan el uso de{' '}
          <ServiceAndProvider appName={appName} provider={provider} />. Al crear una cuenta o usar
          el servicio los aceptas. Si no estás de acuerdo, no uses el servicio.
        </p>
      }
      sections={[
        {
          title: 'El servicio',
          body: (
            <p>
              {appName} optimiza tu CV para que sea más claro y legible por sistemas ATS, lo adapta
              a una oferta de trabajo
              {tools.translation ? ', lo traduce al inglés según tu plan' : ' según tu plan'} y te
              permite practicar entrevistas con un entrevistador de IA. Los resultados se generan de
              forma automática y se guardan en tu cuenta para que los descargues en Word y en PDF.
            </p>
          ),
        },
        {
          title: 'Tu cuenta',
          body: (
            <ul>
              <li>
                Debes ser mayor de 18 años o contar con la autorización de tus padres o tutores.
              </li>
              <li>Los datos que registras deben ser verdaderos y estar actualizados.</li>
              <li>
                Eres responsable de mantener segura tu contraseña y de lo que ocurra en tu cuenta.
              </li>
              <li>Puedes eliminar tu cuenta cuando quieras desde tu Perfil.</li>
            </ul>
          ),
        },
        {
          title: 'Planes, créditos y pagos',
          body: (
            <ul>
              <li>
                Cada optimización usa 1 crédito. Una cuenta nueva recibe 1 crédito gratis; los
                planes Pro (S/ 9.99 al mes, 3 créditos por periodo) y Redi (S/ 19.99 al mes, 10
                créditos por periodo) otorgan créditos en cada periodo pagado.
              </li>
              <li>Una optimización que falla no consume créditos.</li>
              <li>
                Las suscripciones se renuevan automáticamente hasta que las canceles. Al terminar
                una suscripción, sus créditos no usados se pierden.
              </li>
              <li>
                No hay devoluciones por servicios usados. Los detalles están en nuestra{' '}
                <Link to={paths.refundPolicy}>Política de Cancelación y Devolución</Link>.
              </li>
            </ul>
          ),
        },
        {
          title: 'Tu contenido',
          body: (
            <ul>
              <li>
                Tu CV y los documentos que generamos a partir de él son tuyos. Nos das permiso para
                procesarlos solo con el fin de prestarte el servicio.
              </li>
              <li>
                No agregamos a tu CV datos que no estén en el original. Aun así, revisa siempre el
                resultado antes de enviarlo: eres responsable de que la información de tu CV sea
                verdadera.
              </li>
              <li>
                Solo debes subir documentos propios o que tengas derecho a usar, y no debes incluir
                contenido ilegal.
              </li>
            </ul>
          ),
        },
        {
          title: 'Uso aceptable',
          body: (
            <p>
              No está permitido usar el servicio para fines ilegales, intentar acceder a cuentas o
              datos de otras personas, sobrecargar o atacar nuestros sistemas, ni revender el
              servicio sin nuestra autorización. Podemos suspender o cancelar las cuentas que
              incumplan estos términos.
            </p>
          ),
        },
        {
          title: 'Lo que podemos y no podemos garantizar',
          body: (
            <p>
              Trabajamos para que el servicio esté disponible y funcione bien, pero no garantizamos
              que tu CV sea seleccionado, que obtengas entrevistas ni un empleo: esas decisiones
              dependen de cada empleador. En la medida que la ley lo permita, nuestra
              responsabilidad se limita al monto que pagaste en los últimos tres meses. Nada de lo
              anterior limita tus derechos como consumidor.
            </p>
          ),
        },
        {
          title: 'Privacidad',
          body: (
            <p>
              Tratamos tus datos personales según nuestra{' '}
              <Link to={paths.privacyPolicy}>Política de Privacidad</Link>.
            </p>
          ),
        },
        {
          title: 'Reclamos y contacto',
          body: (
            <p>
              Puedes escribirnos a {email}. Si quieres presentar un reclamo o una queja, usa nuestro{' '}
              <Link to={paths.complaintsBook}>Libro de Reclamaciones</Link>.
            </p>
          ),
        },
        {
          title: 'Cambios y ley aplicable',
          body: (
            <p>
              Podemos actualizar estos términos; publicaremos la nueva versión en esta página y te
              avisaremos por correo si el cambio es importante. Estos términos se rigen por las
              leyes de la República del Perú.
            </p>
          ),
        },
      ]}
    />
  );
}
