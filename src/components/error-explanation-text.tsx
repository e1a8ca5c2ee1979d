// The sentence that says what an error means and what to do next, with a link to the place to act when there
// is one: shown beside the platform's own words wherever the console shows an error. Loaded with the first error
// shown (error-explanation.tsx), with its table of explanations.
import { Anchor, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
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

function ActionLink({ action }: { action: ErrorAction }) {
  const label = ERROR_ACTION_LABELS[action];
  switch (action) {
    case 'pending-sessions':
      return (
        <Anchor
          size="sm"
          renderRoot={(props) => (
            <Link to="/otp/sessions" search={{ status: 'pending' }} {...props} />
          )}
        >
          {label}
        </Anchor>
      );
    case 'sessions':
      return (
        <Anchor component={Link} to="/otp/sessions" size="sm">
          {label}
        </Anchor>
      );
    case 'send-otp':
      return (
        <Anchor component={Link} to="/otp/send" size="sm">
          {label}
        </Anchor>
      );
    case 'templates':
      return (
        <Anchor component={Link} to="/otp/templates" size="sm">
          {label}
        </Anchor>
      );
    case 'requested-templates':
      return (
        <Anchor
          size="sm"
          renderRoot={(props) => (
            <Link to="/otp/templates" search={{ status: 'requested' }} {...props} />
          )}
        >
          {label}
        </Anchor>
      );
    case 'contacts':
      return (
        <Anchor component={Link} to="/contacts" size="sm">
          {label}
        </Anchor>
      );
    case 'statistics':
      return (
        <Anchor component={Link} to="/statistics" size="sm">
          {label}
        </Anchor>
      );
    case 'sign-in':
      return (
        <Anchor component={Link} to="/login" size="sm">
          {label}
        </Anchor>
      );
  }
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
