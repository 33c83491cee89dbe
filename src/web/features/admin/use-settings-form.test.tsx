// @vitest-environment jsdom
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type AdminSettings, shopSettingsValuesSchema } from '#shared/contract/settings.ts';
import type { VatSettings } from '#shared/contract/vat.ts';
import { stubFetch } from '#web/lib/test-fetch.ts';
import { makeWrapper } from '#web/lib/test-wrapper.tsx';
import { useSettingsForm } from './use-settings-form.ts';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

// Every setting at its default; VAT is off.
const SAVED: AdminSettings = {
  version: 3,
  updatedAt: '2026-11-29T10:00:00.000Z',
  values: shopSettingsValuesSchema.parse({}),
};
const VAT_ON: VatSettings = { registered: true, rate: 2_000, number: 'GB123456789' };
const patches = (requests: { key: string; body: unknown }[]) =>
  requests.filter((r) => r.key === 'PATCH /api/admin/settings').map((r) => r.body);

/** A form of one nested setting, as the VAT and delivery forms are, checked by nothing. */
function renderVatForm(onReload = vi.fn(async () => SAVED as AdminSettings | undefined)) {
  const { Wrapper } = makeWrapper();
  return renderHook(
    () =>
      useSettingsForm<VatSettings>({
        saved: SAVED,
        onReload,
        resolver: async (values) => ({ values, errors: {} }),
        toForm: (values) => values.vat,
        toSettings: (vat) => ({ vat }),
        nothing: 'Nothing to save: VAT is as saved.',
      }),
    { wrapper: Wrapper },
  );
}

describe('useSettingsForm', () => {
  afterEach(() => {
    cleanup();
    vi.clearAllMocks();
    vi.unstubAllGlobals();
  });

  it('says there is nothing to save when a nested setting is as saved, and sends nothing', async () => {
    const { requests } = stubFetch({});
    const { result } = renderVatForm();
    await act(() => result.current.onSubmit());
    expect(result.current.footer.note).toBe('Nothing to save: VAT is as saved.');
    expect(patches(requests)).toEqual([]);
  });

  it('sends the changed setting with the version it was loaded at, and names it in the toast', async () => {
    const next = { ...SAVED, version: 4, values: { ...SAVED.values, vat: VAT_ON } };
    const { requests } = stubFetch({
      'PATCH /api/admin/settings': { status: 200, body: next },
      'GET /api/shop': { status: 200, body: {} },
    });
    const { result } = renderVatForm();
    act(() => result.current.form.setValue('registered', true));
    act(() => result.current.form.setValue('number', 'GB123456789'));
    await act(() => result.current.onSubmit());
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('VAT saved'));
    expect(patches(requests)).toEqual([{ version: 3, values: { vat: VAT_ON } }]);
    expect(result.current.footer.note).toBeNull();
  });

  it('after a 409, shows the latest as saved (no merge given) and clears the error', async () => {
    stubFetch({
      'PATCH /api/admin/settings': {
        status: 409,
        body: { error: { code: 'settings_changed', message: 'Someone else saved the settings.' } },
      },
    });
    const theirs = { ...SAVED, version: 4, values: { ...SAVED.values, vat: VAT_ON } };
    const { result } = renderVatForm(vi.fn(async () => theirs));
    act(() => result.current.form.setValue('number', 'GB999999999'));
    await act(() => result.current.onSubmit());
    await waitFor(() => expect(result.current.footer.error).toBeTruthy());
    act(() => result.current.footer.onReload());
    await waitFor(() => expect(result.current.footer.error).toBeNull());
    expect(result.current.form.getValues()).toEqual(VAT_ON);
  });
});
