// The title and description of each public page, which the server writes into the first HTML
// response (crawlers read that, issue 6). The pages set the same titles themselves on client-side
// navigation; the e2e tests hold both to the same strings.
import { paths } from './routes';

export type PageHead = { readonly title: string; readonly description: string };

/** What the server can offer: translation needs an AI provider (issue 17: never promise it without). */
type PageOffer = { readonly translation: boolean };

function productPitch({ translation }: PageOffer): string {
  return `Optimiza tu CV para los filtros ATS${translation ? ', adáptalo a cada oferta de trabajo o tradúcelo al inglés' : ' y adáptalo a cada oferta de trabajo'}. Tu primera optimización es gratis y lo descargas en Word y PDF.`;
}

function publicPageHeads(appName: string, offer: PageOffer): Record<string, PageHead> {
  const pitch = productPitch(offer);
  return {
    [paths.home]: {
      title: 'Optimiza tu CV con IA para los filtros ATS',
      description: pitch,
    },
    [paths.pricing]: {
      title: 'Planes',
      description:
        'Tu primera optimización es gratis. Mejora tu plan cuando lo necesites y cancela cuando quieras, sin costo adicional. Precios en soles.',
    },
    // Signed out, /planes shows what /pricing shows (spec/core.md §2): its canonical is /pricing.
    [paths.plans]: {
      title: 'Planes',
      description:
        'Compara los planes Básico, Pro y Redi y los créditos sueltos. Tu primera optimización es gratis; mejora tu plan cuando lo necesites y cancela cuando quieras. Precios en soles.',
    },
    [paths.faq]: {
      title: 'Preguntas Frecuentes',
      description:
        'Respuestas sobre los filtros ATS, los planes y precios, la edición de tu CV en Word y la cancelación de tu suscripción.',
    },
    [paths.about]: {
      title: 'Nosotros',
      description: `${appName} ayuda a quienes buscan trabajo en el Perú a tener un CV claro, listo para los filtros ATS y editable en Word.`,
    },
    [paths.blog]: {
      title: 'Blog: consejos para tu CV y tu búsqueda de empleo',
      description:
        'Consejos para tu CV, optimización ATS y desarrollo profesional para quienes buscan trabajo en el Perú.',
    },
    [paths.privacyPolicy]: {
      title: 'Política de Privacidad',
      description: `Qué datos personales recoge ${appName}, para qué los usa, con quién los comparte, cuánto tiempo los guarda y cómo ejercer tus derechos ARCO (Ley 29733).`,
    },
    [paths.terms]: {
      title: 'Términos y Condiciones',
      description: `Las condiciones de uso de ${appName}: tu cuenta, los planes y créditos, los pagos, tu contenido y nuestras responsabilidades.`,
    },
    [paths.refundPolicy]: {
      title: 'Política de Cancelación y Devolución',
      description: `Cómo cancelar tu suscripción a ${appName} y cuándo corresponde una devolución.`,
    },
    [paths.complaintsBook]: {
      title: 'Libro de Reclamaciones',
      description: `Presenta un reclamo o una queja sobre ${appName}. Conforme al Código de Protección y Defensa del Consumidor, te respondemos en un plazo máximo de 15 días calendario.`,
    },
    [paths.login]: { title: 'Iniciar sesión', description: pitch },
    [paths.signup]: { title: 'Crear cuenta', description: pitch },
  };
}

/** The head of a public page, or null for a page that has none of its own (signed-in pages). */
export function publicPageHead(
  pathname: string,
  appName: string,
  offer: PageOffer = { translation: true },
): PageHead | null {
  const normalised = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return publicPageHeads(appName, offer)[normalised] ?? null;
}

/**
 * The address search engines should list a page under: /planes, signed out the same page as
 * /pricing, is listed as /pricing (the sitemap's); every other page as itself.
 */
export function canonicalPagePath(pathname: string): string {
  const normalised = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return normalised === paths.plans ? paths.pricing : normalised;
}

/**
 * What a 404 says (issue 11): an address that is no page, or an article that does not exist. The
 * server writes it into the first response and the page shows the same words.
 */
export const notFoundPageHeads = {
  page: {
    title: 'Página no encontrada',
    description:
      'La página que buscas no existe o fue movida. Revisa la dirección o vuelve al inicio.',
  },
  article: {
    title: 'Artículo no encontrado',
    description:
      'El artículo que buscas no existe o ya no está publicado. Revisa la dirección o mira los demás artículos del blog.',
  },
} as const satisfies Record<string, PageHead>;

/** The fallback for any other page: the product and what it does. */
export function defaultPageHead(
  appName: string,
  offer: PageOffer = { translation: true },
): PageHead {
  return { title: appName, description: productPitch(offer) };
}

/**
 * "Preguntas Frecuentes | CVListo": the product name after the page's title, once (spec/core.md §2).
 */
export function formatPageTitle(title: string, appName: string): string {
  const suffix = ` | ${appName}`;
  if (!title || title === appName) return appName;
  return title.endsWith(suffix) ? title : `${title}${suffix}`;
}
