/**
 * An article's body as the server rendered it from Markdown (issue 16): the server's renderer
 * leaves no raw HTML and no script address in it, so it is inserted as it is. The article page
 * and the back office's preview show it with these same styles.
 */
export function ArticleHtml({ html }: { html: string }) {
  return (
    <div
      className="flex flex-col gap-4 leading-relaxed break-words [&_a]:font-semibold [&_a]:text-brand-700 [&_a]:underline [&_blockquote]:border-l-4 [&_blockquote]:border-brand-200 [&_blockquote]:pl-4 [&_blockquote]:text-ink-muted [&_code]:rounded [&_code]:bg-surface-muted [&_code]:px-1 [&_h2]:mt-4 [&_h2]:text-xl [&_h2]:font-bold sm:[&_h2]:text-2xl [&_h3]:mt-2 [&_h3]:text-lg [&_h3]:font-bold [&_img]:max-w-full [&_img]:rounded-xl [&_li]:mt-1 [&_ol]:list-decimal [&_ol]:pl-6 [&_pre]:overflow-x-auto [&_pre]:rounded-lg [&_pre]:bg-surface-muted [&_pre]:p-3 [&_table]:block [&_table]:overflow-x-auto [&_td]:border [&_td]:px-2 [&_th]:border [&_th]:px-2 [&_ul]:list-disc [&_ul]:pl-6"
      // Sanitised on the server: apps/server/src/features/blog/blog-markdown.ts.
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
