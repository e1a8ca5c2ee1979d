// Statistics files: the listing as queryOptions. A file itself is not a query: the viewer's worker downloads
// and parses it (see file-session.ts).
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { ApiError } from '@/lib/errors';
import { statListResponseSchema } from '@/contracts/statistics';

export const statFilesQueryOptions = () =>
  queryOptions({
    queryKey: ['statistics', 'files'],
    queryFn: async ({ signal }) => {
      const body = await apiRequest('/rest/stat/list', { schema: statListResponseSchema, signal });
      if (String(body.error).trim() !== '0') {
        throw new ApiError({
          kind: 'invalid-response',
          status: 200,
          message: `The platform reported error ${String(body.error)} instead of the list of files.`,
        });
      }
      return body.result;
    },
  });
