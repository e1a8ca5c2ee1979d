// A template text as people read it: {code2fa} marked, bidi isolated, hidden characters pointed out.
import '@mantine/core/styles/Mark.layer.css';
import { Mark, Text } from '@mantine/core';
import { TooltipOnDemand } from '@/components/tooltip-on-demand';
import { CODE_VARIABLE } from '@/contracts/otp-templates';
import { hiddenCharacters } from '@/lib/safe-text';

/** `{code2fa}` marked wherever it occurs exactly; the rest as plain text (never as markup). */
export function TemplateText({ text }: { text: string }) {
  const parts = text.split(CODE_VARIABLE);
  return (
    <Text component="span" size="sm" style={{ overflowWrap: 'anywhere' }}>
      <bdi>
        {parts.map((part, index) => (
          // Parts of one string never move, so their position is their identity.
          <span key={index}>
            {part}
            {index < parts.length - 1 && (
              // Isolated left-to-right, so a bidi override around it cannot disguise the variable.
              <Mark
                color="blue"
                px={2}
                dir="ltr"
                style={{ unicodeBidi: 'isolate' }}
                title="Replaced by the one-time code"
              >
                {CODE_VARIABLE}
              </Mark>
            )}
          </span>
        ))}
      </bdi>
    </Text>
  );
}

/** A warning that a text carries characters nobody sees (bidi overrides, zero-width), listed on hover. */
export function HiddenCharactersNote({ text }: { text: string }) {
  const hidden = hiddenCharacters(text);
  if (hidden.length === 0) return null;
  const description = `Contains invisible characters: ${hidden.join(', ')}`;
  return (
    <TooltipOnDemand label={description} multiline w={240}>
      <Text
        component="span"
        size="xs"
        c="var(--console-color-warning-text)"
        tabIndex={0}
        aria-label={description}
      >
        ⚠ hidden characters
      </Text>
    </TooltipOnDemand>
  );
}
