import type { AdminBlogCoverResponse } from '@cvlisto/shared';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api-client';

/** Sends a picture; the server checks it, shrinks it and answers its address for the form. */
export async function uploadAdminBlogCover(file: File): Promise<string> {
  const form = new FormData();
  form.append('image', file);
  const { imageUrl } = await apiFetch<AdminBlogCoverResponse>('/api/admin/blog/images', {
    method: 'POST',
    body: form,
  });
  return imageUrl;
}

export function useUploadAdminBlogCover() {
  return useMutation({ mutationFn: uploadAdminBlogCover });
}
