// The sandbox's OTP message template endpoints: create (into moderation), delete, and the paged list.
import { Hono } from 'hono';
import type { Context } from 'hono';
import type { SandboxEnv } from '../env.ts';
import type { Store } from '../store/db.ts';
import { formatSpecDateTime } from '../store/time.ts';
import {
  countRequestedTemplates,
  deleteTemplate,
  findTemplate,
  insertRequestedTemplate,
  listTemplates,
  templateNameTaken,
  type TemplateRow,
} from '../store/areas/otp-templates.ts';
import { fieldErrorsFromZod, readJson, readQuery, serviceError, validationError } from '../http.ts';
import {
  REQUESTED_TEMPLATES_LIMIT,
  TEMPLATE_ERRORS,
  codeVariableProblem,
  createTemplateFieldsSchema,
  templateIdSchema,
  templateListQuerySchema,
} from '../../../src/contracts/otp-templates.ts';

/**
 * A template as the platform answers it. `is_default` is the sandbox's one addition (the spec gives the
 * console no other way to know which template cannot be deleted). The create example of the spec shows
 * template_id as a number, the field table as a string: create answers a number, everything else a string.
 */
export function templateToWire(store: Store, row: TemplateRow, idAsNumber = false) {
  return {
    template_id: idAsNumber ? row.id : String(row.id),
    name: row.name,
    text: row.text,
    countries: JSON.parse(row.countries) as string[],
    status: row.status,
    updated_at: formatSpecDateTime(store.time.toReal(row.updated_at)),
    is_default: row.is_default === 1,
  };
}

/** The template_id path parameter: 1 to 9 digits, else a shape 2 error keyed `template_id`. */
export function readTemplateId(c: Context): { id: number } | { error: Record<string, string[]> } {
  const parsed = templateIdSchema.safeParse(c.req.param('template_id'));
  if (!parsed.success) return { error: { template_id: parsed.error.issues.map((i) => i.message) } };
  return { id: Number(parsed.data) };
}

const PATH = '/api/2fa/authentications/templates';

export const templateRoutes = new Hono<SandboxEnv>()
  .get(PATH, (c) => {
    const parsed = templateListQuerySchema.safeParse(readQuery(c));
    if (!parsed.success) return validationError(c, fieldErrorsFromZod(parsed.error));
    const store = c.get('store');
    const { rows, total } = listTemplates(store.db, c.get('account').id, parsed.data);
    return c.json({ data: rows.map((row) => templateToWire(store, row)), total });
  })
  .post(PATH, async (c) => {
    const body = await readJson(c);
    const account = c.get('account');
    if (account.mode !== 'live') return serviceError(c, 422, TEMPLATE_ERRORS.accountMode);
    if (body === undefined) return validationError(c, { request: ['The body must be JSON.'] });
    const parsed = createTemplateFieldsSchema.safeParse(body);
    if (!parsed.success) return validationError(c, fieldErrorsFromZod(parsed.error));
    const request = parsed.data;
    const variableProblem = codeVariableProblem(request.text);
    if (variableProblem) return serviceError(c, 422, variableProblem);

    const store = c.get('store');
    const db = store.db;
    // Check and insert in one transaction so two requests cannot both take the last requested slot.
    const created = db.transaction(() => {
      if (templateNameTaken(db, account.id, request.name)) return TEMPLATE_ERRORS.nameTaken;
      if (countRequestedTemplates(db, account.id) >= REQUESTED_TEMPLATES_LIMIT)
        return TEMPLATE_ERRORS.requestedLimit;
      const id = insertRequestedTemplate(
        db,
        {
          accountId: account.id,
          name: request.name,
          text: request.text,
          countries: request.countries,
        },
        store.clock.nowStored(),
      );
      return findTemplate(db, id);
    })();
    if (typeof created === 'string') return serviceError(c, 422, created);
    if (!created) return serviceError(c, 500, 'The template was not stored');
    return c.json({ data: templateToWire(store, created, true) }, 201);
  })
  .delete(`${PATH}/:template_id`, (c) => {
    const templateId = readTemplateId(c);
    if ('error' in templateId) return validationError(c, templateId.error);
    const store = c.get('store');
    const template = findTemplate(store.db, templateId.id);
    // Another account's template is as unknown as a missing one: ids must not reveal what others have.
    if (!template || template.account_id !== c.get('account').id) {
      return serviceError(c, 404, TEMPLATE_ERRORS.notFound);
    }
    if (template.is_default === 1) return serviceError(c, 422, TEMPLATE_ERRORS.defaultNotDeletable);
    deleteTemplate(store.db, template.id);
    return c.json({ data: { template_id: String(template.id), deleted: true } });
  });
