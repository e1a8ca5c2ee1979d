// Deleting a template: confirmation naming it; the default template's action is disabled with the reason.
import { Button, Text, VisuallyHidden } from '@mantine/core';
import { TooltipOnDemand } from '@/components/tooltip-on-demand';
import { notify } from '@/lib/notify';
import { useId } from 'react';
import type { Template } from '@/contracts/otp-templates';
import { errorMessage } from '@/lib/errors';
import { useDeleteTemplate } from '../api';
import { openConfirm } from '@/components/confirm';

export const DEFAULT_NOT_DELETABLE = 'The default template cannot be deleted.';

export function DeleteTemplateButton({ template }: { template: Template }) {
  const deleteTemplate = useDeleteTemplate();
  const reasonId = useId();
  const label = `Delete template ${template.name}`;

  if (template.is_default) {
    return (
      <TooltipOnDemand label={DEFAULT_NOT_DELETABLE}>
        <Button
          size="xs"
          variant="default"
          data-disabled
          aria-disabled
          aria-label={label}
          aria-describedby={reasonId}
          onClick={(event) => event.preventDefault()}
        >
          Delete
          <VisuallyHidden id={reasonId}>{DEFAULT_NOT_DELETABLE}</VisuallyHidden>
        </Button>
      </TooltipOnDemand>
    );
  }

  const confirm = () =>
    void openConfirm({
      title: 'Delete this template?',
      children: (
        <Text size="sm">
          The template “<bdi>{template.name}</bdi>” (id {template.template_id}) will be deleted.
          This cannot be undone.
        </Text>
      ),
      labels: { confirm: 'Delete template', cancel: 'Keep it' },
      confirmProps: { color: 'red' },
      // Told through the promise, not mutate's own callbacks: those are dropped once this button unmounts,
      // and the list refreshed by the delete removes its row (and this button) before they would run.
      onConfirm: () =>
        void deleteTemplate.mutateAsync(template.template_id).then(
          () =>
            notify({
              color: 'green',
              title: 'Template deleted',
              message: `“${template.name}” (id ${template.template_id}) was deleted.`,
            }),
          (error: unknown) =>
            notify({
              color: 'red',
              title: 'The template was not deleted',
              message: errorMessage(error),
              autoClose: false,
            }),
        ),
    });

  return (
    <Button
      size="xs"
      variant="light"
      color="red"
      aria-label={label}
      loading={deleteTemplate.isPending}
      onClick={confirm}
    >
      Delete
    </Button>
  );
}
