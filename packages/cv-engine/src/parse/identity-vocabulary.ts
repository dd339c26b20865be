// The words that tell identity and contact fields apart (issue 12): labels of identity numbers
// and phones, template placeholders and field labels that are never a name, and the words of a
// job title. Kept in one module so the rules that use them read as typography and anchors.
// Every pattern here is matched against folded text (lower case, no accents: see foldText).

/**
 * Labels of identity numbers that look like phones (Peruvian DNI, cédula, RUC, CI, NIT, a
 * teacher's "Código Modular", El Salvador's DUI, Mexico's NSS, a social security number...).
 */
export const identityLabelPattern =
  /(?<![a-z])(?:d\.?\s?n\.?\s?i|documento(?: de identidad)?|doc\.|pasaporte|passport|r\.?u\.?c|carne(?: de extranjeria)?|c\.?e\.|(?:codigo|cod\.)(?:\s+[a-z]+){0,2}|colegiatura|cip|id|identificacion|cedula(?: de identidad| de ciudadania)?|c\.\s?c\.?|c\.?i\.?|nit|r\.?\s?u\.?\s?[tn]\.?|nie|nif|c\.?\s?u\.?\s?i\.?\s?[lt]\.?|curp|rfc|dui|dpi|cui|nss|imss|(?:numero de )?(?:afiliacion|seguro social|seguridad social)|autogenerado)\s*(?:n[°ºo.]*\s*)?[:#]?\s*$/;

/**
 * A phone's label right before the number: "Teléfono:", "Cel.", "Móvil", "Tfnos:",
 * "Teléfonos: (Particular)". With it, a plain run of 7 or 8 digits is a phone (a landline).
 */
export const phoneLabelPattern =
  /(?<![a-z])(?:telefonos?(?: celular| movil| fijo| de contacto)?|tel[fs]?|tfnos?|tlfs?|fono|cel(?:ular)?|movil|mobile|phone|whatsapp|telephone)\.?\s*[:#]?\s*(?:\([^)]{1,20}\)\s*)?$/;

/**
 * Text a template leaves in place of the name ("SU NOMBRE", "ESCRIBIR NOMBRE", "Your Name") or
 * of the photo ("FOTO", "Inserta tu foto aquí"), and field labels a sidebar or form shows
 * ("Dirección", "Datos personales"): never a name nor a headline.
 */
export const nonNamePattern =
  /^(?:(?:su|tu|your|escribir|escriba|escribe|insertar|nombre y|first)\s+(?:nombres?|name)(?:\s+(?:completo|aqui|apellidos?|here))?|nombres?(?:\s+y)?\s+apellidos?|apellidos?(?:\s+y)?\s+nombres?|full name|(?:titulo|title)(?: del documento)?|curriculum(?:\s+vitae)?|cv|c\.v\.|(?:formato de )?hoja de vida|resume|resumen|datos personales|perfil(?: profesional)?|informacion (?:personal|de contacto)|contacto|contact|direccion|domicilio|telefono|correo(?: electronico)?|fecha de nacimiento|estado civil|nacionalidad|aptitudes(?: principales)?|sobre mi|about me|europass|(?:(?:tu|su|inserta|insertar|inserte|pegar|pega|coloca|colocar)\s+)?(?:foto(?:grafia)?|photo|picture)(?:\s+(?:aqui|here|tamano carne))?)$/;

/**
 * Words of a job title, a headline or a degree ("Ingeniero Geólogo", "Estudiante de Ingeniería",
 * "Ingeniería en Software"): a line of name shape that starts with one of them is not the name.
 */
export const jobTitleWordPattern =
  /^(?:ingenier[oa]s?|licenciad[oa]|bachiller|tecnic[oa]|tecnologo|estudiante|egresad[oa]|analista|desarrollador(?:a)?|programador(?:a)?|disenador(?:a)?|arquitect[oa]|abogad[oa]|contador(?:a)?|administrador(?:a)?|asistente|auxiliar|gerente|jefe|jefa|director(?:a)?|coordinador(?:a)?|consultor(?:a)?|especialista|docente|profesor(?:a)?|medic[oa]|enfermer[oa]|economista|psicolog[oa]|magister|doctor(?:a)?|practicante|ingenieria|licenciatura|maestria|doctorado|bachillerato|diplomado|desarrollo|software|full(?:-stack)?|front(?:-end)?|back(?:-end)?|web|data|senior|junior|engineer|developer|student|designer|manager|analyst|consultant)$/;

/**
 * The role word an English job title ends with ("Civil Engineer", "Logistics Coordinator"): a
 * line of name shape ending in one is a headline, not the rest of the name.
 */
export const englishRoleEndPattern =
  /^(?:engineer|developer|manager|analyst|coordinator|accountant|designer|consultant|specialist|assistant|technician|officer|director|supervisor|administrator|architect|scientist|teacher|nurse|intern|representative|executive|lawyer|economist|psychologist|programmer|researcher)s?$/;

/** Words that join the parts of a name or a title; a name never ends with one. */
export const connectorWordPattern = /^(?:de|del|la|las|los|y|e|en|of|and|the|for|a)$/;
