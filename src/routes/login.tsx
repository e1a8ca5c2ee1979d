import { Alert, Box, Stack } from '@mantine/core';
import { createFileRoute, redirect, useNavigate } from '@tanstack/react-router';
import { z } from 'zod/mini';
import { sessionQueryOptions } from '@/features/auth/api';
import { SignInForm } from '@/features/auth/components/sign-in-form';
import { searchSchema } from '@/lib/search-params';

/** `?redirect=`: only a path of this console may be returned to after sign-in (never another origin). */
const loginSearchSchema = searchSchema(() =>
  z.object({
    redirect: z.catch(
      z.optional(
        z
          .string()
          .check(
            z.refine(
              (v) =>
                v.startsWith('/') &&
                !v.startsWith('//') &&
                !v.startsWith('/\\') &&
                !v.startsWith('/login'),
            ),
          ),
      ),
      undefined,
    ),
  }),
);

export const Route = createFileRoute('/login')({
  validateSearch: loginSearchSchema,
  beforeLoad: async ({ context, search }) => {
    const session = await context.queryClient.query(sessionQueryOptions()).catch(() => undefined);
    if (session) throw redirect({ href: search.redirect ?? '/' });
  },
  component: LoginPage,
});

function LoginPage() {
  const { redirect: returnTo } = Route.useSearch();
  const navigate = useNavigate();
  return (
    // Top-aligned, not centred: the demo accounts arrive after the form, and must not move it when they do.
    <Box component="main" mih="100vh" p="md" pt="10vh">
      <Stack w="100%" maw={520} gap="md" mx="auto">
        {returnTo && returnTo !== '/' && (
          <Alert color="blue" variant="light" title="Sign in to continue">
            You are not signed in, or your session has ended. After signing in you go back to the
            page you were on.
          </Alert>
        )}
        <SignInForm onSignedIn={() => void navigate({ href: returnTo ?? '/', replace: true })} />
      </Stack>
    </Box>
  );
}
