import Container from '@mui/material/Container';
import { Seo } from '@/components/seo/seo';
import { paths } from '@/config/paths';
import { AdminGate } from '@/features/admin/components/admin-gate';
import { Inbox } from '@/features/admin/components/inbox';
import { RequireSession } from '@/features/auth/components/require-session';

export { InsightsPage } from './insights-page';

/**
 * /admin: the firm's inbox. Signed-out visitors go to /auth and come back; a signed-in account without
 * the admin claim is told so. Nothing of it is prerendered or in the sitemap (src/config/paths.ts).
 */
export function AdminPage() {
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 6 } }}>
      <Seo
        title="Inbox"
        description="Messages sent to the team through the contact form."
        path={paths.admin.path}
        noIndex
      />
      <RequireSession>
        {(user) => <AdminGate user={user}>{(admin) => <Inbox user={admin} />}</AdminGate>}
      </RequireSession>
    </Container>
  );
}
