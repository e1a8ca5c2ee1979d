// A template's status with what it means for sending, on hover and for screen readers.
import { StatusBadge, type StatusStyle } from '@/components/status-badge';
import type { TemplateStatus } from '@/contracts/otp-templates';

export const TEMPLATE_STATUS_STYLES: Readonly<Record<TemplateStatus, StatusStyle>> = {
  requested: {
    color: 'yellow',
    meaning: 'Awaiting moderation. It cannot send an OTP until it is approved.',
  },
  approved: {
    color: 'green',
    meaning: 'Approved by moderation. Only approved templates can send an OTP.',
  },
  rejected: {
    color: 'red',
    meaning: 'Rejected by moderation. It cannot send an OTP.',
  },
};

export function TemplateStatusBadge({ status }: { status: TemplateStatus }) {
  return <StatusBadge status={status} styles={TEMPLATE_STATUS_STYLES} />;
}
