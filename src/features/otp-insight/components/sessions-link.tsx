// A number of the insight page as a link to the 2FA sessions list filtered to what it counts.
import { Anchor } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { OtpStatus } from '@/contracts/otp-sessions';

export interface SessionsFilter {
  from: string;
  to: string;
  status?: OtpStatus;
  channel?: 'sms' | 'viber';
  country?: string;
  recipient?: string;
}

export function SessionsLink({
  filter,
  label,
  children,
}: {
  filter: SessionsFilter;
  /** What the link opens, for its accessible name ("12 verified sessions in Ukraine"). */
  label: string;
  children: ReactNode;
}) {
  return (
    <Anchor
      renderRoot={(props) => <Link to="/otp/sessions" search={filter} {...props} />}
      aria-label={label}
      title={label}
    >
      {children}
    </Anchor>
  );
}
