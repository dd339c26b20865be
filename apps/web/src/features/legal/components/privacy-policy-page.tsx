import { paths } from '@cvlisto/shared';
import { Link } from 'react-router';
import type { PublicConfig } from '@cvlisto/shared';
import { LegalDocument } from './legal-document';
import { ProviderIdentity } from './provider-identity';

/**
 * /privacy-policy under Ley 29733 (Ley de Protección de Datos Personales) and its regulation: who
 * is responsible, what is collected and why, the processors abroad, how long data is kept and how
 * to exercise the ARCO rights (issue 6).
 */
export function PrivacyPolicyPage({
  appName,
  supportEmail,
  provider,
}: {
  appName: string;
  supportEmail: string;
  provider: PublicConfig['provider'];
}) {
  const email = <a href={`mailto:${supportEmail}`}>{supportEmail}</a>;
  return (
    <LegalDocument
      title="Política de Privacidad"
      updatedOn="21 de noviembre de 2026"
      intro={
        <p>
          En {appName} cuidamos tus datos personales conforme a la Ley N.° 29733, Ley de Protección
          de Datos Personales, y su Reglamento. Aquí explicamos, en lenguaje simple, cómo los
          tratamos.
        </p>
      }
      sections={[
        {
          title: 'Responsable del tratamiento',
          body: (
            <p>
              El responsable de tus datos personales es <ProviderIdentity provider={provider} />.
              Para cualquier consulta sobre privacidad puedes escribirnos a {email}.
            </p>
          ),
        },
        {
          title: 'Qué datos recogemos',
          body: (
            <ul>
              <li>
                <strong>Datos de tu cuenta:</strong> nombre, correo electrónico y contraseña (que
                guardamos cifrada). Si entras con Google, recibimos tu nombre, correo y foto de
                perfil.
              </li>
              <li>
                <strong>Tu CV y lo que generamos con él:</strong> el archivo que subes, el texto que
                contiene (que puede incluir tu teléfono, dirección, estudios y experiencia), las
                ofertas de trabajo que pegas y los CV optimizados que descargas.
              </li>
              <li>
                <strong>Uso del servicio:</strong> tu plan, tus créditos y sus movimientos, y las
                optimizaciones que realizas.
              </li>
              <li>
                <strong>Pagos:</strong> el plan comprado, el estado de tu suscripción y los
                identificadores que nos entrega la pasarela de pago. No vemos ni guardamos los
                números de tu tarjeta.
              </li>
              <li>
                <strong>Entrevistas de práctica:</strong> la transcripción y la evaluación de las
                entrevistas que realices con el entrevistador de IA.
              </li>
              <li>
                <strong>Mensajes que nos envías:</strong> reportes de soporte, opiniones, los
                motivos que indicas al eliminar tu cuenta y los reclamos del Libro de Reclamaciones.
              </li>
              <li>
                <strong>Datos técnicos:</strong> dirección IP, tipo de dispositivo y registros de
                actividad necesarios para la seguridad. Usamos solo las cookies necesarias para
                mantener tu sesión; no usamos cookies publicitarias.
              </li>
            </ul>
          ),
        },
        {
          title: 'Para qué los usamos',
          body: (
            <ul>
              <li>Crear y mantener tu cuenta e iniciar tu sesión de forma segura.</li>
              <li>
                Optimizar, adaptar y traducir tu CV, y guardar los resultados para que los
                descargues.
              </li>
              <li>Cobrar tu suscripción y asignar los créditos de tu plan.</li>
              <li>Responder tus consultas, reportes y reclamos.</li>
              <li>Prevenir fraudes y abusos y cumplir nuestras obligaciones legales.</li>
              <li>Mejorar el servicio con estadísticas agregadas que no te identifican.</li>
            </ul>
          ),
        },
        {
          title: 'Quién nos ayuda a prestar el servicio (transferencias al extranjero)',
          body: (
            <>
              <p>
                Para prestar el servicio usamos proveedores que tratan datos por encargo nuestro.
                Algunos están fuera del Perú, por lo que tus datos pueden transferirse a otros
                países. Al usar el servicio consientes estas transferencias, que se limitan a lo
                necesario para cada fin:
              </p>
              <ul>
                <li>
                  <strong>Proveedor de inteligencia artificial:</strong> cuando está habilitado,
                  recibe el texto de tu CV y de la oferta de trabajo para redactar, adaptar o
                  traducir tu CV. Solo le enviamos lo necesario para esa tarea; sin este proveedor,
                  tu CV se procesa en nuestros propios servidores.
                </li>
                <li>
                  <strong>Pagos:</strong> Stripe (Estados Unidos) y Mercado Pago procesan tus pagos
                  y los datos de tu tarjeta o billetera.
                </li>
                <li>
                  <strong>Correo electrónico:</strong> nuestro proveedor de envío de correos recibe
                  tu dirección y el contenido de los mensajes que te enviamos (por ejemplo, la
                  confirmación de un reclamo o el restablecimiento de tu contraseña).
                </li>
                <li>
                  <strong>Voz:</strong> Vapi (Estados Unidos) procesa el audio y la transcripción de
                  las entrevistas de práctica por voz.
                </li>
                <li>
                  <strong>Inicio de sesión con Google:</strong> si eliges esta opción, Google
                  confirma tu identidad.
                </li>
              </ul>
              <p>No vendemos ni alquilamos tus datos personales a nadie.</p>
            </>
          ),
        },
        {
          title: 'Cuánto tiempo guardamos tus datos',
          body: (
            <ul>
              <li>
                Los datos de tu cuenta, tus CV, tus entrevistas y tu historial de uso, mientras tu
                cuenta exista. Si eliminas tu cuenta, los borramos junto con los archivos guardados.
              </li>
              <li>
                Los motivos que indicas al eliminar tu cuenta se conservan para mejorar el servicio.
              </li>
              <li>
                Los reclamos del Libro de Reclamaciones se conservan al menos dos años, como exige
                la normativa de protección al consumidor, aunque elimines tu cuenta.
              </li>
              <li>
                Los registros de pagos se conservan durante el plazo que exige la normativa
                tributaria.
              </li>
              <li>Los registros técnicos de seguridad se conservan por un tiempo limitado.</li>
            </ul>
          ),
        },
        {
          title: 'Tus derechos ARCO y cómo ejercerlos',
          body: (
            <>
              <p>
                Tienes derecho de <strong>Acceso</strong> (saber qué datos tuyos tratamos),{' '}
                <strong>Rectificación</strong> (corregirlos), <strong>Cancelación</strong> (pedir
                que los eliminemos) y <strong>Oposición</strong> (oponerte a un tratamiento), además
                de revocar tu consentimiento en cualquier momento.
              </p>
              <p>
                Para ejercerlos, escríbenos a {email} desde el correo de tu cuenta, indicando tu
                nombre, el derecho que quieres ejercer y, si lo pides en nombre de otra persona, el
                documento que acredite tu representación. Te responderemos dentro de los plazos de
                la Ley y su Reglamento. También puedes corregir tu nombre y eliminar tu cuenta tú
                mismo desde tu Perfil.
              </p>
              <p>
                Si consideras que no atendimos tu solicitud, puedes presentar una reclamación ante
                la Autoridad Nacional de Protección de Datos Personales del Ministerio de Justicia y
                Derechos Humanos.
              </p>
            </>
          ),
        },
        {
          title: 'Seguridad',
          body: (
            <p>
              Usamos conexiones cifradas, contraseñas guardadas de forma cifrada y acceso
              restringido a tus archivos: solo tú puedes ver tus CV. Ningún sistema es infalible,
              pero revisamos nuestras medidas de seguridad de forma continua.
            </p>
          ),
        },
        {
          title: 'Menores de edad',
          body: (
            <p>
              El servicio está dirigido a mayores de 18 años. Si eres menor de edad, necesitas el
              consentimiento de tus padres o tutores para usarlo.
            </p>
          ),
        },
        {
          title: 'Cambios a esta política',
          body: (
            <p>
              Si cambiamos esta política publicaremos la nueva versión en esta página y, si el
              cambio es importante, te avisaremos por correo. Consulta también nuestros{' '}
              <Link to={paths.terms}>Términos y Condiciones</Link>.
            </p>
          ),
        },
      ]}
    />
  );
}
