// Deleting a template tells its outcome even when the row (and the button) is gone by then: the list refreshed
// by the delete drops the row, and the outcome must not be lost with it.
import { ConfirmHost } from '@/components/confirm';
import { Notifications, notifications } from '@mantine/notifications';
import { useIsMutating } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Template } from '@/contracts/otp-templates';
import { render } from '@/test/render';
import { DeleteTemplateButton } from './delete-template-button';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  notifications.clean();
  vi.unstubAllGlobals();
});

const template: Template = {
  template_id: '102',
  name: 'Password reset',
  text: 'Reset code {code2fa}',
  countries: ['UA'],
  status: 'approved',
  updated_at: '2026-11-21T10:00:00Z',
  is_default: false,
};

/** The row of the template, gone as soon as its delete is under way (as a refreshed list drops it). */
function RowGoneWhileDeleting() {
  const deleting = useIsMutating();
  const [gone, setGone] = useState(false);
  if (deleting > 0 && !gone) setGone(true);
  return gone ? <p>Row gone</p> : <DeleteTemplateButton template={template} />;
}

/** The platform's answer, held back until the row is gone. */
function answerLater(status: number, body: unknown) {
  let send = () => {};
  fetchMock.mockReturnValueOnce(
    new Promise<Response>((resolve) => {
      send = () =>
        resolve(
          new Response(JSON.stringify(body), {
            status,
            headers: { 'content-type': 'application/json' },
          }),
        );
    }),
  );
  return () => send();
}

async function confirmDelete(answer: () => void) {
  const user = userEvent.setup({ delay: null });
  render(
    <>
      <ConfirmHost />
      <Notifications />
      <RowGoneWhileDeleting />
    </>,
  );
  await user.click(screen.getByRole('button', { name: 'Delete template Password reset' }));
  const dialog = await screen.findByRole('dialog', { name: 'Delete this template?' });
  await user.click(within(dialog).getByRole('button', { name: 'Delete template' }));
  await screen.findByText('Row gone');
  expect(screen.queryByRole('button', { name: /^Delete template/ })).toBeNull();
  answer();
}

describe('DeleteTemplateButton', () => {
  it('says the template was deleted although its row is gone', async () => {
    await confirmDelete(answerLater(200, { data: { template_id: 102, deleted: true } }));
    expect(await screen.findByText('“Password reset” (id 102) was deleted.')).toBeVisible();
  });

  it('says a refused delete although its row is gone', async () => {
    await confirmDelete(answerLater(404, { errors: [{ message: 'Template not found' }] }));
    expect(await screen.findByText('The template was not deleted')).toBeVisible();
  });
});
