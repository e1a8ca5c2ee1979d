// Viber message status: one lookup (by message id or by external reference) as queryOptions. Not found is an
// answer (null), not an error: support staff often try an id that is not there.
import { queryOptions } from '@tanstack/react-query';
import { apiPath, apiRequest } from '@/lib/api-client';
import { isApiError } from '@/lib/errors';
import { viberStatusRecordSchema, type ViberLookup } from '@/contracts/viber';

export const viberMessageQueryOptions = (lookup: ViberLookup) =>
  queryOptions({
    queryKey: ['viber', 'message', lookup.by, lookup.value],
    queryFn: async ({ signal }) => {
      const path =
        lookup.by === 'id'
          ? apiPath`/rest/viber/${lookup.value}`
          : apiPath`/rest/viber/reference/${lookup.value}`;
      try {
        return await apiRequest(path, { schema: viberStatusRecordSchema, signal });
      } catch (error) {
        if (isApiError(error) && error.isNotFound) return null;
        throw error;
      }
    },
  });
