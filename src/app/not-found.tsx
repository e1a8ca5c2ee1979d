// The not-found page: inside the shell for a signed-in person, on its own otherwise.
import { Anchor, Center, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { optionalSessionQueryOptions } from '@/features/auth/api';
import { AppLayout } from './shell/app-layout';

export function NotFound() {
  return (
    <Stack p="xl" align="flex-start">
      <Title order={1}>Page not found</Title>
      <Text>
        There is nothing at this address. It may have been mistyped, or the link is out of date.
      </Text>
      <Anchor component={Link} to="/">
        Go to the overview
      </Anchor>
    </Stack>
  );
}

/** For addresses no route knows: the shell stays when the person is signed in, so they can go on from it. */
export function RootNotFound() {
  const session = useQuery(optionalSessionQueryOptions());
  if (session.isPending) return null;
  if (session.data) {
    return (
      <AppLayout session={session.data}>
        <NotFound />
      </AppLayout>
    );
  }
  return (
    <Center mih="100vh" component="main">
      <NotFound />
    </Center>
  );
}
