import Container from '@mui/material/Container';
import type { ComponentProps } from 'react';
import { Seo } from '@/components/seo/seo';
import { AdminGate } from '@/features/admin/components/admin-gate';
import { RequireSession } from '@/features/auth/components/require-session';

export interface AdminOnlyPageProps {
  title: string;
  description: string;
  path: string;
  /** The page, for an admin. */
  children: ComponentProps<typeof AdminGate>['children'];
}

/**
 * The frame of the team's pages (/admin, /admin/insights): never indexed; signed-out visitors go to
 * /auth and come back; a signed-in account without the admin claim is told so (AdminGate). Nothing of
 * it is prerendered or in the sitemap (src/config/paths.ts).
 */
export function AdminOnlyPage({ title, description, path, children }: AdminOnlyPageProps) {
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 6 } }}>
      <Seo title={title} description={description} path={path} noIndex />
      <RequireSession>{(user) => <AdminGate user={user}>{children}</AdminGate>}</RequireSession>
    </Container>
  );
}
