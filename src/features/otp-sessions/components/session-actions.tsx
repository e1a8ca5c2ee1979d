// Verify (a code of 3 to 9 digits), Resend and Cancel (each confirmed) for one session. An action the status
// forbids is disabled with the reason; errors about the code land on the code field.
import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { TooltipOnDemand } from '@/components/tooltip-on-demand';
import { notify } from '@/lib/notify';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type ReactNode } from 'react';
import {
  OTP_LIMITS,
  verifyOtpRequestSchema,
  type OtpSession,
  type VerifyOtpInput,
} from '@/contracts/otp-sessions';
import { errorMessage, isApiError } from '@/lib/errors';
import { useSchemaForm } from '@/lib/use-schema-form';
import { otpSessionQueryOptions, useCancelOtp, useResendOtp, useVerifyOtp } from '../api';
import { ErrorExplanation } from '@/components/error-explanation';
import { codeFieldError } from '../errors';
import { actionRefusal } from '../statuses';
import { CHANNEL_LABELS } from './sessions-table';
import { openConfirm } from '@/components/confirm';

interface ActionProblem {
  title: string;
  error: unknown;
}

/** A button that does what it says, or, when `refusal` is set, stays focusable and says why it cannot. */
function ActionButton({
  refusal,
  reasonId,
  children,
  ...props
}: {
  refusal: string | undefined;
  reasonId: string;
  children: ReactNode;
  onClick?: () => void;
  type?: 'submit' | 'button';
  loading?: boolean;
  color?: string;
  variant?: string;
}) {
  if (refusal) {
    return (
      <TooltipOnDemand label={refusal} multiline w={260}>
        <Button
          variant={props.variant ?? 'filled'}
          color={props.color}
          data-disabled
          aria-disabled
          aria-describedby={reasonId}
          onClick={(event) => event.preventDefault()}
          type="button"
        >
          {children}
        </Button>
      </TooltipOnDemand>
    );
  }
  return (
    <Button
      type={props.type ?? 'button'}
      variant={props.variant ?? 'filled'}
      color={props.color}
      loading={props.loading}
      onClick={props.onClick}
    >
      {children}
    </Button>
  );
}

const NO_CODE: VerifyOtpInput = { access_code: '' };

export function SessionActions({ session }: { session: OtpSession }) {
  const queryClient = useQueryClient();
  const verify = useVerifyOtp(session.id);
  const resend = useResendOtp(session.id);
  const cancel = useCancelOtp(session.id);
  const [problem, setProblem] = useState<ActionProblem | null>(null);
  const ids = { verify: useId(), resend: useId(), cancel: useId() };
  const form = useSchemaForm(verifyOtpRequestSchema, { values: NO_CODE });

  const refusals = {
    verify: actionRefusal('verify', session.status),
    resend: actionRefusal('resend', session.status),
    cancel: actionRefusal('cancel', session.status),
  };
  const channel = CHANNEL_LABELS[session.channel] ?? session.channel;

  const onVerify = async (code: string) => {
    setProblem(null);
    try {
      await verify.mutateAsync(code);
      form.reset();
      notify({
        color: 'green',
        title: 'Session verified',
        message: 'The code was right: the session is closed with success.',
      });
    } catch (error) {
      const fieldError = isApiError(error) ? error.fieldErrors.access_code?.[0] : undefined;
      if (fieldError) {
        form.refuse({ access_code: fieldError });
        return;
      }
      // The mutation has refreshed the session by now: its tries tell how many are left.
      const fresh = queryClient.getQueryData(otpSessionQueryOptions(session.id).queryKey);
      const triesLeft =
        fresh?.code_tries_used === null || fresh === undefined
          ? undefined
          : Math.max(0, fresh.code_max_tries - fresh.code_tries_used);
      const onField = isApiError(error) ? codeFieldError(error.message, triesLeft) : undefined;
      if (onField) form.refuse({ access_code: onField });
      else setProblem({ title: 'The code was not verified', error });
    }
  };

  const confirmResend = () =>
    void openConfirm({
      title: 'Resend the code?',
      children: (
        <Text size="sm">
          A new code is sent to {session.recipient} by {channel}, valid for {session.code_lifetime}{' '}
          seconds from now. The current code stops working.
        </Text>
      ),
      labels: { confirm: 'Resend code', cancel: 'Keep the current code' },
      closeButtonProps: { 'aria-label': 'Close' },
      onConfirm: () => {
        setProblem(null);
        resend.mutate(undefined, {
          onSuccess: () => {
            form.setError('access_code', undefined);
            notify({
              color: 'green',
              title: 'A new code was sent',
              message: `The previous code of this session no longer works.`,
            });
          },
          onError: (error) => setProblem({ title: 'The code was not resent', error }),
        });
      },
    });

  const confirmCancel = () =>
    void openConfirm({
      title: 'Cancel this session?',
      children: (
        <Text size="sm">
          The session ends as canceled and its code stops working; it costs nothing. This cannot be
          undone.
        </Text>
      ),
      labels: { confirm: 'Cancel session', cancel: 'Keep the session' },
      closeButtonProps: { 'aria-label': 'Close' },
      confirmProps: { color: 'red' },
      onConfirm: () => {
        setProblem(null);
        cancel.mutate(undefined, {
          onSuccess: () =>
            notify({
              color: 'green',
              title: 'Session canceled',
              message: 'The session is canceled; its code no longer works.',
            }),
          onError: (error) => setProblem({ title: 'The session was not canceled', error }),
        });
      },
    });

  const reasons = (['verify', 'resend', 'cancel'] as const).filter((action) => refusals[action]);
  const problemMessage = problem ? errorMessage(problem.error) : '';

  return (
    <Stack gap="md">
      <form
        onSubmit={form.submit(({ access_code }) => void onVerify(access_code))}
        noValidate
        aria-label="Verify the code"
      >
        <Group align="flex-start" gap="sm" wrap="wrap">
          <TextInput
            label="Code"
            description={`${session.code_digits} digits, as the recipient received it (${OTP_LIMITS.accessCodeMin} to ${OTP_LIMITS.accessCodeMax} digits)`}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={OTP_LIMITS.accessCodeMax}
            {...form.input('access_code')}
            disabled={Boolean(refusals.verify)}
            w={280}
          />
          <Group pt={44}>
            <ActionButton
              refusal={refusals.verify}
              reasonId={ids.verify}
              type="submit"
              loading={verify.isPending}
            >
              Verify
            </ActionButton>
          </Group>
        </Group>
      </form>
      <Group gap="sm">
        <ActionButton
          refusal={refusals.resend}
          reasonId={ids.resend}
          variant="light"
          loading={resend.isPending}
          onClick={confirmResend}
        >
          Resend code
        </ActionButton>
        <ActionButton
          refusal={refusals.cancel}
          reasonId={ids.cancel}
          variant="light"
          color="red"
          loading={cancel.isPending}
          onClick={confirmCancel}
        >
          Cancel session
        </ActionButton>
      </Group>
      {reasons.length > 0 && (
        <Stack gap={2}>
          {reasons.map((action) => (
            <Text key={action} id={ids[action]} size="sm" c="dimmed">
              {refusals[action]}
            </Text>
          ))}
        </Stack>
      )}
      {problem && (
        <Alert color="red" role="alert" title={problem.title}>
          <Text size="sm" fw={600}>
            {problemMessage}
          </Text>
          <ErrorExplanation error={problem.error} />
        </Alert>
      )}
    </Stack>
  );
}
