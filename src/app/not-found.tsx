// The not-found page.
import { Anchor, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';

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
