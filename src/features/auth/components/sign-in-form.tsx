// The sign-in form: API key (masked, with a show toggle) and API version; in the sandbox, its demo accounts.
import '@mantine/core/styles/Card.layer.css';
import '@mantine/core/styles/ActionIcon.layer.css';
import '@mantine/core/styles/PasswordInput.layer.css';
import { Alert, Anchor, Button, Card, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState, type SyntheticEvent } from 'react';
import type { z } from 'zod/mini';
import { signInRequestSchema, type SessionInfo } from '@/contracts/auth';
import { SegmentedChoice } from '@/components/segmented-choice';
import { isApiError } from '@/lib/errors';
import { sandboxAccountsQueryOptions, useSignIn } from '../api';
import classes from './sign-in-form.module.css';

type FormValues = z.output<typeof signInRequestSchema>;
type ApiVersion = FormValues['api_version'];

/** The key's problem as the request schema sees it, or undefined when the key is acceptable. */
function keyProblem(apiKey: string): string | undefined {
  return signInRequestSchema.shape.api_key.safeParse(apiKey).error?.issues[0]?.message;
}

// Two fields validated by the same request schema the server uses. The form is plain React state rather than
// react-hook-form so that the sign-in page, the first page everyone loads, stays within its size budget.
export function SignInForm({ onSignedIn }: { onSignedIn: (session: SessionInfo) => void }) {
  const signIn = useSignIn();
  const accounts = useQuery(sandboxAccountsQueryOptions());
  const [apiKey, setApiKey] = useState('');
  const [apiVersion, setApiVersion] = useState<ApiVersion>('2.0');
  const [keyError, setKeyError] = useState<string>();
  // As react-hook-form does: the key is checked on submit, then again on every change.
  const [submitted, setSubmitted] = useState(false);
  const keyField = useRef<HTMLInputElement>(null);

  const changeKey = (value: string, validate: boolean) => {
    setApiKey(value);
    if (validate) setKeyError(keyProblem(value));
  };

  const onSubmit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    const parsed = signInRequestSchema.safeParse({ api_key: apiKey, api_version: apiVersion });
    if (!parsed.success) {
      setKeyError(keyProblem(apiKey));
      keyField.current?.focus();
      return;
    }
    setKeyError(undefined);
    signIn.mutateAsync(parsed.data).then(onSignedIn, (error: unknown) => {
      const message = isApiError(error) ? error.fieldErrors.api_key?.[0] : undefined;
      if (message) {
        setKeyError(message);
        keyField.current?.focus();
      }
    });
  };
  const generalError =
    signIn.error && !(isApiError(signIn.error) && signIn.error.fieldErrors.api_key)
      ? signIn.error
      : null;

  return (
    <Stack gap="lg" w="100%" maw={520}>
      <Card withBorder padding="lg" component="section" aria-labelledby="sign-in-title">
        <form onSubmit={onSubmit} noValidate>
          <Stack>
            <Title order={1} size="h2" id="sign-in-title">
              Sign in to Messaging Console
            </Title>
            <Text size="sm" c="dimmed">
              Your API key goes to the console&apos;s server only; the page never keeps it.
            </Text>
            <PasswordInput
              ref={keyField}
              label="API key"
              name="api_key"
              autoComplete="off"
              spellCheck={false}
              value={apiKey}
              onChange={(event) => changeKey(event.currentTarget.value, submitted)}
              error={keyError}
              // Mantine's PasswordInput marks its field data-invalid only: assistive technology reads aria-invalid.
              aria-invalid={keyError ? true : undefined}
              visibilityToggleButtonProps={{ 'aria-label': 'Show or hide the key' }}
            />
            <Stack gap={4}>
              <Text component="span" size="sm" fw={500} id="api-version-label">
                API version
              </Text>
              <SegmentedChoice
                aria-labelledby="api-version-label"
                value={apiVersion}
                onChange={setApiVersion}
                data={[
                  { value: '2.0', label: '2.0 — bearer token' },
                  { value: '1.0', label: '1.0 — X-API-KEY header' },
                ]}
              />
            </Stack>
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
            {/* A native table: the sign-in page stays light (Mantine's Table brings its scroll container). */}
            <table className={classes.accounts}>
              <thead>
                <tr>
                  <th scope="col">Account</th>
                  <th scope="col">Mode</th>
                  <th scope="col">
                    <span className="visually-hidden">Action</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {accounts.data.map((account) => (
                  <tr key={account.api_key}>
                    <td>
                      <Text size="sm">{account.name}</Text>
                      <Text size="xs" c="dimmed" ff="monospace">
                        {account.api_key}
                      </Text>
                    </td>
                    <td>{account.mode}</td>
                    <td className={classes.action}>
                      <Button
                        size="xs"
                        variant="light"
                        aria-label={`Use this key: ${account.name}`}
                        onClick={() => changeKey(account.api_key, true)}
                      >
                        Use this key
                      </Button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
            <Text size="sm">
              Calling the sandbox from your own tests?{' '}
              <Anchor href="/sandbox/reference" underline="always">
                The platform API reference
              </Anchor>{' '}
              (OpenAPI 3.1:{' '}
              <Anchor href="/sandbox/openapi.json" underline="always">
                openapi.json
              </Anchor>
              ).
            </Text>
          </Stack>
        </Card>
      )}
    </Stack>
  );
}
