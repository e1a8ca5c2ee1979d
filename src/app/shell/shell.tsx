// The shell: navigation to each area, the header with the key in use, the colour scheme and sign-out. It brings
// what only signed-in pages use: the rest of Mantine's styles and the confirmations' host.
import '@/styles/mantine-shell.css';
import {
  Anchor,
  AppShell,
  Box,
  Burger,
  Button,
  Group,
  NavLink,
  Text,
  useMantineColorScheme,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link, useNavigate, useRouterState } from '@tanstack/react-router';
import { ConfirmHost } from '@/components/confirm';
import { DeferredOutlet } from '../deferred-outlet';
import { RoutePending } from '../route-pending';
import { useSignOut } from '@/features/auth/api';
import { AccountBadge } from './account-badge';
import { MAIN_CONTENT_ID, type AppLayoutProps } from './app-layout';
import { ColorSchemeToggle } from './color-scheme-toggle';
import { NAV_GROUPS, NAV_ITEMS } from './nav-items';
import { OfflineBanner } from './offline-banner';
import { TestKeyNotice } from './test-key-notice';

export function Shell({ session, headerExtra, children }: AppLayoutProps) {
  const [opened, { toggle, close }] = useDisclosure();
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const navigate = useNavigate();
  const signOut = useSignOut();
  const { colorScheme, setColorScheme } = useMantineColorScheme();

  const onSignOut = () =>
    signOut.mutate(undefined, {
      onSettled: () => {
        // Clear-Site-Data emptied the storage; the colour scheme is a preference of the person, not of the session.
        setColorScheme(colorScheme);
        void navigate({ to: '/login', search: {}, replace: true });
      },
    });

  return (
    <>
      <ConfirmHost />
      <AppShell
        header={{ height: 56 }}
        navbar={{ width: 260, breakpoint: 'sm', collapsed: { mobile: !opened } }}
        padding="md"
      >
        <AppShell.Header>
          <a className="skip-link" href={`#${MAIN_CONTENT_ID}`}>
            Skip to content
          </a>
          {/* On a phone the controls keep their size and the console's name gives way (shorter, then cut). */}
          <Group h="100%" px={{ base: 'xs', xs: 'md' }} gap="xs" wrap="nowrap">
            <Group gap="xs" wrap="nowrap" miw={0} style={{ flex: '1 1 auto' }}>
              <Burger
                opened={opened}
                onClick={toggle}
                hiddenFrom="sm"
                size="sm"
                aria-label="Toggle navigation"
              />
              <Anchor
                component={Link}
                to="/"
                c="inherit"
                underline="never"
                fw={700}
                size="lg"
                truncate="end"
                miw={0}
              >
                <Box component="span" visibleFrom="xs">
                  Messaging Console
                </Box>
                <Box component="span" hiddenFrom="xs">
                  Console
                </Box>
              </Anchor>
            </Group>
            <Group gap="xs" wrap="nowrap" style={{ flexShrink: 0 }}>
              {headerExtra}
              <AccountBadge session={session} />
              <ColorSchemeToggle />
              <Button variant="default" size="sm" loading={signOut.isPending} onClick={onSignOut}>
                Sign out
              </Button>
            </Group>
          </Group>
        </AppShell.Header>
        <AppShell.Navbar p="xs" aria-label="Main navigation">
          <Box mih={0} style={{ flex: 1, overflowY: 'auto' }}>
            {NAV_GROUPS.map((group) => (
              <Box key={group} mb="sm">
                <Text size="xs" fw={700} c="dimmed" tt="uppercase" px="sm" py={4}>
                  {group}
                </Text>
                {NAV_ITEMS.filter((item) => item.group === group).map((item) => {
                  const active =
                    item.to === '/'
                      ? pathname === '/'
                      : pathname === item.to || pathname.startsWith(`${item.to}/`);
                  return (
                    <NavLink
                      key={item.to}
                      component={Link}
                      to={item.to}
                      label={item.label}
                      description={item.description}
                      active={active}
                      aria-current={active ? 'page' : undefined}
                      onClick={close}
                    />
                  );
                })}
              </Box>
            ))}
          </Box>
        </AppShell.Navbar>
        <AppShell.Main id={MAIN_CONTENT_ID} tabIndex={-1}>
          <OfflineBanner />
          {session.key_type === 'test' && <TestKeyNotice />}
          {/* After a sign-in the shell mounts with the page: the shell paints first. */}
          {children ?? <DeferredOutlet fallback={<RoutePending />} />}
        </AppShell.Main>
      </AppShell>
    </>
  );
}
