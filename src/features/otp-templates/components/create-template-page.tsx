// The create page: the form, with the counter of templates awaiting moderation beside it.
import { Group, Stack } from '@mantine/core';
import type { Template } from '@/contracts/otp-templates';
import { CreateTemplateForm } from './create-template-form';
import { RequestedCounter } from './requested-counter';
import { PageBackLink, PageHeading } from '@/components/page-heading';
import { NEW_TEMPLATE_HEADING } from '../headings';

export function CreateTemplatePage({
  onCreated,
  onCancel,
}: {
  onCreated: (template: Template) => void;
  onCancel: () => void;
}) {
  return (
    <Stack gap="lg">
      <PageBackLink heading={NEW_TEMPLATE_HEADING} />
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <PageHeading heading={NEW_TEMPLATE_HEADING} />
        <RequestedCounter />
      </Group>
      <CreateTemplateForm onCreated={onCreated} onCancel={onCancel} />
    </Stack>
  );
}
