// What the API accepts as text, and how it names a field in a message (issue 11): the server refuses
// control characters in any field (PostgreSQL cannot store NUL, and no person types them) with a
// Spanish message that names the field, and the forms show it under that field.

/** Control characters other than tab, line feed and carriage return (NUL, ESC, DEL…). */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const controlCharacters = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
const everyControlCharacter = new RegExp(controlCharacters.source, 'g');

export const hasControlCharacters = (text: string): boolean => controlCharacters.test(text);

/** For text we keep rather than refuse (an uploaded file's name): the same text without them. */
export const stripControlCharacters = (text: string): string =>
  text.replace(everyControlCharacter, '');

/** The Spanish label of each field our JSON bodies, forms and queries carry, by its key. */
export const fieldLabels: Readonly<Record<string, string>> = {
  // CVs and optimisations
  name: 'Nombre',
  q: 'Búsqueda',
  jobDescription: 'Descripción del trabajo',
  // Account
  displayName: 'Nombre',
  other_reason: 'Otra razón',
  // Support and feedback
  issue_details: 'Descripción del problema',
  device_type: 'Dispositivo',
  score: 'Calificación',
  recommendation: 'Comentario',
  // Interview practice
  position: 'Puesto',
  posting: 'Oferta de trabajo',
  text: 'Respuesta',
  // Billing
  plan: 'Plan',
  pack: 'Paquete de créditos',
  atPeriodEnd: 'Cancelar al final del periodo',
  // Complaints book
  document_type: 'Tipo de documento',
  document_number: 'Número de documento',
  first_name: 'Nombres',
  last_name: 'Apellidos',
  phone: 'Teléfono',
  email: 'Email',
  department: 'Departamento',
  province: 'Provincia',
  district: 'Distrito',
  address: 'Dirección',
  claim_department: 'Área',
  claim_type: 'Tipo de reclamo',
  details: 'Detalle',
  request: 'Pedido del cliente',
  service: 'Producto o servicio contratado',
  amount_claimed: 'Monto reclamado',
  consent: 'Declaración',
  is_minor: 'Menor de edad',
  guardian_name: 'Nombre del padre, madre o apoderado',
  guardian_document_number: 'Documento del padre, madre o apoderado',
};

/** "El campo «Nombre»", or "Un campo" for a key we do not know (it may be anything a client sent). */
function fieldPhrase(field: string | undefined): string {
  const label = field === undefined ? undefined : fieldLabels[field];
  return label ? `El campo «${label}»` : 'Un campo de la solicitud';
}

export const requestMessages = {
  controlCharacters: (field: string | undefined) =>
    `${fieldPhrase(field)} contiene caracteres no permitidos.`,
  invalidField: (field: string | undefined) => `${fieldPhrase(field)} no es válido.`,
  notJsonObject: 'La solicitud no es válida: se esperaba un objeto JSON.',
  unsupportedMediaType: 'La solicitud debe enviarse como JSON (Content-Type: application/json).',
  tooLarge: 'La solicitud es demasiado grande.',
  foreignOrigin: 'Solicitud rechazada: no proviene de este sitio.',
  invalidText: 'El texto enviado contiene caracteres no permitidos.',
  invalidIdempotencyKey: 'La clave de idempotencia no es válida.',
} as const;
