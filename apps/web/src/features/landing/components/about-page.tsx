import { PageHeader } from '../../../components/ui/page-header';
import { usePublicConfig } from '../../../lib/public-config';

/** /nosotros: who we are and what we promise, in claims the product can stand behind. */
export function AboutPage({ appName, supportEmail }: { appName: string; supportEmail: string }) {
  const { tools } = usePublicConfig();
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-8 px-4 py-10 sm:px-6 sm:py-14">
      <PageHeader
        title="Nosotros"
        lead={`${appName} nació para que buscar trabajo en el Perú sea un poco menos difícil.`}
      />
      <div className="flex flex-col gap-6 leading-relaxed">
        <section className="flex flex-col gap-2">
          <h2 className="text-xl font-bold">Por qué existimos</h2>
          <p>
            Muchas personas con buena experiencia no pasan la primera revisión porque su CV es
            difícil de leer para un reclutador apurado o para un sistema ATS. Creamos {appName} para
            que cualquiera pueda tener, en segundos y a un precio accesible, un CV ordenado, con
            títulos claros y logros bien redactados.
          </p>
        </section>
        <section className="flex flex-col gap-2">
          <h2 className="text-xl font-bold">Lo que hacemos</h2>
          <ul className="list-disc space-y-1 pl-5">
            <li>Optimizamos tu CV con un formato que los sistemas ATS pueden leer.</li>
            <li>
              Lo adaptamos a la oferta de trabajo que elijas y te decimos qué palabras clave faltan.
            </li>
            {tools.translation && (
              <li>Lo traducimos al inglés cuando postulas a empresas internacionales.</li>
            )}
            <li>Te ayudamos a practicar entrevistas con un entrevistador de IA.</li>
          </ul>
        </section>
        <section className="flex flex-col gap-2">
          <h2 className="text-xl font-bold">Nuestros compromisos</h2>
          <ul className="list-disc space-y-1 pl-5">
            <li>
              Nunca inventamos datos: no agregamos empresas, fechas, estudios ni cifras que no estén
              en tu CV.
            </li>
            <li>Tu CV es tuyo: lo descargas en Word para editarlo y en PDF para enviarlo.</li>
            <li>
              Tus datos se usan solo para darte el servicio, y puedes eliminar tu cuenta cuando
              quieras.
            </li>
            <li>Precios claros en soles y una primera optimización gratis, sin tarjeta.</li>
          </ul>
        </section>
        <section className="flex flex-col gap-2">
          <h2 className="text-xl font-bold">Escríbenos</h2>
          <p>
            ¿Tienes una idea, una duda o algo no funcionó como esperabas? Escríbenos a{' '}
            <a href={`mailto:${supportEmail}`} className="font-medium text-brand-700 underline">
              {supportEmail}
            </a>
            . Leemos cada mensaje.
          </p>
        </section>
      </div>
    </div>
  );
}
