// The five questions of the landing and /faq (spec/core.md §2). Every answer is something the
// product does today (PRODUCT.md §1, §3, §4): no invented figures.
import { paths } from '@cvlisto/shared';

export type FaqItem = {
  readonly question: string;
  /** The whole answer as plain text (what a crawler or structured data reads). */
  readonly answer: string;
  /** Words of the answer that link to a page of ours, e.g. the refund policy it mentions. */
  readonly link?: { readonly text: string; readonly to: string };
};

/** The answers, true of this server: translation is named only where it is offered (issue 17). */
export function faqItemsFor({
  translation,
}: {
  readonly translation: boolean;
}): readonly FaqItem[] {
  return [
    {
      question: '¿Qué es un sistema ATS y por qué importa para mi CV?',
      answer:
        'Muchas empresas usan un sistema de seguimiento de candidatos (ATS) para leer y ordenar los CV antes de que una persona los revise. Si tu CV tiene tablas, columnas o títulos poco claros, el sistema puede leerlo mal. Nosotros lo reordenamos en un formato de una columna, con títulos estándar y texto que se puede leer, y te mostramos un puntaje ATS con cada observación explicada.',
    },
    {
      question: '¿Cuánto cuesta? ¿Necesito tarjeta para empezar?',
      answer: `Tu primera optimización es gratis y no necesitas tarjeta. Si quieres más, el plan Pro cuesta S/ 9.99 al mes e incluye 3 optimizaciones y la adaptación a ofertas de trabajo; el plan Redi cuesta S/ 19.99 al mes e incluye 10 optimizaciones${translation ? ' y además traduce tu CV al inglés' : ''}.`,
    },
    {
      question: '¿Puedo editar mi CV después de optimizarlo?',
      answer:
        'Sí. Cada CV optimizado queda guardado en tu cuenta: puedes verlo en el navegador y descargarlo en Word (DOCX) para editarlo cuando quieras, y también en PDF para enviarlo.',
    },
    {
      question: '¿La herramienta inventa experiencia o datos en mi CV?',
      answer:
        'No. Solo trabajamos con lo que ya está en tu CV: mejoramos la redacción, el orden y el formato, pero nunca agregamos empresas, fechas, estudios, cifras ni habilidades que no tengas. Las palabras clave de una oferta que tu CV no respalda aparecen como sugerencias, no como contenido.',
    },
    {
      question: '¿Puedo cancelar mi suscripción cuando quiera?',
      answer:
        'Sí. Puedes cancelarla en cualquier momento desde tu perfil o escribiendo a soporte. La cancelación se aplica a los pagos futuros y conservas el acceso hasta el final del ciclo que ya pagaste. Revisa los detalles en nuestra política de cancelación y devolución.',
      link: { text: 'política de cancelación y devolución', to: paths.refundPolicy },
    },
  ];
}
