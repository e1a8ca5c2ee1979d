// The sentence that says what an error means and what to do next, with a link to the place to act when there
// is one: shown beside the platform's own words wherever the console shows an error. Loaded with the first error
// shown (error-explanation.tsx), with its table of explanations.
import { Anchor, Text } from '@mantine/core';
import { Link, linkOptions, type LinkOptions } from '@tanstack/react-router';
import {
  ERROR_ACTION_LABELS,
  explainFailure,
  type ErrorAction,
  type ErrorExplanation,
} from '@/contracts/error-explanations';
import { isApiError } from '@/lib/errors';

/**
 * What an error means and what to do next (the table beside the contracts), for any thrown value; undefined
 * when the console has nothing to add to the error's own words.
 */
function explainError(error: unknown): ErrorExplanation | undefined {
  if (!isApiError(error)) return undefined;
  return explainFailure({ kind: error.kind, status: error.status, messages: error.messages });
}

/** Where each action's link goes: one of the console's pages, with the list's filter where it names one. */
const ACTION_TARGETS: Readonly<Record<ErrorAction, LinkOptions>> = {
  'pending-sessions': linkOptions({ to: '/otp/sessions', search: { status: 'pending' } }),
  sessions: linkOptions({ to: '/otp/sessions' }),
  'send-otp': linkOptions({ to: '/otp/send' }),
  templates: linkOptions({ to: '/otp/templates' }),
  'requested-templates': linkOptions({ to: '/otp/templates', search: { status: 'requested' } }),
  contacts: linkOptions({ to: '/contacts' }),
  statistics: linkOptions({ to: '/statistics' }),
  'sign-in': linkOptions({ to: '/login' }),
};

function ActionLink({ action }: { action: ErrorAction }) {
  const target = ACTION_TARGETS[action];
  return (
    <Anchor size="sm" renderRoot={(props) => <Link {...target} {...props} />}>
      {ERROR_ACTION_LABELS[action]}
    </Anchor>
  );
}

/** The explanation of `error`, or nothing when there is none to add. */
export function ErrorExplanationText({ error }: { error: unknown }) {
  const explanation = explainError(error);
  if (!explanation) return null;
  return (
    <Text size="sm" data-testid="error-explanation">
      {explanation.text}
      {explanation.action && (
        <>
          {' '}
          <ActionLink action={explanation.action} />
        </>
      )}
    </Text>
  );
}
