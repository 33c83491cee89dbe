import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminSettings, SettingsChange, SettingsPatch } from '#shared/contract/settings.ts';
import { apiFetch } from '#web/lib/api.ts';
import { shopInfoQueryOptions } from '#web/lib/shop-info.ts';

const settingsKey = ['admin', 'settings'] as const;
const changesKey = ['admin', 'settings', 'changes'] as const;

/** GET /api/admin/settings: the owner's settings as saved, and the version a save names. */
export function useSettings() {
  return useQuery({
    queryKey: settingsKey,
    queryFn: ({ signal }) => apiFetch<AdminSettings>('/api/admin/settings', { signal }),
    // Never refetched by itself under a form being typed in: a save from elsewhere meanwhile is answered 409, and
    // the form then offers to load the latest.
    staleTime: Number.POSITIVE_INFINITY,
    meta: { private: true },
  });
}

/** GET /api/admin/settings/changes: who changed which settings, newest first. */
export function useSettingsChanges() {
  return useQuery({
    queryKey: changesKey,
    queryFn: ({ signal }) => apiFetch<{ items: SettingsChange[] }>('/api/admin/settings/changes', { signal }),
    meta: { private: true },
  });
}

/**
 * PATCH /api/admin/settings. The saved settings replace the form's, and the shop's public face (GET /api/shop:
 * its name and contacts in the footer, its time zone in the admin's dates) is asked for again.
 */
export function useSaveSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (patch: SettingsPatch) =>
      apiFetch<AdminSettings>('/api/admin/settings', { method: 'PATCH', body: patch }),
    onSuccess: (saved) => {
      client.setQueryData(settingsKey, saved);
      void client.invalidateQueries({ queryKey: changesKey });
      void client.invalidateQueries({ queryKey: shopInfoQueryOptions.queryKey });
    },
  });
}
