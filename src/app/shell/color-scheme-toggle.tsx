// Light/dark switch; Mantine remembers the choice in localStorage.
import { UnstyledButton, useComputedColorScheme, useMantineColorScheme } from '@mantine/core';

export function ColorSchemeToggle() {
  const { setColorScheme } = useMantineColorScheme();
  const computed = useComputedColorScheme('light', { getInitialValueInEffect: true });
  const next = computed === 'dark' ? 'light' : 'dark';
  return (
    // A native hint (title): a Mantine Tooltip in the header would bring floating-ui into every page's load.
    <UnstyledButton
      className="shell-icon-button"
      aria-label={`Switch to ${next} mode`}
      title={`Switch to ${next} mode`}
      onClick={() => setColorScheme(next)}
    >
      <span aria-hidden="true">{computed === 'dark' ? '☀' : '☾'}</span>
    </UnstyledButton>
  );
}
