import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody } from '#shared/contract/errors.ts';
import {
  adminSettingsSchema,
  settingsChangesSchema,
  settingsPatchSchema,
} from '#shared/contract/settings.ts';
import type { SettingsRepository, StoredSettings } from './repository.ts';
import type { SettingsStore } from './store.ts';

const HISTORY = 50;

const answer = (s: StoredSettings) => ({ ...s, updatedAt: s.updatedAt.toISOString() });

/**
 * The admin's Settings page (issue 32): read, change (audited, live on every instance at once: settings/store.ts)
 * and the history of changes. Registered inside the admin plugin, whose guard covers every route here.
 */
export const adminSettingsRoutes: FastifyPluginAsyncZod<{
  store: SettingsStore;
  repo: SettingsRepository;
}> = async (app, { store, repo }) => {
  app.get(
    '/settings',
    {
      schema: {
        tags: ['admin'],
        summary: "The shop's business settings and the version a change names",
        response: { 200: adminSettingsSchema, 401: errorBody, 403: errorBody },
      },
    },
    // Read from the database, not this instance's copy: the form starts from what is saved.
    async () => answer(await repo.read()),
  );

  app.patch(
    '/settings',
    {
      schema: {
        tags: ['admin'],
        summary:
          'Change some settings, as saved at `version`: 409 settings_changed if someone saved them since. ' +
          'Each change is kept in the history with who made it and the values before and after',
        body: settingsPatchSchema,
        response: {
          200: adminSettingsSchema,
          400: errorBody,
          401: errorBody,
          403: errorBody,
          409: errorBody,
        },
      },
    },
    async (req) => {
      const user = req.user;
      if (!user) throw new Error('the admin guard sets the user');
      const saved = await repo.update(req.body.version, req.body.values, { id: user.id, email: user.email });
      store.saved(saved);
      return answer(saved);
    },
  );

  app.get(
    '/settings/changes',
    {
      schema: {
        tags: ['admin'],
        summary: `Who changed which settings, when, from what to what: the latest ${HISTORY}, newest first`,
        response: { 200: settingsChangesSchema, 401: errorBody, 403: errorBody },
      },
    },
    async () => ({ items: await repo.changes(HISTORY) }),
  );
};
