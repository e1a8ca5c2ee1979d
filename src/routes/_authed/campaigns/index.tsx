// /campaigns: open a campaign by its id; the campaigns this account stopped in this browser.
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { OpenCampaign } from '@/features/campaigns/components/open-campaign';
import { stopOutcomeAccount } from '@/features/campaigns/stop-outcomes';

export const Route = createFileRoute('/_authed/campaigns/')({
  component: CampaignsRoute,
});

function CampaignsRoute() {
  const navigate = useNavigate();
  const { session } = Route.useRouteContext();
  return (
    <OpenCampaign
      account={stopOutcomeAccount(session)}
      onOpen={(campaignId) =>
        void navigate({ to: '/campaigns/$campaignId', params: { campaignId: String(campaignId) } })
      }
    />
  );
}
