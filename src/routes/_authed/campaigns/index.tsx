// /campaigns: open a campaign by its id; the campaigns stopped in this session.
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { OpenCampaign } from '@/features/campaigns/components/open-campaign';

export const Route = createFileRoute('/_authed/campaigns/')({
  component: CampaignsRoute,
});

function CampaignsRoute() {
  const navigate = useNavigate();
  return (
    <OpenCampaign
      onOpen={(campaignId) =>
        void navigate({ to: '/campaigns/$campaignId', params: { campaignId: String(campaignId) } })
      }
    />
  );
}
