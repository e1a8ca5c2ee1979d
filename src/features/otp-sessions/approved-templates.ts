// The approved templates offered by the send form, with the templates' contract: only the send page carries them.
// They live under the templates area's root (['otp-templates', 'approved']), so that creating, deleting or
// moderating a template refreshes them too.
import { queryOptions } from '@tanstack/react-query';
import { apiRequest, wireQuery } from '@/lib/api-client';
import { templateListQuerySchema, templateListResponseSchema } from '@/contracts/otp-templates';

/** The account's approved templates: the only ones that can send (first 100, the sandbox's maximum page). */
export const approvedTemplatesQueryOptions = () =>
  queryOptions({
    queryKey: ['otp-templates', 'approved'],
    queryFn: async ({ signal }) =>
      (
        await apiRequest('/api/2fa/authentications/templates', {
          schema: templateListResponseSchema,
          signal,
          query: wireQuery(templateListQuerySchema, {
            status: 'approved',
            limit: 100,
            sort: 'name',
            way: 'asc',
          }),
        })
      ).data.filter((template) => template.status === 'approved'),
  });
