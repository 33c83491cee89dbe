import { LoadingStatus } from '#web/components/ui/loading-status.tsx';
import { Panel } from '#web/components/ui/panel.tsx';
import { QueryError } from '#web/components/ui/query-error.tsx';
import { useSettings } from '../api/settings.ts';
import { DeliveryForm } from '../components/delivery-form.tsx';
import { SettingsForm } from '../components/settings-form.tsx';
import { SettingsHistory } from '../components/settings-history.tsx';
import { VatForm } from '../components/vat-form.tsx';

/**
 * /admin/settings: what the owner decides about the shop (issue 32, decision 029), in effect on every instance as
 * soon as it is saved, with the history of who changed what.
 */
export function AdminSettingsPage() {
  const settings = useSettings();
  const { data } = settings;
  const reload = async () => (await settings.refetch()).data;
  return (
    <section aria-labelledby="settings-heading" className="space-y-6">
      <title>Settings | Admin | Tressa</title>
      <div>
        <h1 id="settings-heading" className="font-display text-3xl text-brand-900 sm:text-4xl">
          Settings
        </h1>
        <p className="mt-2 text-sm text-stone-600">
          What your customers see, how long the shop's windows are, and where it delivers at what prices. A
          change applies at once, without a restart.
        </p>
      </div>
      {settings.isError ? (
        <QueryError
          title="The settings could not be loaded."
          error={settings.error}
          onRetry={() => void settings.refetch()}
          retrying={settings.isFetching}
        />
      ) : !data ? (
        <LoadingStatus>Loading the settings…</LoadingStatus>
      ) : (
        <>
          <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200">
            <SettingsForm saved={data} onReload={reload} />
          </div>
          <Panel title="Delivery" titleClassName="mb-4 text-2xl">
            <DeliveryForm saved={data} onReload={reload} />
          </Panel>
          <Panel title="VAT" titleClassName="mb-4 text-2xl">
            <VatForm saved={data} onReload={reload} />
          </Panel>
          <Panel title="Recent changes">
            <SettingsHistory timeZone={data.values.timeZone} />
          </Panel>
        </>
      )}
    </section>
  );
}
