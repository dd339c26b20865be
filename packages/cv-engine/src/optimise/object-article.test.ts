import { describe, expect, test } from 'vitest';
import { articleForObject } from './object-article';
import { rewriteBullet } from './rewrite-bullet';

describe('articleForObject: the article an object needs after its verb', () => {
  test.each([
    // A bare singular takes the article its ending makes sure of.
    ['caja al cierre del turno', 'la '],
    ['planilla de haberes', 'la '],
    ['presupuesto anual', 'el '],
    ['sistema de cobranzas', 'el '],
    ['cronograma de obra', 'el '],
    ['gestión documental', 'la '],
    ['reunión semanal de ventas', 'la '],
    ['almacén central', 'el '],
    ['montaje de la feria', 'el '],
    ['reglamento interno', 'el '],
    ['nivel de servicio', 'el '],
    ['calidad del producto', 'la '],
    ['serie de talleres', 'la '],
    // Nouns in -e: the everyday ones are listed, the rest are unsure.
    ['base de datos de clientes', 'la '],
    ['expediente técnico', 'el '],
    ['informe final', 'el '],
    ['plan de trabajo', 'el '],
    ['coche de paro', 'el '],
    // "-ista" names a person of either gender, but a list is a thing; a kárdex is masculine.
    ['lista de espera', 'la '],
    ['kárdex de medicamentos', 'el '],
    // A feminine noun with a stressed first "a" takes "el".
    ['área de despacho', 'el '],
    ['agua de la planta', 'el '],
    // Plurals, mass nouns, names, numbers and determiners need none.
    ['reportes mensuales', ''],
    ['información en campo', ''],
    ['software contable', ''],
    ['SAP en la planta', ''],
    ['Excel avanzado', ''],
    ['8 técnicos', ''],
    ['más de 40 pedidos', ''],
    ['todo el proceso', ''],
    ['una tienda virtual', ''],
    // Endings that allow both genders: no article is guessed.
    ['postre de temporada', null],
    ['cliente corporativo', null],
    ['análisis financiero', null],
    ['analista junior', null],
    ['imagen de marca', null],
    ['luz de emergencia', null],
    // A person needs "al", not "el": no article is written, so no rewrite is made.
    ['alumno nuevo', null],
    ['trabajador de planta', null],
  ] as const)('"%s" → %j', (object, article) => {
    expect(articleForObject(object)).toBe(article);
  });
});

describe('rewriteBullet: a noun of action never loses the article of its object', () => {
  const spanish = (bullet: string) =>
    rewriteBullet(bullet, { language: 'es', tense: 'ended' }).text;

  test.each([
    // "diario" is the task's, not the cash box's ("Cuadré la caja diario"): as written.
    ['Cuadre de caja diario', 'Cuadre de caja diario'],
    ['Elaboración de presupuesto anual del área', 'Elaboré el presupuesto anual del área'],
    ['Desarrollo de sistema de reservas en Java', 'Desarrollé el sistema de reservas en Java'],
    ['Limpieza de área de producción', 'Limpié el área de producción'],
    ['Elaboración de planilla y gestión de almacén', 'Elaboré la planilla y gestioné el almacén'],
    ['Levantamiento de información de campo', 'Levanté información de campo'],
    ['Creación de base de datos de proveedores', 'Creé la base de datos de proveedores'],
    ['Dibujo de plano de planta en AutoCAD', 'Dibujé el plano de planta en AutoCAD'],
  ])('"%s" → "%s"', (before, after) => {
    expect(spanish(before)).toBe(after);
  });

  // Where the object's gender is unsure the noun stays, with its own article, and is carried out.
  test.each([
    ['Preparación de postre para eventos', 'Realicé la preparación de postre para eventos'],
    ['Gestión de cliente corporativo', 'Realicé la gestión de cliente corporativo'],
  ])('"%s" → "%s": the gender of its object is unsure', (before, after) => {
    expect(spanish(before)).toBe(after);
  });
});

describe('rewriteBullet: a verb done to people takes the personal "a"', () => {
  const spanish = (bullet: string) =>
    rewriteBullet(bullet, { language: 'es', tense: 'ended' }).text;

  test.each([
    ['Supervisión del personal de almacén', 'Supervisé al personal de almacén'],
    ['Capacitación de los practicantes de caja', 'Capacité a los practicantes de caja'],
    ['Atención de clientes en tienda', 'Atendí a clientes en tienda'],
    ['Coordinación del equipo de ventas', 'Coordiné al equipo de ventas'],
    ['Capacitación y supervisión del personal nuevo', 'Capacité y supervisé al personal nuevo'],
    ['Asesoría de usuarios del sistema contable', 'Asesoré a usuarios del sistema contable'],
    // Care and visits are done to people too.
    ['Cuidado de pacientes hospitalizados', 'Cuidé a pacientes hospitalizados'],
    ['Vigilancia de los alumnos en el recreo', 'Vigilé a los alumnos en el recreo'],
    // …and to things, bare: no "a".
    ['Vigilancia de almacenes', 'Vigilé almacenes'],
    // A bare mass noun names the task; a thing-handling verb keeps its bare plural.
    ['Supervisión de personal de limpieza', 'Supervisé personal de limpieza'],
    ['Registro de clientes nuevos', 'Registré clientes nuevos'],
    // "equipos" alone may be machines: no "a".
    ['Supervisión de equipos de bombeo', 'Supervisé equipos de bombeo'],
  ])('"%s" → "%s"', (before, after) => {
    expect(spanish(before)).toBe(after);
  });

  // A verb not done to people takes no "a": the noun stays, with its own article.
  test.each([
    ['Planificación del personal de turno', 'Realicé la planificación del personal de turno'],
    ['Registro de los alumnos matriculados', 'Realicé el registro de los alumnos matriculados'],
  ])('"%s" → "%s": its verb is not done to people', (before, after) => {
    expect(spanish(before)).toBe(after);
  });
});
