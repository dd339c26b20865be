import {
  adminBlogErrorCodes,
  adminBlogLimits,
  adminBlogMessages,
  adminBlogPostInputSchema,
  blogCategoryIds,
  blogCategoryLabels,
  blogCoverAcceptedTypes,
  blogCoverMaxBytes,
  paths,
  slugifyBlogTitle,
  type AdminBlogPost,
  type AdminBlogPostInput,
  type BlogCategoryId,
} from '@cvlisto/shared';
import { useQueryClient } from '@tanstack/react-query';
import { ExternalLink } from 'lucide-react';
import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { Alert } from '../../../../components/ui/alert';
import { ArticleHtml } from '../../../../components/ui/article-html';
import { Button } from '../../../../components/ui/button';
import { Dialog } from '../../../../components/ui/dialog';
import { TextAreaField, TextField } from '../../../../components/ui/form-field';
import { SelectField } from '../../../../components/ui/select-field';
import { ApiRequestError } from '../../../../lib/api-client';
import { limaDayOf, startOfLimaDay } from '../admin-blog-dates';
import { useDeleteAdminBlogPost } from '../api/delete-admin-blog-post';
import { adminBlogPostQueryOptions } from '../api/get-admin-blog-post';
import { useAdminBlogPreview } from '../api/preview-admin-blog-body';
import { useSaveAdminBlogPost } from '../api/save-admin-blog-post';
import { useSetAdminBlogPostPublished } from '../api/set-admin-blog-post-published';
import { useUploadAdminBlogCover } from '../api/upload-admin-blog-cover';
import { PostStatus } from './admin-blog-list-page';

type FormFields = {
  title: string;
  slug: string;
  description: string;
  categoryId: BlogCategoryId;
  imageUrl: string | null;
  bodyMarkdown: string;
  /** 'YYYY-MM-DD' in Lima, or '' for "the day it is published". */
  publishedDay: string;
};

type FieldName = keyof AdminBlogPostInput;
type FieldErrors = Partial<Record<FieldName, string>>;

function fieldsOf(post: AdminBlogPost | null): FormFields {
  return {
    title: post?.title ?? '',
    slug: post?.slug ?? '',
    description: post?.description ?? '',
    categoryId: post?.categoryId ?? blogCategoryIds[0],
    imageUrl: post?.imageUrl ?? null,
    bodyMarkdown: post?.bodyMarkdown ?? '',
    publishedDay: post?.publishedAt ? limaDayOf(post.publishedAt) : '',
  };
}

const categoryOptions = blogCategoryIds.map((id) => ({ value: id, label: blogCategoryLabels[id] }));

/** What went wrong, in Spanish: the API's own message when it sent one. */
function messageOf(error: unknown, fallback: string): string {
  return error instanceof ApiRequestError ? error.message : fallback;
}

/**
 * An article's form: its fields, the cover, the Markdown body beside its preview (the server's
 * own rendering, so it is what readers will see), and the actions — save, publish, take down,
 * delete. A new article becomes a draft on its first save.
 */
