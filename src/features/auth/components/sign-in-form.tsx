// The sign-in form: API key (masked, with a show toggle) and API version; in the sandbox, its demo accounts.
import {
  Alert,
  Button,
  Card,
  Group,
  PasswordInput,
  SegmentedControl,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { signInRequestSchema, type SessionInfo } from '@/contracts/auth';
import { isApiError } from '@/lib/errors';
import { sandboxAccountsQueryOptions, useSignIn } from '../api';

type FormValues = z.input<typeof signInRequestSchema>;

export function SignInForm({ onSignedIn }: { onSignedIn: (session: SessionInfo) => void }) {
  const signIn = useSignIn();
  const accounts = useQuery(sandboxAccountsQueryOptions());
  const form = useForm<FormValues, unknown, z.output<typeof signInRequestSchema>>({
    resolver: zodResolver(signInRequestSchema),
    defaultValues: { api_key: '', api_version: '2.0' },
  });

  const onSubmit = form.handleSubmit((values) =>
    signIn.mutateAsync(values).then(onSignedIn, (error: unknown) => {
      if (isApiError(error) && error.fieldErrors.api_key?.[0]) {
        form.setError('api_key', { message: error.fieldErrors.api_key[0] }, { shouldFocus: true });
      }
    }),
  );
  const generalError =
    signIn.error && !(isApiError(signIn.error) && signIn.error.fieldErrors.api_key)
      ? signIn.error
      : null;

  return (
    <Stack gap="lg" w="100%" maw={520}>
      <Card withBorder padding="lg" component="section" aria-labelledby="sign-in-title">
        <form onSubmit={(event) => void onSubmit(event)} noValidate>
          <Stack>
            <Title order={1} size="h2" id="sign-in-title">
              Sign in to Messaging Console
            </Title>
            <Text size="sm" c="dimmed">
              Your API key goes to the console&apos;s server only; the page never keeps it.
            </Text>
            <PasswordInput
              label="API key"
              autoComplete="off"
              spellCheck={false}
              {...form.register('api_key')}
              error={form.formState.errors.api_key?.message}
              visibilityToggleButtonProps={{ 'aria-label': 'Show or hide the key' }}
            />
            <Controller
              control={form.control}
              name="api_version"
              render={({ field }) => (
                <Stack gap={4}>
                  <Text component="span" size="sm" fw={500} id="api-version-label">
                    API version
                  </Text>
                  <SegmentedControl
                    aria-labelledby="api-version-label"
                    value={field.value ?? '2.0'}
                    onChange={field.onChange}
                    data={[
                      { value: '2.0', label: '2.0 — bearer token' },
                      { value: '1.0', label: '1.0 — X-API-KEY header' },
                    ]}
                  />
                </Stack>
              )}
            />
            {generalError && (
              <Alert color="red" role="alert" title="Sign-in failed">
                {generalError.message}
              </Alert>
            )}
            <Button type="submit" loading={signIn.isPending}>
              Sign in
            </Button>
          </Stack>
        </form>
      </Card>
      {accounts.data && accounts.data.length > 0 && (
        <Card withBorder padding="lg" component="section" aria-labelledby="demo-accounts-title">
          <Stack gap="xs">
            <Title order={2} size="h4" id="demo-accounts-title">
              Sandbox demo accounts
            </Title>
            <Text size="sm" c="dimmed">
              This console runs on the embedded sandbox. Pick an account to fill its key.
            </Text>
            <Table>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Account</Table.Th>
                  <Table.Th>Mode</Table.Th>
                  <Table.Th>
                    <span className="visually-hidden">Action</span>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {accounts.data.map((account) => (
                  <Table.Tr key={account.api_key}>
                    <Table.Td>
                      <Text size="sm">{account.name}</Text>
                      <Text size="xs" c="dimmed" ff="monospace">
                        {account.api_key}
                      </Text>
                    </Table.Td>
                    <Table.Td>{account.mode}</Table.Td>
                    <Table.Td>
                      <Group justify="flex-end">
                        <Button
                          size="xs"
                          variant="light"
                          aria-label={`Use the key of ${account.name}`}
                          onClick={() =>
                            form.setValue('api_key', account.api_key, { shouldValidate: true })
                          }
                        >
                          Use this key
                        </Button>
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Stack>
        </Card>
      )}
    </Stack>
  );
}
