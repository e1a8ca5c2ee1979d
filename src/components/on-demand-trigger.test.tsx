// Elements whose tooltip or popover code comes when a person is about to use it: shown as they are first, then
// inside the floating part, open when the pointer is still over them (tooltip) or they were clicked (popover), and
// with the focus they had.
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

// Each test starts from a page that has not loaded the tooltip yet: fresh modules, the render helper's Mantine too.
async function fresh() {
  vi.resetModules();
  const [{ render }, { TooltipOnDemand }, { OnDemandTrigger }, { onDemand }, { Popover }] =
    await Promise.all([
      import('@/test/render'),
      import('./tooltip-on-demand'),
      import('./on-demand-trigger'),
      import('@/lib/on-demand'),
      import('@mantine/core'),
    ]);
  return { render, TooltipOnDemand, OnDemandTrigger, onDemand, Popover };
}

describe('TooltipOnDemand', () => {
  it('shows the element alone, then its tooltip once the pointer comes over it', async () => {
    const { render, TooltipOnDemand } = await fresh();
    const onPointerEnter = vi.fn();
    render(
      <TooltipOnDemand label="The default template cannot be deleted.">
        <button type="button" onPointerEnter={onPointerEnter}>
          Delete
        </button>
      </TooltipOnDemand>,
    );
    expect(screen.queryByRole('tooltip')).toBeNull();
    fireEvent.pointerEnter(screen.getByRole('button', { name: 'Delete' }));
    expect(onPointerEnter).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(
      'The default template cannot be deleted.',
    );
  });

  it('gives the focus back to the element when it is mounted again inside the tooltip', async () => {
    const { render, TooltipOnDemand } = await fresh();
    render(
      <TooltipOnDemand label="Full name">
        <button type="button">UA</button>
      </TooltipOnDemand>,
    );
    const before = screen.getByRole('button', { name: 'UA' });
    before.focus();
    await vi.waitFor(() => expect(screen.getByRole('button', { name: 'UA' })).not.toBe(before));
    expect(screen.getByRole('button', { name: 'UA' })).toHaveFocus();
    expect(screen.queryByRole('tooltip')).toBeNull();
  });
});

describe('OnDemandTrigger opened by a click', () => {
  it('opens the popover when the element was clicked before its code was there', async () => {
    const { render, OnDemandTrigger, onDemand, Popover } = await fresh();
    let arrive = () => {};
    const popover = onDemand(
      () =>
        new Promise<{ Popover: typeof Popover }>((resolve) => {
          arrive = () => resolve({ Popover });
        }),
    );
    render(
      <OnDemandTrigger
        demand={popover}
        opensOn="click"
        render={(module, trigger, opened) => (
          <module.Popover defaultOpened={opened}>
            <module.Popover.Target>{trigger}</module.Popover.Target>
            <module.Popover.Dropdown>All 249 countries</module.Popover.Dropdown>
          </module.Popover>
        )}
      >
        <button type="button">+246 more</button>
      </OnDemandTrigger>,
    );
    fireEvent.click(screen.getByRole('button', { name: '+246 more' }));
    expect(screen.queryByText('All 249 countries')).toBeNull();
    arrive();
    expect(await screen.findByText('All 249 countries')).toBeVisible();
  });
});
