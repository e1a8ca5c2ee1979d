// A page's title (its only h1), its description and the link back to its list: the page's own heading (its
// area's headings.ts), the text the static frame painted before any script.
import { Anchor, Stack, Text, Title } from '@mantine/core';
import { Link, type LinkProps } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { PageHeadingText } from '@/lib/page-headings';

/** `children` go under the description (a line that changes, which the static frame cannot show). */
export function PageHeading({
  heading: { title, description, maxWidth },
  children,
}: {
  heading: PageHeadingText;
  children?: ReactNode;
}) {
  return (
    <Stack gap={4}>
      <Title order={1}>{title}</Title>
      <Text size="sm" c="dimmed" maw={maxWidth}>
        {description}
      </Text>
      {children}
    </Stack>
  );
}

/** The link back to the list a page belongs to, above its heading. */
export function PageBackLink({
  heading: {
    back: { to, label },
  },
}: {
  heading: { back: { to: NonNullable<LinkProps['to']>; label: string } };
}) {
  return (
    <Anchor component={Link} to={to} size="sm">
      ← {label}
    </Anchor>
  );
}
