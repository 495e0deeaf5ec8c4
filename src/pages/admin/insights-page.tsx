import { paths } from '@/config/paths';
import { Insights } from '@/features/admin/components/insights';
import { AdminOnlyPage } from './admin-only-page';

/** /admin/insights: what brings leads, and how the site does for visitors. Admins only, as /admin. */
export function InsightsPage() {
  return (
    <AdminOnlyPage
      title="Insights"
      description="Where the firm's leads come from, and how fast the site is for visitors."
      path={paths.adminInsights.path}
    >
      {() => <Insights />}
    </AdminOnlyPage>
  );
}
