// Sessions and verified sessions by hour of the period (a line chart), in the reader's time zone.
import { LineChart } from '@mantine/charts';
import '@mantine/charts/styles.css';
import { Card, Stack, Text, Title } from '@mantine/core';
import { memo } from 'react';
import type { HourFigures } from '../figures';

const hourLabel = new Intl.DateTimeFormat(undefined, {
  month: 'short',
  day: 'numeric',
  hour: '2-digit',
});

export const HoursChart = memo(function HoursChart({ hours }: { hours: readonly HourFigures[] }) {
  const data = hours.map((h) => ({
    hour: hourLabel.format(new Date(h.hourMs)),
    Sessions: h.sessions,
    Verified: h.verified,
  }));
  return (
    <Card withBorder padding="md">
      <Stack gap="sm">
        <Title order={3} size="h4">
          By hour
        </Title>
        {data.length === 0 ? (
          <Text size="sm" c="dimmed">
            No sessions.
          </Text>
        ) : (
          <figure aria-label="Sessions and verified sessions by hour" style={{ margin: 0 }}>
            <LineChart
              h={240}
              data={data}
              dataKey="hour"
              series={[
                { name: 'Sessions', color: 'blue.7' },
                { name: 'Verified', color: 'teal.7' },
              ]}
              withDots={false}
              withLegend
              curveType="linear"
              accessibilityLayer={false}
            />
          </figure>
        )}
      </Stack>
    </Card>
  );
});
