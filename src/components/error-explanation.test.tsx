// The explanation beside an error: loaded with the first error that can have one, then shown under the error.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OTP_ERRORS } from '@/contracts/otp-sessions';
import { ApiError } from '@/lib/errors';
import { render, renderWithRouter } from '@/test/render';
import { ErrorExplanation } from './error-explanation';

describe('ErrorExplanation', () => {
  it('explains an answer of the platform once its explanations have loaded', async () => {
    const error = new ApiError({
      kind: 'http',
      status: 400,
      shape: 'service',
      message: OTP_ERRORS.channelNotFound,
    });
    render(<ErrorExplanation error={error} />);
    expect(await screen.findByTestId('error-explanation')).toHaveTextContent(
      /not one your account can send by .* Choose SMS or Viber and send again\./,
    );
  });

  it('adds nothing to an error the console has no words for', async () => {
    // The explanations are there (loaded by the test above, or now): still nothing to add.
    render(
      <>
        <ErrorExplanation
          error={new ApiError({ kind: 'http', status: 400, message: OTP_ERRORS.channelNotFound })}
        />
        <ErrorExplanation error={new Error('Something else')} />
      </>,
    );
    expect(await screen.findAllByTestId('error-explanation')).toHaveLength(1);
  });

  it('links to the place to act, with the list filtered where the explanation says so', async () => {
    const error = new ApiError({ kind: 'http', status: 400, message: OTP_ERRORS.pendingLimit });
    renderWithRouter({
      layout: () => <ErrorExplanation error={error} />,
      pages: { '/': () => null },
      at: '/',
    });
    const link = await screen.findByRole('link');
    expect(link).toHaveAttribute('href', '/otp/sessions?status=pending');
    expect(await screen.findByTestId('error-explanation')).toHaveTextContent(
      /Too many sessions are still waiting for a code/,
    );
  });
});
