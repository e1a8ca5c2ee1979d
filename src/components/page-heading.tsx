// A page's title (its only h1), its description and the link back to its list, from src/lib/page-headings.ts.
import { Anchor, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { PAGE_HEADINGS, type HeadedPage, type PageHeadingText } from '@/lib/page-headings';

/** `children` go under the description (a line that changes, which the static frame cannot show). */
export function PageHeading({ page, children }: { page: HeadedPage; children?: ReactNode }) {
  const { title, description, maxWidth }: PageHeadingText = PAGE_HEADINGS[page];
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
export function PageBackLink({ page }: { page: keyof PagesWithBack }) {
  const { to, label } = PAGE_HEADINGS[page].back;
  return (
    <Anchor component={Link} to={to} size="sm">
      ← {label}
    </Anchor>
  );
}

type PagesWithBack = {
  [
    Page in HeadedPage as (typeof PAGE_HEADINGS)[Page] extends { back: object } ? Page : never
  ]: true;
};
