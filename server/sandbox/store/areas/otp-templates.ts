// Tables and seed data of the sandbox's OTP message templates.
import type { StoreArea } from '../area.ts';

export const otpTemplatesArea: StoreArea = {
  name: 'otp-templates',
  // Sessions (area "otp") read this table to send: keep its columns stable.
  schema: `
    CREATE TABLE otp_templates (
      id INTEGER PRIMARY KEY,
      account_id INTEGER NOT NULL REFERENCES accounts(id),
      name TEXT NOT NULL,
      text TEXT NOT NULL,
      countries TEXT NOT NULL,
      status TEXT NOT NULL CHECK (status IN ('requested', 'approved', 'rejected')),
      is_default INTEGER NOT NULL DEFAULT 0,
      test_only INTEGER NOT NULL DEFAULT 0,
      updated_at INTEGER NOT NULL,
      UNIQUE (account_id, name)
    );
    CREATE INDEX otp_templates_account_status ON otp_templates (account_id, status);
  `,
  seed() {},
};
