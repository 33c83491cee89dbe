import { useMutation } from '@tanstack/react-query';
import type { UploadResult } from '#shared/contract/admin-uploads.ts';
import { apiFetch } from '#web/lib/api.ts';

/** POST /api/admin/uploads with one file; the server judges it by its content and answers its /media/ address. */
export function useUploadImage() {
  return useMutation({
    mutationFn: async (file: File) => {
      const form = new FormData();
      form.append('images', file, file.name);
      const result = await apiFetch<UploadResult>('/api/admin/uploads', { method: 'POST', body: form });
      const [image] = result.images;
      if (!image) throw new Error('The upload stored no image');
      return image;
    },
  });
}
