// /otp/templates/new: create an OTP template; on success, back to the list with the newest first.
import { notify } from '@/lib/notify';
import { createFileRoute } from '@tanstack/react-router';
import { CreateTemplatePage } from '@/features/otp-templates/components/create-template-page';
import { requestedTemplatesCountQueryOptions } from '@/features/otp-templates/api';

export const Route = createFileRoute('/_authed/otp/templates/new')({
  // The counter is useful, not essential: the form shows without it.
  loader: ({ context }) =>
    context.queryClient.query(requestedTemplatesCountQueryOptions()).catch(() => undefined),
  component: NewTemplateRoute,
});

function NewTemplateRoute() {
  const navigate = Route.useNavigate();
  return (
    <CreateTemplatePage
      onCreated={(template) => {
        notify({
          color: 'green',
          title: 'Template sent to moderation',
          message: `“${template.name}” (id ${template.template_id}) is listed as requested.`,
        });
        void navigate({ to: '/otp/templates', search: { sort: 'updated_at', way: 'desc' } });
      }}
      onCancel={() => void navigate({ to: '/otp/templates' })}
    />
  );
}
