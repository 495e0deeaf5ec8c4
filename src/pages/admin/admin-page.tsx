import { paths } from '@/config/paths';
import { Inbox } from '@/features/admin/components/inbox';
import { AdminOnlyPage } from './admin-only-page';

export { InsightsPage } from './insights-page';

/** /admin: the firm's inbox, for admins only (AdminOnlyPage). */
export function AdminPage() {
  return (
    <AdminOnlyPage
      title="Inbox"
      description="Messages sent to the team through the contact form."
      path={paths.admin.path}
    >
      {(admin) => <Inbox user={admin} />}
    </AdminOnlyPage>
  );
}
