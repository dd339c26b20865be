import type { CreateCvRequest, CvEditorState } from '@cvlisto/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { refreshAfterWrite } from './refresh-after-write';

export function createCv(request: CreateCvRequest): Promise<CvEditorState> {
  return apiFetch('/api/cvs', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(request),
  });
}

/** Stores a CV written from scratch and renders its files (no credit is spent). */
export function useCreateCv() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCv,
    onSuccess: (state) => refreshAfterWrite(queryClient, state),
  });
}
