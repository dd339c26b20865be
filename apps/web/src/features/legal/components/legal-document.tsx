import type { ReactNode } from 'react';
import { PageHeader } from '../../../components/ui/page-header';

export type LegalSection = { readonly title: string; readonly body: ReactNode };

/** A legal page: title, last update and numbered sections. */
export function LegalDocument({
  title,
  updatedOn,
  intro,
  sections,
}: {
  title: string;
  /** Shown as 'Última actualización: …'. */
  updatedOn: string;
  intro?: ReactNode;
  sections: readonly LegalSection[];
}) {
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-8 px-4 py-10 sm:px-6 sm:py-14">
      <PageHeader title={title} lead={`Última actualización: ${updatedOn}`} />
      <div className="flex flex-col gap-8 leading-relaxed [&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_li]:ml-5 [&_li]:list-disc [&_ul]:flex [&_ul]:flex-col [&_ul]:gap-1">
        {intro}
        {sections.map((section, index) => (
          <section key={section.title} className="flex flex-col gap-3">
            <h2 className="text-xl font-bold">
              {index + 1}. {section.title}
            </h2>
            {section.body}
          </section>
        ))}
      </div>
    </div>
  );
}
