// A confirmation whose code cannot load (the connection is gone) says so, confirms nothing, and opens on the
// next attempt once the code loads. The opening itself is proven by the journeys that confirm (delete a
// template, cancel a session, stop a campaign).
import { Notifications, notifications } from '@mantine/notifications';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import { render } from '@/test/render';
import { ConfirmHost, openConfirm } from './confirm';

const offline = vi.hoisted(() => ({ now: true }));
vi.mock('./confirm-host', async (importOriginal) => {
  if (offline.now) throw new Error('Failed to fetch dynamically imported module');
  return importOriginal();
});

afterEach(() => notifications.clean());

it('says the confirmation could not open, confirms nothing, and opens on the next attempt', async () => {
  const user = userEvent.setup({ delay: null });
  const onConfirm = vi.fn();
  render(
    <>
      <ConfirmHost />
      <Notifications />
      <button type="button" onClick={() => void openConfirm({ title: 'Stop it?', onConfirm })}>
        Stop
      </button>
    </>,
  );
  await user.click(screen.getByRole('button', { name: 'Stop' }));
  expect(await screen.findByText('The confirmation could not open')).toBeInTheDocument();
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(onConfirm).not.toHaveBeenCalled();

  offline.now = false;
  await user.click(screen.getByRole('button', { name: 'Stop' }));
  expect(await screen.findByRole('dialog', { name: 'Stop it?' })).toBeInTheDocument();
});
