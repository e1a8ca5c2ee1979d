// Contact book: create and edit mutations, and the contacts returned in this session, kept by id.
//
// The spec has no endpoint that reads or lists contacts, so the only copy of a contact the console can have
// is the one the platform returned to a create or an edit. Those live in the query cache under
// ['contacts', 'returned', id] (never fetched, never garbage-collected) until reload or sign-out, which
// clears the whole cache.
import {
  queryOptions,
  skipToken,
  useMutation,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { apiPath, apiRequest } from '@/lib/api-client';
import { contactResponseSchema, type Contact, type ContactRequest } from '@/contracts/contacts';

export const CONTACTS_QUERY_ROOT = ['contacts'] as const;
const RETURNED = [...CONTACTS_QUERY_ROOT, 'returned'] as const;

export interface ReturnedContact {
  contact: Contact;
  /** When the platform returned it (ISO 8601, the browser's clock). */
  returnedAt: string;
  /** Which request returned it. */
  via: 'create' | 'edit';
}

export const returnedContactQueryOptions = (id: number) =>
  queryOptions<ReturnedContact>({
    queryKey: [...RETURNED, id],
    queryFn: skipToken,
    staleTime: Infinity,
    gcTime: Infinity,
  });

function rememberContact(queryClient: QueryClient, contact: Contact, via: ReturnedContact['via']) {
  // Set before the first write, so an entry no screen observes yet is never garbage-collected.
  queryClient.setQueryDefaults(RETURNED, { staleTime: Infinity, gcTime: Infinity });
  queryClient.setQueryData(returnedContactQueryOptions(contact.id).queryKey, {
    contact,
    returnedAt: new Date().toISOString(),
    via,
  });
}

/** Every contact returned in this session, newest first. */
export function returnedContacts(queryClient: QueryClient): ReturnedContact[] {
  return queryClient
    .getQueriesData<ReturnedContact>({ queryKey: RETURNED })
    .flatMap(([, entry]) => (entry ? [entry] : []))
    .sort((a, b) => b.returnedAt.localeCompare(a.returnedAt));
}

/** The body as the platform takes it: lists and fields only when there are some. */
function requestBody(request: ContactRequest) {
  return {
    phone: request.phone,
    ...(request.groups?.length ? { groups: request.groups } : {}),
    ...(request.fields?.length ? { fields: request.fields } : {}),
  };
}

/** POST /api/contacts when `contactId` is undefined, else PUT /api/contacts/{contactId}. */
export function useSaveContact(contactId: number | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (request: ContactRequest) =>
      (
        await apiRequest(
          contactId === undefined ? '/api/contacts' : apiPath`/api/contacts/${contactId}`,
          {
            method: contactId === undefined ? 'POST' : 'PUT',
            body: requestBody(request),
            schema: contactResponseSchema,
          },
        )
      ).data,
    onSuccess: (contact) =>
      rememberContact(queryClient, contact, contactId === undefined ? 'create' : 'edit'),
  });
}
