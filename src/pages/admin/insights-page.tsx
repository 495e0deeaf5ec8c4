import Container from '@mui/material/Container';
import { Seo } from '@/components/seo/seo';
import { paths } from '@/config/paths';
import { AdminGate } from '@/features/admin/components/admin-gate';
import { Insights } from '@/features/admin/components/insights';
import { RequireSession } from '@/features/auth/components/require-session';

/** /admin/insights: what brings leads, and how the site does for visitors. Admins only, as /admin. */
export function InsightsPage() {
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 6 } }}>
      <Seo
        title="Insights"
        description="Where the firm's leads come from, and how fast the site is for visitors."
        path={paths.adminInsights.path}
        noIndex
      />
      <RequireSession>
        {(user) => <AdminGate user={user}>{() => <Insights />}</AdminGate>}
      </RequireSession>
    </Container>
  );
}
