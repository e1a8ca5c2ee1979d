// A live preview of the message a recipient gets: {code2fa} replaced by a sample code of the chosen length.
import '@mantine/core/styles/NumberInput.layer.css';
import { Group, NumberInput, Paper, Stack, Text } from '@mantine/core';
import { CODE_VARIABLE, characterCount } from '@/contracts/otp-templates';

/** code_digits of Send OTP: 3 to 9. */
export const CODE_DIGITS_MIN = 3;
export const CODE_DIGITS_MAX = 9;

/** A fixed sample, so the preview does not change under the reader's eyes. */
export const sampleCode = (digits: number) => '482915736'.slice(0, digits);

export function TemplatePreview({
  text,
  codeDigits,
  onCodeDigitsChange,
}: {
  text: string;
  codeDigits: number;
  onCodeDigitsChange: (digits: number) => void;
}) {
  const code = sampleCode(codeDigits);
  const index = text.indexOf(CODE_VARIABLE);
  const message =
    index < 0 ? text : text.slice(0, index) + code + text.slice(index + CODE_VARIABLE.length);
  return (
    <Stack gap="xs">
      <Group align="flex-end" gap="sm">
        <NumberInput
          label="Sample code length"
          description="3 to 9 digits, as code_digits when sending"
          min={CODE_DIGITS_MIN}
          max={CODE_DIGITS_MAX}
          clampBehavior="strict"
          allowDecimal={false}
          allowNegative={false}
          value={codeDigits}
          onChange={(value) => {
            const digits = typeof value === 'number' ? value : Number(value);
            if (Number.isInteger(digits) && digits >= CODE_DIGITS_MIN && digits <= CODE_DIGITS_MAX)
              onCodeDigitsChange(digits);
          }}
          w={260}
        />
      </Group>
      <Text size="sm" fw={500} id="template-preview-label">
        Preview
      </Text>
      <Paper
        withBorder
        radius="lg"
        p="md"
        bg="var(--mantine-color-default-hover)"
        maw={360}
        role="region"
        aria-labelledby="template-preview-label"
        aria-live="polite"
      >
        {text.trim() === '' ? (
          <Text size="sm" c="dimmed">
            The message appears here as you type.
          </Text>
        ) : (
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            <bdi>{message}</bdi>
          </Text>
        )}
      </Paper>
      <Text size="xs" c="dimmed">
        {index < 0
          ? `Without ${CODE_VARIABLE} the message would carry no code.`
          : `The recipient reads ${characterCount(message)} characters with a ${codeDigits}-digit code.`}
      </Text>
    </Stack>
  );
}
