// Said plainly at the top of every page: with a Test key the platform answers random information.
import { Alert } from '@mantine/core';

export function TestKeyNotice() {
  return (
    <Alert
      color="yellow"
      variant="light"
      mb="md"
      title="Signed in with a Test key"
      // Yellow text on pale yellow is unreadable (2.7:1): the title takes the text colour.
      styles={{ title: { color: 'var(--mantine-color-text)' } }}
    >
      The platform answers requests made with a Test key (test_…) with random information: what you
      see here is not your account&apos;s real data. Sign in with a Live key (live_…) to work on it.
    </Alert>
  );
}
