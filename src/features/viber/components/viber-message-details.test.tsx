// The message card: fields of the record, and a timeline whose last step is the SMS of a cascaded message.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { render } from '@/test/render';
import { viberStatusRecordSchema } from '@/contracts/viber';
import { ViberMessageDetails } from './viber-message-details';

const record = (wire: Record<string, unknown>) =>
  viberStatusRecordSchema.parse({
    error: '0',
    msisdn: '380501234567',
    reference: 'INV1',
    time_in: '2025-11-02 10:00:00',
    time_sent: '2025-11-02 10:00:05',
    time_dr: '2025-11-02 10:01:00',
    status: 'read',
    price: 0.0345,
    currency: 'EUR',
    ...wire,
  });

describe('ViberMessageDetails', () => {
  it('shows the record: phone number, reference, result code and exact price', () => {
    render(<ViberMessageDetails record={record({})} title="Message 1" />);
    expect(screen.getByRole('heading', { name: 'Message 1' })).toBeVisible();
    expect(screen.getByText('380501234567')).toBeVisible();
    expect(screen.getByText('INV1')).toBeVisible();
    expect(screen.getByText('0 (success)')).toBeVisible();
    expect(screen.getByText('0.0345 EUR')).toBeVisible();
    expect(screen.getByText('Delivered, then read')).toBeVisible();
    expect(screen.queryByText(/instead/)).toBeNull();
  });

  it('shows the SMS of a cascaded message as the last step of the timeline', () => {
    render(
      <ViberMessageDetails
        record={record({
          status: 'undelivered',
          time_dr: null,
          price: 0,
          alt_route: [{ channel: 'SMS', id: 9100, status: 'scheduled', price: '0.0412000' }],
        })}
        title="Message 2"
      />,
    );
    expect(screen.getByText('Also sent by SMS (alternative route)')).toBeVisible();
    expect(
      screen.getByText(
        'SMS message 9100: Scheduled — The SMS is queued and has not been sent yet.',
      ),
    ).toBeVisible();
    expect(screen.getByText('Viber status: Undelivered')).toBeVisible();
    const step = screen
      .getByText('Sent by SMS (alternative route)')
      .closest('.mantine-Timeline-item');
    expect(step).not.toBeNull();
    const inStep = within(step as HTMLElement);
    expect(inStep.getByText('9100')).toBeVisible();
    expect(inStep.getByText('Price: 0.0412 EUR')).toBeVisible();
    expect(inStep.getByText('Scheduled')).toBeVisible();
  });

  it('describes the cascade from the SMS route own status, never contradicting a Read Viber status', () => {
    render(
      <ViberMessageDetails
        record={record({
          status: 'read',
          alt_route: [{ channel: 'sms', id: 9200, status: 'delivered', price: '0.0412000' }],
        })}
        title="Message 4"
      />,
    );
    expect(screen.getByText('Read', { selector: 'dd' })).toBeVisible();
    expect(screen.getByText('Delivered, then read')).toBeVisible();
    expect(
      screen.getByText('SMS message 9200: Delivered — The SMS reached the phone.'),
    ).toBeVisible();
    expect(screen.queryByText(/did not deliver|not delivered|instead/i)).toBeNull();
  });

  it('says plainly when the result code is not success', () => {
    render(<ViberMessageDetails record={record({ error: 7 })} title="Message 3" />);
    expect(screen.getByText('7 (the platform reported an error)')).toBeVisible();
  });
});
