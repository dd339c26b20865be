/**
 * An article's cover image, when it has one (the shipped articles have none). Decorative — the
 * title sits beside it — so its alt text is empty; the fixed 16:9 box keeps the layout from
 * moving while it loads.
 */
export function PostCover({ imageUrl, priority }: { imageUrl: string | null; priority: boolean }) {
  if (!imageUrl) return null;
  return (
    <img
      src={imageUrl}
      alt=""
      width={1200}
      height={675}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      className="aspect-video w-full rounded-xl bg-surface-muted object-cover"
    />
  );
}
