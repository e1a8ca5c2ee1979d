// The shell: navigation to each area, the header with the key in use, the colour scheme and sign-out. It brings
// what only signed-in pages use: the rest of Mantine's styles and the confirmations' host.
import '@/styles/mantine-shell.css';
import { Anchor, Box, Burger, Button, Group, useMantineColorScheme } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link, useNavigate, useRouterState } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
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

/** The navigation's id, which the header's button controls on a phone. */
const NAV_ID = 'main-navigation';

export function Shell({ session, headerExtra, children }: AppLayoutProps) {
  const [opened, { toggle, close }] = useDisclosure();
  const burger = useRef<HTMLButtonElement>(null);
  // On a phone, Escape closes the open navigation and gives the focus back to its button.
  useEffect(() => {
    if (!opened) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      close();
      burger.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [opened, close]);
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
      {/* Laid out by src/styles/shell-layout.css, the rules the static frame of index.html is painted with. The
          header keeps its place when a dialog's scroll lock pads the page (react-remove-scroll's class). */}
      <header className="shell-header right-scroll-bar-position">
        <a className="skip-link" href={`#${MAIN_CONTENT_ID}`}>
          Skip to content
        </a>
        {/* On a phone the controls keep their size and the console's name gives way (shorter, then cut). */}
        <Group gap="xs" wrap="nowrap" miw={0} style={{ flex: '1 1 auto' }}>
          <Burger
            ref={burger}
            opened={opened}
            onClick={toggle}
            hiddenFrom="sm"
            size="sm"
            aria-label="Toggle navigation"
            aria-expanded={opened}
            aria-controls={NAV_ID}
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
      </header>
      <nav
        id={NAV_ID}
        className="shell-nav"
        data-opened={opened || undefined}
        aria-label="Main navigation"
      >
        {NAV_GROUPS.map((group) => (
          <div key={group} className="shell-section">
            <p className="shell-group">{group}</p>
            {NAV_ITEMS.filter((item) => item.group === group).map((item) => {
              const active =
                item.to === '/'
                  ? pathname === '/'
                  : pathname === item.to || pathname.startsWith(`${item.to}/`);
              return (
                <Link
                  key={item.to}
                  to={item.to}
                  className="shell-link mantine-focus-auto"
                  // The router marks only the page itself; a page under an area marks the area too.
                  activeOptions={{ exact: true, includeSearch: false }}
                  aria-current={active ? 'page' : undefined}
                  onClick={close}
                >
                  {item.label}
                  <span>{item.description}</span>
                </Link>
              );
            })}
          </div>
        ))}
      </nav>
      <main id={MAIN_CONTENT_ID} className="shell-main" tabIndex={-1}>
        <OfflineBanner />
        {session.key_type === 'test' && <TestKeyNotice />}
        {/* After a sign-in the shell mounts with the page: the shell paints first. */}
        {children ?? <DeferredOutlet fallback={<RoutePending />} />}
      </main>
    </>
  );
}
