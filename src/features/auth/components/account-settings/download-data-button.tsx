import Button from '@mui/material/Button';
import { paths } from '@/config/paths';
import { site } from '@/config/site';
import { downloadFile } from '@/lib/download-file';
import { currentAccountRecord } from '../../api/account-client';
import { useAccountRequest } from '../../hooks/use-account-request';
import { FormError } from './form-error';

export interface DownloadDataButtonProps {
  /** Reads the profile fresh from the server (the profile feature's api, passed in by the page). */
  loadProfile: () => Promise<unknown>;
  /** Reads the requests sent from the account's verified address (with their conversations) and the bookings made from it. */
  loadRequests: () => Promise<{ requests: unknown; bookings: unknown }>;
  offline: boolean;
}

/** The file's name, e.g. lagoon-ridge-account-2026-11-23.json. */
export function exportFileName(now: Date): string {
  const prefix = site.shortName.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  return `${prefix}-account-${now.toISOString().slice(0, 10)}.json`;
}

/**
 * "Download my data": the account fields the app knows, the profile, and the requests sent from the
 * verified address with their conversations, as one JSON file.
 */
export function DownloadDataButton({
  loadProfile,
  loadRequests,
  offline,
}: DownloadDataButtonProps) {
  const { pending, error, send } = useAccountRequest({
    logFailureAs: 'Failed to export account data',
  });

  const download = () =>
    send(async () => {
      const now = new Date();
      const data = {
        exportedAt: now.toISOString(),
        controller: { name: site.legalName, email: site.email },
        privacyNotice: new URL(paths.privacy.getHref(), site.url).href,
        account: currentAccountRecord(),
        profile: await loadProfile(),
        ...(await loadRequests()),
      };
      downloadFile(exportFileName(now), `${JSON.stringify(data, null, 2)}\n`, 'application/json');
    });

  return (
    <>
      <FormError message={error} />
      <div>
        <Button variant="outlined" onClick={() => void download()} disabled={pending || offline}>
          {pending ? 'Preparing...' : 'Download my data'}
        </Button>
      </div>
    </>
  );
}
