// Message text as text: never markup, direction isolated, and only http(s) addresses turned into links.
import { Anchor, Text, type TextProps } from '@mantine/core';
import { splitLinks } from '@/lib/safe-text';

export function LinkedText({ text, ...props }: { text: string } & TextProps) {
  return (
    <Text
      size="sm"
      {...props}
      style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', unicodeBidi: 'isolate' }}
    >
      {splitLinks(text).map((part, i) =>
        part.kind === 'link' ? (
          <Anchor key={i} href={part.href} target="_blank" rel="noopener noreferrer" inherit>
            {part.text}
          </Anchor>
        ) : (
          <span key={i}>{part.text}</span>
        ),
      )}
    </Text>
  );
}
