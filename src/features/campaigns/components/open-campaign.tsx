// The campaigns page: open a campaign by its id, and the campaigns this account stopped (or tried to) in this
// browser, the latest first.
import '@mantine/core/styles/List.layer.css';
import { Anchor, Button, Group, List, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { openCampaignSchema } from '@/contracts/campaigns';
import { StatusBadge } from '@/components/status-badge';
import { formatDateTime } from '@/lib/format';
import { useSchemaForm } from '@/lib/use-schema-form';
import { CAMPAIGN_STATUS_STYLES } from '../statuses';
import { useStopOutcomes } from '../stop-outcomes';
import { PageHeading } from '@/components/page-heading';
import { CAMPAIGNS_HEADING } from '../headings';

export function OpenCampaign({
  account,
  onOpen,
}: {
  /** Who is signed in: stop outcomes are remembered per account (stopOutcomeAccount). */
  account: string;
  onOpen: (campaignId: number) => void;
}) {
  const form = useSchemaForm(openCampaignSchema, { values: { campaign_id: '' } });
  const stops = useStopOutcomes(account);
  const open = form.submit(({ campaign_id }) => onOpen(campaign_id));

  return (
    <Stack gap="lg" maw={720}>
      <PageHeading heading={CAMPAIGNS_HEADING} />
      <form onSubmit={open} aria-label="Open a campaign" noValidate>
        <Group align="flex-start" gap="sm">
          <TextInput
            label="Campaign id"
            inputMode="numeric"
            autoComplete="off"
            {...form.input('campaign_id')}
            w={220}
          />
          <Button type="submit" mt={25}>
            Open campaign
          </Button>
        </Group>
      </form>
      <Paper withBorder p="md" radius="md" component="section" aria-labelledby="stopped-here">
        <Title order={2} size="h4" id="stopped-here" mb="xs">
          Your stops in this browser
        </Title>
        {stops.length === 0 ? (
          <Text size="sm" c="dimmed">
            None yet. A campaign you stop, or try to, is listed here with the outcome, the latest
            first; this browser remembers it for this account.
          </Text>
        ) : (
          <List spacing="xs" listStyleType="none">
            {stops.map(({ campaignId, outcome }) => (
              <List.Item key={campaignId}>
                <Group gap="sm">
                  <Anchor
                    renderRoot={(props) => (
                      <Link
                        to="/campaigns/$campaignId"
                        params={{ campaignId: String(campaignId) }}
                        {...props}
                      />
                    )}
                  >
                    Campaign {campaignId}
                  </Anchor>
                  {outcome.kind === 'stopped' ? (
                    <>
                      <Text size="sm" style={{ unicodeBidi: 'isolate' }}>
                        {outcome.campaign.name}
                      </Text>
                      <StatusBadge
                        status={outcome.campaign.status}
                        styles={CAMPAIGN_STATUS_STYLES}
                      />
                    </>
                  ) : (
                    <Text size="sm" c="dimmed">
                      Stop refused (HTTP {outcome.status})
                    </Text>
                  )}
                  <Text size="xs" c="dimmed">
                    {formatDateTime(outcome.at)}
                  </Text>
                </Group>
              </List.Item>
            ))}
          </List>
        )}
      </Paper>
    </Stack>
  );
}
