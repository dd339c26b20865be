import { isUncertain } from '@cvlisto/cv-engine/model';
import { TextField } from '../../../components/ui/form-field';
import { updateContactField, updateContactLinks } from '../cv-document-edits';
import { fieldId } from '../cv-document-problems';
import { itemNouns } from '../section-guide';
import { useCvEditor } from './cv-editor-context';
import { TextListFields } from './text-list-fields';
import { UncertainNote } from './uncertain-note';

const contactFields = [
  { field: 'name', label: 'Nombre completo', type: 'text', autoComplete: 'name' },
  {
    field: 'honorific',
    label: 'Grado antes del nombre (opcional)',
    type: 'text',
    autoComplete: 'honorific-prefix',
  },
  {
    field: 'headline',
    label: 'Título profesional',
    type: 'text',
    autoComplete: 'organization-title',
  },
  { field: 'email', label: 'Correo electrónico', type: 'email', autoComplete: 'email' },
  { field: 'phone', label: 'Teléfono', type: 'tel', autoComplete: 'tel' },
  { field: 'location', label: 'Ciudad o distrito', type: 'text', autoComplete: 'address-level2' },
] as const;

const contactHints: Partial<Record<(typeof contactFields)[number]['field'], string>> = {
  honorific:
    'Se muestra antes de tu nombre, por ejemplo «Ing.» o «Lic.». Déjalo vacío si no lo usas.',
  headline: 'Una línea bajo tu nombre, por ejemplo «Asistente contable».',
  phone: 'Con el código del país si postulas fuera: +51 987 654 321.',
  location: 'Basta con el distrito y la ciudad, por ejemplo «Surco, Lima». No pongas tu dirección.',
};

/** The header of the CV: name and the title before it, headline, e-mail, phone, place and links. */
export function ContactFields() {
  const { cv, edit, problemAt } = useCvEditor();
  const { contact } = cv;
  return (
    <section
      aria-labelledby="datos-de-contacto"
      className="flex flex-col gap-4 rounded-2xl border border-line bg-surface p-4 sm:p-5"
    >
      <h2 id="datos-de-contacto" className="text-lg font-semibold">
        Datos de contacto
      </h2>
      <div className="grid gap-4 sm:grid-cols-2">
        {contactFields.map(({ field, label, type, autoComplete }) => {
          const confidence =
            field === 'headline' || field === 'honorific' ? undefined : contact.confidence?.[field];
          const hint = contactHints[field];
          return (
            <TextField
              key={field}
              id={fieldId(`contact.${field}`)}
              label={label}
              type={type}
              autoComplete={autoComplete}
              value={contact[field] ?? ''}
              error={problemAt(`contact.${field}`)}
              hint={
                isUncertain(confidence) || hint ? (
                  <span className="flex flex-col items-start gap-1">
                    {isUncertain(confidence) && <UncertainNote />}
                    {hint}
                  </span>
                ) : undefined
              }
              onChange={(event) =>
                edit((current) => updateContactField(current, field, event.target.value))
              }
            />
          );
        })}
      </div>
      <TextListFields
        legend="Enlaces"
        hint={
          isUncertain(contact.confidence?.links) ? (
            <UncertainNote />
          ) : (
            'Tu LinkedIn o portafolio, por ejemplo linkedin.com/in/tu-nombre.'
          )
        }
        noun={itemNouns.link}
        itemLabel={(index) => `Enlace ${index + 1}`}
        items={contact.links}
        path="contact.links"
        addLabel="Agregar enlace"
        singleLine
        onChange={(links) => edit((current) => updateContactLinks(current, links))}
      />
    </section>
  );
}
