// The campaigns page: open a campaign by its id, and the campaigns stopped in this session.
import { Anchor, Button, Group, List, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useForm } from 'react-hook-form';
import { openCampaignSchema, type OpenCampaignInput } from '@/contracts/campaigns';
import { StatusBadge } from '@/components/status-badge';
import { stoppedCampaigns } from '../api';
import { CAMPAIGN_STATUS_STYLES } from '../statuses';

export function OpenCampaign({ onOpen }: { onOpen: (campaignId: number) => void }) {
  const form = useForm<OpenCampaignInput, unknown, { campaign_id: number }>({
    resolver: zodResolver(openCampaignSchema),
    defaultValues: { campaign_id: '' },
  });
  const queryClient = useQueryClient();
  const stopped = stoppedCampaigns(queryClient);
  const open = form.handleSubmit(({ campaign_id }) => onOpen(campaign_id));

  return (
    <Stack gap="lg" maw={720}>
      <Stack gap={4}>
        <Title order={1}>Campaigns</Title>
        <Text size="sm" c="dimmed">
          Open a campaign to see its messages and to stop it. The id is the one the campaign send
          request returned; every message in the messages list links to its campaign too.
        </Text>
      </Stack>
      <form onSubmit={(event) => void open(event)} aria-label="Open a campaign" noValidate>
        <Group align="flex-start" gap="sm">
          <TextInput
            label="Campaign id"
            inputMode="numeric"
            autoComplete="off"
            {...form.register('campaign_id')}
            error={form.formState.errors.campaign_id?.message}
            w={220}
          />
          <Button type="submit" mt={25}>
            Open campaign
          </Button>
        </Group>
      </form>
      <Paper withBorder p="md" radius="md" component="section" aria-labelledby="stopped-here">
        <Title order={2} size="h4" id="stopped-here" mb="xs">
          Stopped in this session
        </Title>
        {stopped.length === 0 ? (
          <Text size="sm" c="dimmed">
            None yet. A campaign you stop is listed here until you sign out or reload the page.
          </Text>
        ) : (
          <List spacing="xs" listStyleType="none">
            {stopped.map(({ campaign }) => (
              <List.Item key={campaign.id}>
                <Group gap="sm">
                  <Anchor
                    renderRoot={(props) => (
                      <Link
                        to="/campaigns/$campaignId"
                        params={{ campaignId: String(campaign.id) }}
                        {...props}
                      />
                    )}
                  >
                    Campaign {campaign.id}
                  </Anchor>
                  <Text size="sm" style={{ unicodeBidi: 'isolate' }}>
                    {campaign.name}
                  </Text>
                  <StatusBadge status={campaign.status} styles={CAMPAIGN_STATUS_STYLES} />
                </Group>
              </List.Item>
            ))}
          </List>
        )}
      </Paper>
    </Stack>
  );
}