export function AdminBlogPostForm({
  post: initialPost,
  initialNotice,
}: {
  post: AdminBlogPost | null;
  /** What the form said before a new article moved to its own address. */
  initialNotice?: string | undefined;
}) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [post, setPost] = useState(initialPost);
  const [fields, setFields] = useState(() => fieldsOf(initialPost));
  // A new article's address follows its title until the operator writes one of their own.
  const [slugTouched, setSlugTouched] = useState(initialPost !== null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string>();
  const [notice, setNotice] = useState(initialNotice);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const save = useSaveAdminBlogPost();
  const setPublished = useSetAdminBlogPostPublished();
  const remove = useDeleteAdminBlogPost();
  const upload = useUploadAdminBlogCover();
  const preview = useAdminBlogPreview(fields.bodyMarkdown);
  const busy = save.isPending || setPublished.isPending || remove.isPending || upload.isPending;

  const update = <Name extends keyof FormFields>(name: Name, value: FormFields[Name]) => {
    setFields((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name === 'publishedDay' ? 'publishedAt' : name]: '' }));
    setNotice(undefined);
  };

  const onTitleChange = (title: string) => {
    update('title', title);
    if (!slugTouched) update('slug', slugifyBlogTitle(title));
  };

  /** The form as the API takes it, or null with each problem shown under its field. */
  const validInput = (): AdminBlogPostInput | null => {
    const parsed = adminBlogPostInputSchema.safeParse({
      title: fields.title,
      slug: fields.slug,
      description: fields.description,
      categoryId: fields.categoryId,
      imageUrl: fields.imageUrl,
      bodyMarkdown: fields.bodyMarkdown,
      publishedAt: fields.publishedDay ? startOfLimaDay(fields.publishedDay) : null,
    });
    if (parsed.success) return parsed.data;
    const found: FieldErrors = {};
    for (const issue of parsed.error.issues) {
      const name = issue.path[0] as FieldName;
      found[name] ??= issue.message;
    }
    setErrors(found);
    return null;
  };

  /** Saves the form; the saved article, or null when it could not be saved (the reason shown). */
  const saveForm = async (): Promise<AdminBlogPost | null> => {
    setFormError(undefined);
    setNotice(undefined);
    const input = validInput();
    if (!input) return null;
    try {
      const saved = await save.mutateAsync({ id: post?.id ?? null, input });
      setPost(saved);
      return saved;
    } catch (error) {
      if (error instanceof ApiRequestError && error.code === adminBlogErrorCodes.slugTaken) {
        setErrors((current) => ({ ...current, slug: error.message }));
      } else {
        setFormError(messageOf(error, 'No pudimos guardar el artículo. Inténtalo de nuevo.'));
      }
      return null;
    }
  };

  /**
   * Shows the outcome; a new article then moves to its own address, where the form starts from
   * the article as saved (handed over, not fetched again) and says the same.
   */
  const finish = (saved: AdminBlogPost, message: string) => {
    setPost(saved);
    setNotice(message);
    if (initialPost === null) {
      queryClient.setQueryData(adminBlogPostQueryOptions(saved.id).queryKey, saved);
      void navigate(paths.adminBlogPost(String(saved.id)), {
        replace: true,
        state: { notice: message },
      });
    }
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const saved = await saveForm();
    if (saved) finish(saved, 'Cambios guardados.');
  };

  const changePublished = async (published: boolean) => {
    // Publishing publishes what the form shows: unsaved changes are saved first.
    const unsaved = !post || JSON.stringify(fields) !== JSON.stringify(fieldsOf(post));
    const saved = published && unsaved ? await saveForm() : post;
    if (!saved) return;
    try {
      finish(
        await setPublished.mutateAsync({ id: saved.id, published }),
        published ? 'Artículo publicado.' : 'El artículo ya no se muestra en el blog.',
      );
    } catch (error) {
      setFormError(messageOf(error, 'No pudimos cambiar la publicación. Inténtalo de nuevo.'));
    }
  };

  const onCoverChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (file.size > blogCoverMaxBytes) {
      setErrors((current) => ({ ...current, imageUrl: adminBlogMessages.coverTooLarge }));
      return;
    }
    try {
      update('imageUrl', await upload.mutateAsync(file));
    } catch (error) {
      setErrors((current) => ({
        ...current,
        imageUrl: messageOf(error, 'No pudimos subir la imagen. Inténtalo de nuevo.'),
      }));
    }
  };

  const onDelete = async () => {
    if (!post) return;
    try {
      await remove.mutateAsync(post.id);
      void navigate(paths.adminBlog, { replace: true });
    } catch (error) {
      setConfirmingDelete(false);
      setFormError(messageOf(error, 'No pudimos eliminar el artículo. Inténtalo de nuevo.'));
    }
  };

  const coverInputId = useId();
  const publicUrl = post?.published ? paths.blogPost(post.slug) : null;

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center gap-3">
        <PostStatus post={post ?? { published: false, publishedAt: null }} />
        {publicUrl && (
          <Link
            to={publicUrl}
            target="_blank"
            className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline"
          >
            Ver en el blog
            <ExternalLink className="size-4" aria-hidden />
          </Link>
        )}
      </div>
      {formError && <Alert tone="error">{formError}</Alert>}
      {notice && (
        <p role="status" className="text-sm font-semibold text-success-600">
          {notice}
        </p>
      )}

      <div className="grid gap-4 md:grid-cols-2">
        <TextField
          label="Título"
          value={fields.title}
          maxLength={adminBlogLimits.titleMaxLength}
          error={errors.title || undefined}
          onChange={(event) => onTitleChange(event.target.value)}
        />
        <TextField
          label="Dirección"
          value={fields.slug}
          maxLength={adminBlogLimits.slugMaxLength}
          hint={`${paths.blog}/${fields.slug || '…'}`}
          error={errors.slug || undefined}
          autoCapitalize="none"
          spellCheck={false}
          onChange={(event) => {
            setSlugTouched(true);
            update('slug', event.target.value);
          }}
        />
        <TextAreaField
          label="Descripción"
          value={fields.description}
          maxLength={adminBlogLimits.descriptionMaxLength}
          hint="Se muestra en la lista del blog y en los buscadores."
          error={errors.description || undefined}
          rows={3}
          onChange={(event) => update('description', event.target.value)}
        />
        <div className="flex flex-col gap-4">
          <SelectField
            label="Categoría"
            value={fields.categoryId}
            options={categoryOptions}
            onChange={(event) => update('categoryId', event.target.value as BlogCategoryId)}
          />
          <TextField
            label="Fecha de publicación"
            type="date"
            value={fields.publishedDay}
            hint="Vacía: el día en que lo publiques. Con una fecha futura, aparece ese día."
            error={errors.publishedAt || undefined}
            onChange={(event) => update('publishedDay', event.target.value)}
          />
        </div>
      </div>

      <fieldset className="flex flex-col gap-2">
        <legend className="text-sm font-medium text-ink">Imagen de portada</legend>
        {fields.imageUrl && (
          <img
            src={fields.imageUrl}
            alt="Portada del artículo"
            className="aspect-video w-full max-w-md rounded-xl border border-line object-cover"
          />
        )}
        <div className="flex flex-wrap items-center gap-2">
          <label
            htmlFor={coverInputId}
            className="inline-flex h-10 cursor-pointer items-center rounded-xl border border-line px-4 text-sm font-semibold text-ink hover:bg-surface-muted"
          >
            {upload.isPending ? 'Subiendo…' : fields.imageUrl ? 'Cambiar imagen' : 'Subir imagen'}
          </label>
          <input
            id={coverInputId}
            type="file"
            accept={blogCoverAcceptedTypes.join(',')}
            className="sr-only"
            disabled={upload.isPending}
            aria-describedby={`${coverInputId}-hint`}
            onChange={(event) => void onCoverChange(event)}
          />
          {fields.imageUrl && (
            <Button variant="ghost" size="sm" onClick={() => update('imageUrl', null)}>
              Quitar imagen
            </Button>
          )}
        </div>
        <p id={`${coverInputId}-hint`} className="text-xs text-ink-muted">
          JPG, PNG o WebP de hasta {blogCoverMaxBytes / 1024 / 1024} MB. Se reduce y se le quitan
          los datos ocultos (como la ubicación de la foto).
        </p>
        {errors.imageUrl && <p className="text-sm text-danger-700">{errors.imageUrl}</p>}
      </fieldset>

      <div className="grid gap-4 lg:grid-cols-2">
        <TextAreaField
          label="Contenido (Markdown)"
          value={fields.bodyMarkdown}
          maxLength={adminBlogLimits.bodyMaxLength}
          hint="## para un subtítulo, **negrita**, *cursiva*, - para una lista, [texto](https://…) para un enlace."
          error={errors.bodyMarkdown || undefined}
          rows={18}
          className="min-h-72 rounded-xl border border-line bg-surface px-3 py-2 font-mono text-sm text-ink"
          onChange={(event) => update('bodyMarkdown', event.target.value)}
        />
        <section aria-labelledby="vista-previa" className="flex min-w-0 flex-col gap-1.5">
          <h2 id="vista-previa" className="text-sm font-medium text-ink">
            Vista previa
            {preview.data && (
              <span className="font-normal text-ink-muted">
                {' '}
                · {preview.data.readTime} min de lectura
              </span>
            )}
          </h2>
          <div className="min-h-72 overflow-hidden rounded-xl border border-line bg-surface p-4">
            {preview.isError ? (
              <p className="text-sm text-danger-700">No pudimos mostrar la vista previa.</p>
            ) : fields.bodyMarkdown.trim() === '' ? (
              <p className="text-sm text-ink-muted">Aquí verás el artículo como lo leerán.</p>
            ) : (
              <ArticleHtml html={preview.data?.html ?? ''} />
            )}
          </div>
        </section>
      </div>

      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        <Button type="submit" variant="secondary" isLoading={save.isPending} disabled={busy}>
          {post ? 'Guardar cambios' : 'Guardar borrador'}
        </Button>
        {post?.published ? (
          <Button
            variant="secondary"
            isLoading={setPublished.isPending}
            disabled={busy}
            onClick={() => void changePublished(false)}
          >
            Retirar del blog
          </Button>
        ) : (
          <Button
            isLoading={setPublished.isPending}
            disabled={busy}
            onClick={() => void changePublished(true)}
          >
            Guardar y publicar
          </Button>
        )}
        {post && (
          <Button
            variant="danger"
            className="sm:ml-auto"
            disabled={busy}
            onClick={() => setConfirmingDelete(true)}
          >
            Eliminar
          </Button>
        )}
      </div>

      <Dialog
        open={confirmingDelete}
        onOpenChange={setConfirmingDelete}
        title="¿Eliminar el artículo?"
        description="Se borra para siempre y deja de verse en el blog. La auditoría guarda lo que decía."
      >
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => setConfirmingDelete(false)}>
            Cancelar
          </Button>
          <Button variant="danger" isLoading={remove.isPending} onClick={() => void onDelete()}>
            Eliminar
          </Button>
        </div>
      </Dialog>
    </form>
  );
}
