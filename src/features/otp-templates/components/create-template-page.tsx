// The create page: the form, with the counter of templates awaiting moderation beside it.
import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { Template } from '@/contracts/otp-templates';
import { CreateTemplateForm } from './create-template-form';
import { RequestedCounter } from './requested-counter';

export function CreateTemplatePage({
  onCreated,
  onCancel,
}: {
  onCreated: (template: Template) => void;
  onCancel: () => void;
}) {
  return (
    <Stack gap="lg">
      <Anchor component={Link} to="/otp/templates" size="sm">
        ← OTP templates
      </Anchor>
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <Stack gap={4}>
          <Title order={1}>New OTP template</Title>
          <Text size="sm" c="dimmed" maw={560}>
            The template is sent to moderation and listed as requested; it can send an OTP once
            approved.
          </Text>
        </Stack>
        <RequestedCounter />
      </Group>
      <CreateTemplateForm onCreated={onCreated} onCancel={onCancel} />
    </Stack>
  );
}
