// /sandbox/templates/{template_id}/moderation: the moderation decision of an OTP template.
import { Hono } from 'hono';
import type { SandboxEnv } from './env.ts';
import { fieldErrorsFromZod, readJson, serviceError, validationError } from './http.ts';
import { readTemplateId, templateToWire } from './routes/templates.ts';
import { decideTemplate, findTemplate } from './store/areas/otp-templates.ts';
import {
  TEMPLATE_ERRORS,
  templateModerationRequestSchema,
} from '../../src/contracts/otp-templates.ts';

/** Shape 1 answer when the template was already decided: moderation happens once, from requested. */
export const NOT_AWAITING_MODERATION = 'Only a template in status requested can be moderated';

export const templateControls = new Hono<SandboxEnv>().post(
  '/sandbox/templates/:template_id/moderation',
  async (c) => {
    const templateId = readTemplateId(c);
    if ('error' in templateId) return validationError(c, templateId.error);
    const body = await readJson(c);
    if (body === undefined) return validationError(c, { request: ['The body must be JSON.'] });
    const parsed = templateModerationRequestSchema.safeParse(body);
    if (!parsed.success) return validationError(c, fieldErrorsFromZod(parsed.error));
    const store = c.get('store');
    const template = findTemplate(store.db, templateId.id);
    if (!template) return serviceError(c, 404, TEMPLATE_ERRORS.notFound);
    if (template.status !== 'requested') return serviceError(c, 422, NOT_AWAITING_MODERATION);
    decideTemplate(store.db, template.id, parsed.data.status, store.clock.nowStored());
    const decided = findTemplate(store.db, template.id) ?? template;
    return c.json({ data: templateToWire(store, decided) });
  },
);
