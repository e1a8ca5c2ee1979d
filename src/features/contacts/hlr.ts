// What each HLR status of a contact means, and its colour (among those whose light badge passes WCAG AA
// with the theme as it is; stock green and orange do not).
import type { StatusStyle } from '@/components/status-badge';
import type { HlrStatus } from '@/contracts/contacts';

export const HLR_STATUS_STYLES: Readonly<Record<HlrStatus, StatusStyle>> = {
  sent: {
    color: 'blue',
    label: 'Check sent',
    meaning: 'An HLR request for the number was sent to the network; the result is not in yet.',
  },
  active: {
    color: 'cyan',
    label: 'Active',
    meaning: 'The number is active in a mobile network.',
  },
  absent: {
    color: 'grape',
    label: 'Absent',
    meaning: 'The number exists, but the phone is switched off or out of coverage.',
  },
  unknown: {
    color: 'gray',
    label: 'Unknown',
    meaning: 'The network did not say whether the number exists.',
  },
  failed: {
    color: 'red',
    label: 'Failed',
    meaning: 'The HLR check failed: the number may not exist, or the network refused the request.',
  },
};

const BY_STATUS = new Map<string, StatusStyle>(Object.entries(HLR_STATUS_STYLES));

/** The style of a status as the platform wrote it; undefined for a status the spec does not name. */
export function hlrStyle(status: string): StatusStyle | undefined {
  return BY_STATUS.get(status.toLowerCase());
}
