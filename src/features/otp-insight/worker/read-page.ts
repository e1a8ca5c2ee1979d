// One page of the sessions of a period, newest first, read through the console's api client and reduced to
// what the figures need.
import { apiRequest, wireQuery } from '@/lib/api-client';
import { otpSessionListQuerySchema, otpSessionListResponseSchema } from '@/contracts/otp-sessions';
import { toInsightSession, type InsightSession } from '../figures';
import type { PageReader } from './insight-model';

export const readSessionPage: PageReader = async (period, offset, limit, signal) => {
  const { data } = await apiRequest('/api/2fa/authentications', {
    schema: otpSessionListResponseSchema,
    signal,
    query: wireQuery(otpSessionListQuerySchema, {
      from: period.from,
      to: period.to,
      sort: 'created_at',
      way: 'desc',
      offset,
      limit,
    }),
  });
  const sessions: InsightSession[] = [];
  for (const listed of data.list) {
    const session = toInsightSession(listed);
    if (session) sessions.push(session);
  }
  return { sessions, total: data.total };
};
