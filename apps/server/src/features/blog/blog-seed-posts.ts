// The articles shipped with the product (issue 6): practical advice for job seekers in Peru.
// Loaded on every start by seedBlogPosts (upsert by slug). In each section, paragraphs are
// separated by line breaks (spec/core.md §3); they are stored as Markdown, with their reading time
// counted from the words (issue 16). No image is shipped, so imageUrl is null and the web
// app shows its category artwork instead of hot-linking someone else's photo.
import type { BlogCategoryId, BlogSection } from '@cvlisto/shared';

export type BlogSeedPost = {
  readonly slug: string;
  readonly title: string;
  readonly description: string;
  readonly imageUrl: string | null;
  readonly categoryId: BlogCategoryId;
  /** ISO 8601; fixes the order of the list. */
  readonly createdAt: string;
  readonly content: readonly BlogSection[];
};

export const blogSeedPosts: readonly BlogSeedPost[] = [
  {
    slug: 'que-es-un-ats-y-como-superarlo',
    title: 'Qué es un ATS y cómo lograr que tu CV lo supere',
    description:
      'Muchas empresas en el Perú filtran postulaciones con software antes de que una persona las lea. Te explicamos cómo funciona y qué cambiar en tu CV.',
    imageUrl: null,
    categoryId: 'ats-optimization',
    createdAt: '2026-03-09T14:00:00.000Z',
    content: [
      {
        title: 'Qué es un ATS',
        content:
          'Un ATS (Applicant Tracking System o sistema de seguimiento de candidatos) es el programa que usan las empresas para recibir, ordenar y filtrar las postulaciones. Cuando postulas desde un portal de empleo o desde la web de una empresa, lo más probable es que tu CV pase primero por uno de estos sistemas.\nEl ATS extrae el texto de tu CV, lo separa en campos (datos de contacto, experiencia, educación, habilidades) y permite al reclutador buscar y ordenar candidatos según palabras clave, años de experiencia o ubicación. Si el sistema no logra leer bien tu CV, tu perfil puede quedar incompleto o aparecer más abajo en la lista, aunque tengas la experiencia que piden.',
      },
      {
        title: 'Qué lee bien un ATS y qué no',
        content:
          'Los ATS leen mejor los documentos simples: una sola columna, títulos de sección reconocibles (Experiencia laboral, Educación, Habilidades) y texto real, no imágenes.\nLo que suele dar problemas: tablas y columnas múltiples (el texto se mezcla), encabezados y pies de página (a veces se ignoran), gráficos de barras para medir habilidades, íconos en lugar de palabras y CV exportados como imagen o escaneados.\nUn buen truco: copia todo el contenido de tu CV y pégalo en un bloc de notas. Si el orden se entiende y no falta nada, un ATS probablemente también lo entenderá.',
      },
      {
        title: 'Formato recomendado',
        content:
          'Usa un archivo Word (.docx) o un PDF generado desde un procesador de texto, nunca una foto del CV. Si el aviso pide un formato concreto, respétalo.\nElige una fuente común (Calibri, Arial, Georgia) entre 10 y 12 puntos, márgenes normales y viñetas simples.\nOrdena tu experiencia de la más reciente a la más antigua, con el cargo, la empresa, la ciudad y las fechas (mes y año) en una misma línea o en líneas consecutivas.\nNombra el archivo con tu nombre y el puesto, por ejemplo: CV-Maria-Quispe-Analista-de-Datos.docx.',
      },
      {
        title: 'Las palabras clave importan',
        content:
          'El reclutador suele buscar en el ATS los términos del aviso: el nombre del puesto, herramientas (Excel avanzado, SAP, Power BI), certificaciones o funciones concretas. Si tu CV dice "manejo de hojas de cálculo" y el aviso pide "Excel avanzado", usa las palabras del aviso siempre que sean verdad.\nIncluye cada palabra clave donde tenga sentido: en tu resumen profesional, en la descripción de tus logros y en la sección de habilidades. No las repitas artificialmente ni pegues el aviso en texto blanco: los reclutadores lo notan y descartan la postulación.',
      },
      {
        title: 'Lista de revisión antes de postular',
        content:
          'Tu nombre, teléfono, correo y ciudad están en el cuerpo del documento, no en el encabezado.\nLos títulos de sección son los habituales y fáciles de reconocer.\nNo hay tablas, columnas, gráficos ni texto dentro de imágenes.\nEl cargo al que postulas y las principales palabras clave del aviso aparecen en tu CV.\nLas fechas tienen un formato uniforme.\nRevisaste la ortografía y las tildes: un ATS no las corrige, y una persona sí las nota.',
      },
    ],
  },
  {
    slug: 'palabras-clave-adaptar-cv-a-cada-oferta',
    title: 'Palabras clave: cómo adaptar tu CV a cada oferta de empleo',
    description:
      'Enviar el mismo CV a todas las ofertas reduce tus posibilidades. Aprende a leer un aviso, encontrar sus palabras clave y adaptar tu CV en 15 minutos.',
    imageUrl: null,
    categoryId: 'ats-optimization',
    createdAt: '2026-04-14T14:00:00.000Z',
    content: [
      {
        title: 'Por qué adaptar tu CV a cada aviso',
        content:
          'Cada empresa describe el mismo puesto con palabras distintas. Un "Asistente administrativo" en una empresa puede llamarse "Auxiliar de oficina" en otra, y una pide "facturación electrónica" mientras otra pide "SUNAT y comprobantes de pago".\nTanto el ATS como el reclutador buscan coincidencias con el aviso. Un CV adaptado no inventa nada: presenta tu experiencia real con el vocabulario que esa empresa usa.',
      },
      {
        title: 'Cómo encontrar las palabras clave',
        content:
          'Lee el aviso completo y subraya tres grupos de términos: el nombre del puesto, los requisitos técnicos (programas, normas, certificaciones, idiomas) y las funciones principales.\nFíjate en lo que se repite o aparece en la sección de requisitos obligatorios: eso pesa más que lo deseable.\nCompara con dos o tres avisos similares de otras empresas. Los términos que se repiten en todos son los que el mercado espera para ese puesto.',
      },
      {
        title: 'Dónde ponerlas en tu CV',
        content:
          'Título y resumen profesional: empieza con el nombre del puesto tal como lo escribe el aviso, si corresponde a tu perfil. Por ejemplo: "Analista contable con 3 años de experiencia en cierre mensual y declaraciones ante SUNAT".\nExperiencia: describe tus logros usando las funciones del aviso. Si piden "conciliaciones bancarias" y tú las hacías, nómbralas así.\nHabilidades: una lista breve con las herramientas y conocimientos que pide el aviso y que de verdad dominas, con su nivel si es relevante (por ejemplo, "Inglés intermedio").',
      },
      {
        title: 'Lo que no debes hacer',
        content:
          'No copies frases enteras del aviso: se nota y no dice nada de ti.\nNo pongas habilidades que no tienes. En la entrevista o en la prueba técnica se descubre, y pierdes credibilidad.\nNo escondas palabras clave en texto blanco o diminuto. Muchos sistemas lo muestran al reclutador y descarta la postulación de inmediato.',
      },
      {
        title: 'Un método de 15 minutos',
        content:
          'Ten un CV base completo con toda tu experiencia.\nPara cada postulación, haz una copia y cambia solo cuatro cosas: el título, el resumen, el orden de tus logros (los más relevantes primero) y la lista de habilidades.\nGuarda cada versión con el nombre de la empresa para saber qué enviaste si te llaman.\nSi usas una herramienta de optimización como CVListo, revisa siempre el resultado: tú conoces tu experiencia mejor que cualquier sistema.',
      },
    ],
  },
  {
    slug: 'logros-con-numeros-en-tu-cv',
    title: 'Cómo escribir logros con números en tu CV (y no solo funciones)',
    description:
      'Los reclutadores ya saben qué hace un vendedor o un asistente. Lo que quieren ver es qué lograste tú. Así conviertes funciones en logros medibles.',
    imageUrl: null,
    categoryId: 'cv-tips',
    createdAt: '2026-05-19T14:00:00.000Z',
    content: [
      {
        title: 'Funciones frente a logros',
        content:
          'Una función describe lo que te tocaba hacer: "Atención al cliente en tienda". Un logro describe el resultado de tu trabajo: "Atendí a unos 60 clientes por día y mantuve una calificación de 4,8 de 5 en las encuestas de satisfacción".\nLa mayoría de CV solo enumera funciones. Si tú muestras resultados, destacas frente a candidatos con la misma experiencia.',
      },
      {
        title: 'La fórmula: acción, resultado y contexto',
        content:
          'Empieza con un verbo de acción en pasado: lideré, reduje, implementé, organicé, vendí, capacité.\nAgrega el resultado con un número: un porcentaje, un monto en soles, una cantidad de personas, un tiempo ahorrado.\nTermina con el contexto o el cómo: la herramienta, el equipo o el proyecto.\nEjemplo: "Reduje en 30 % el tiempo de cierre de caja implementando un formato de control en Excel para las 4 tiendas de la zona".',
      },
      {
        title: 'Cómo encontrar tus números',
        content:
          'Revisa reportes, correos de felicitación, evaluaciones de desempeño o metas que te asignaron.\nPiensa en volumen (cuántos clientes, pedidos, documentos o personas), en dinero (ventas, ahorro, presupuesto manejado), en tiempo (plazos acortados, horas ahorradas) y en calidad (errores reducidos, reclamos atendidos).\nSi no tienes la cifra exacta, usa una estimación honesta y redondeada, por ejemplo "alrededor de 200 pedidos mensuales". Debes poder explicarla en una entrevista.',
      },
      {
        title: 'Ejemplos por tipo de puesto',
        content:
          'Ventas: "Superé la meta trimestral de ventas en 15 % durante tres trimestres consecutivos".\nAdministración: "Digitalicé el archivo de 1 200 expedientes, lo que redujo el tiempo de búsqueda de días a minutos".\nLogística: "Coordiné la distribución de 300 pedidos semanales en Lima Metropolitana con un 98 % de entregas a tiempo".\nPrácticas profesionales: "Elaboré el reporte semanal de indicadores de ventas en Power BI que usa la gerencia comercial".',
      },
      {
        title: 'Errores frecuentes',
        content:
          'Inventar o inflar cifras: una sola pregunta del entrevistador basta para descubrirlo.\nUsar porcentajes sin base: "aumenté las ventas en 200 %" no dice nada si la base era muy pequeña; da el contexto.\nEscribir párrafos largos: usa entre tres y cinco viñetas por puesto, con los logros más relevantes para el aviso primero.',
      },
    ],
  },
  {
    slug: 'cv-sin-experiencia-practicantes-y-egresados',
    title: 'CV sin experiencia: guía para practicantes y recién egresados en el Perú',
    description:
      'No tener experiencia laboral no significa no tener nada que mostrar. Qué poner en tu primer CV para prácticas pre profesionales, profesionales o tu primer empleo.',
    imageUrl: null,
    categoryId: 'cv-tips',
    createdAt: '2026-07-07T14:00:00.000Z',
    content: [
      {
        title: 'Lo que sí tienes para mostrar',
        content:
          'Si eres estudiante o recién egresado, tu CV se construye con tu formación, tus proyectos y tus actividades. Los reclutadores de prácticas pre profesionales y profesionales lo saben y no esperan años de experiencia.\nCuentan los trabajos de curso con resultados concretos, las tesis o investigaciones, el voluntariado, los cargos en centros de estudiantes, los trabajos temporales o familiares y los cursos y certificaciones.',
      },
      {
        title: 'Estructura recomendada',
        content:
          'Datos de contacto: nombre, teléfono, correo profesional (evita apodos), ciudad y, si lo tienes, el enlace a tu perfil de LinkedIn.\nPerfil: dos o tres líneas sobre lo que estudias, tu ciclo o fecha de egreso y el tipo de puesto que buscas.\nEducación: universidad o instituto, carrera, ciclo actual o fecha de egreso y, si es favorable, tu ubicación en el orden de mérito (tercio superior, quinto superior).\nProyectos y experiencia: proyectos académicos, voluntariados y trabajos, con logros concretos.\nHabilidades: programas, idiomas con su nivel real y conocimientos técnicos.',
      },
      {
        title: 'Cómo presentar proyectos académicos',
        content:
          'Trata tus mejores proyectos como si fueran experiencia: nombre del proyecto, curso o contexto, lo que hiciste y el resultado.\nEjemplo: "Proyecto de curso – Plan de marketing para una bodega de San Juan de Lurigancho: realicé 40 encuestas a clientes y propuse una promoción que el dueño aplicó durante un mes".\nSi programas o diseñas, enlaza tu repositorio o portafolio.',
      },
      {
        title: 'Documentos que te pueden pedir',
        content:
          'Para prácticas, muchas empresas solicitan la carta de presentación de tu universidad o instituto: averigua con anticipación cómo se tramita.\nEl Ministerio de Trabajo y Promoción del Empleo emite de forma gratuita el Certificado Único Laboral (CertiJoven para jóvenes de 18 a 29 años y CertiAdulto para mayores de 30), que reúne tus datos de identidad, antecedentes y formación. Algunas empresas lo aceptan en lugar de varios documentos.\nTen a la mano tu DNI vigente y tus certificados de estudios por si los solicitan.',
      },
      {
        title: 'Errores que debes evitar',
        content:
          'Un CV de más de una página: sin experiencia, una página bien organizada es suficiente.\nPoner "Inglés avanzado" o "Excel avanzado" si no es cierto: suele haber pruebas.\nIncluir datos que no aportan, como estado civil, religión o número de hijos.\nUsar fotos informales. En el Perú muchos avisos piden foto; si la incluyes, que sea reciente, con fondo neutro y vestimenta formal.',
      },
    ],
  },
  {
    slug: 'como-prepararte-para-una-entrevista-de-trabajo',
    title: 'Cómo prepararte para una entrevista de trabajo: antes, durante y después',
    description:
      'Una buena entrevista se prepara. Investiga a la empresa, ordena tus ejemplos con el método STAR y haz un seguimiento que te deje en buen lugar.',
    imageUrl: null,
    categoryId: 'career-advice',
    createdAt: '2026-09-01T14:00:00.000Z',
    content: [
      {
        title: 'Antes: investiga y prepara tus ejemplos',
        content:
          'Revisa la web de la empresa, sus redes y noticias recientes: a qué se dedica, quiénes son sus clientes y qué valores comunica. Te servirá para responder por qué quieres trabajar ahí.\nRelee el aviso y tu propio CV. Para cada requisito importante, prepara un ejemplo real de tu experiencia que lo demuestre.\nPrepara tu respuesta a "Háblame de ti": un minuto sobre tu formación, tu experiencia más relevante y por qué te interesa este puesto.',
      },
      {
        title: 'El método STAR para responder',
        content:
          'Muchas preguntas empiezan con "Cuéntame de una vez en que…". Para responderlas con orden, usa el método STAR:\nSituación: el contexto, en una o dos frases.\nTarea: cuál era tu responsabilidad o el problema que debías resolver.\nAcción: qué hiciste tú, en concreto (habla en primera persona, no solo del equipo).\nResultado: qué se logró, con un número si es posible, y qué aprendiste.',
      },
      {
        title: 'Preguntas frecuentes',
        content:
          '"¿Cuáles son tus fortalezas y debilidades?": elige una debilidad real pero manejable y explica qué haces para mejorarla.\n"¿Por qué dejaste tu último trabajo?": responde con honestidad y sin hablar mal de tu empleador anterior.\n"¿Cuáles son tus expectativas salariales?": investiga rangos del puesto en portales de empleo y con personas del sector, y da un rango razonable. Pregunta si el monto es bruto o neto y qué beneficios incluye.\n"¿Tienes alguna pregunta?": ten dos o tres preparadas sobre el puesto, el equipo o cómo se mide el éxito en el cargo.',
      },
      {
        title: 'Durante: presencial o virtual',
        content:
          'Presencial: llega diez minutos antes, lleva tu DNI y una copia de tu CV.\nVirtual: prueba con anticipación la plataforma, la cámara y el micrófono; busca un lugar silencioso con buena luz y ten tu CV abierto para consultarlo.\nEn ambos casos escucha la pregunta completa, responde con ejemplos concretos y, si no sabes algo, dilo y explica cómo lo averiguarías.',
      },
      {
        title: 'Después: el seguimiento',
        content:
          'El mismo día, envía un correo breve de agradecimiento a quien te entrevistó, mencionando algo concreto de la conversación.\nSi te dieron un plazo y pasó sin noticias, es correcto escribir una vez para consultar el estado del proceso.\nAnota qué preguntas te hicieron y cómo respondiste: te servirá para la siguiente entrevista, sea en esta empresa o en otra.\nPractica en voz alta antes de cada entrevista: responder a una pregunta difícil por primera vez frente al entrevistador es mucho más difícil que la segunda.',
      },
    ],
  },
  {
    slug: 'buscar-trabajo-en-peru-linkedin-y-bolsas-de-empleo',
    title: 'LinkedIn y bolsas de empleo en el Perú: cómo buscar trabajo de forma ordenada',
    description:
      'Buscar empleo es casi un trabajo en sí mismo. Dónde buscar, cómo tener un perfil de LinkedIn que te encuentren y cómo organizar tus postulaciones.',
    imageUrl: null,
    categoryId: 'career-advice',
    createdAt: '2026-10-20T14:00:00.000Z',
    content: [
      {
        title: 'Dónde buscar',
        content:
          'Portales de empleo privados como Bumeran, Computrabajo, Indeed y LinkedIn concentran gran parte de las ofertas del sector privado. Crea alertas con el nombre del puesto y tu ciudad para recibir las nuevas ofertas por correo.\nPara el sector público, las convocatorias CAS y otras se publican en el portal Talento Perú de SERVIR y en la web de cada entidad. Revisa con atención las bases, los plazos y los documentos que piden.\nEl Ministerio de Trabajo, a través de su servicio de empleo, ofrece una bolsa de trabajo gratuita y orientación laboral.\nNo subestimes tu red: exalumnos, antiguos compañeros y profesores suelen conocer vacantes antes de que se publiquen.',
      },
      {
        title: 'Un perfil de LinkedIn que te encuentren',
        content:
          'Foto profesional y reciente, y un titular que diga qué haces y qué buscas, por ejemplo: "Asistente contable | Excel y facturación electrónica | Buscando nuevas oportunidades en Lima".\nEn el Acerca de, resume en pocas líneas tu experiencia y tus fortalezas con las palabras clave de tu sector.\nCompleta la experiencia con logros, igual que en tu CV, y agrega tus habilidades principales: los reclutadores filtran por ellas.\nActiva la opción para indicar a los reclutadores que estás abierto a oportunidades.',
      },
      {
        title: 'Organiza tus postulaciones',
        content:
          'Lleva una hoja de cálculo con la empresa, el puesto, la fecha, el enlace al aviso, la versión del CV que enviaste y el estado del proceso.\nDefine una meta semanal realista, por ejemplo diez postulaciones bien adaptadas en lugar de cincuenta con el mismo CV.\nGuarda una copia de cada aviso: muchos se despublican y, si te llaman, necesitarás recordar qué pedían.',
      },
      {
        title: 'Cuidado con las ofertas engañosas',
        content:
          'Desconfía de las ofertas que te piden pagar por una capacitación, un examen o un uniforme para ser contratado.\nNo envíes copias de tu DNI ni datos bancarios antes de tener una oferta formal de una empresa que puedas verificar (RUC activo, dirección, web).\nSi el sueldo es muy superior al del mercado para un puesto sin requisitos, investiga antes de continuar.',
      },
      {
        title: 'Cuida tu ánimo',
        content:
          'Los procesos de selección toman tiempo y muchas empresas no responden a todos los postulantes. No lo tomes como algo personal.\nMide tu avance por lo que controlas: postulaciones enviadas, entrevistas conseguidas y lo que aprendiste en cada una.\nAprovecha el tiempo de búsqueda para reforzar una habilidad que piden los avisos de tu interés, como Excel, inglés o una herramienta de tu sector.',
      },
    ],
  },
];
