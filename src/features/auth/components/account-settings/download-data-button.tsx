import Button from '@mui/material/Button';
import { paths } from '@/config/paths';
import { site } from '@/config/site';
import { currentAccountRecord } from '../../api/account-client';
import { useAccountRequest } from '../../hooks/use-account-request';
import { FormError } from './form-error';

export interface DownloadDataButtonProps {
  /** Reads the profile fresh from the server (the profile feature's api, passed in by the page). */
  loadProfile: () => Promise<unknown>;
  offline: boolean;
}

/** The file's name, e.g. lagoon-ridge-account-2026-11-23.json. */
export function exportFileName(now: Date): string {
  const prefix = site.shortName.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  return `${prefix}-account-${now.toISOString().slice(0, 10)}.json`;
}

function saveJson(fileName: string, data: unknown) {
  const url = URL.createObjectURL(
    new Blob([`${JSON.stringify(data, null, 2)}\n`], { type: 'application/json' }),
  );
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the file to the browser; the URL is no longer needed.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** "Download my data": the account fields the app knows and the profile, as one JSON file. */
export function DownloadDataButton({ loadProfile, offline }: DownloadDataButtonProps) {
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
      };
      saveJson(exportFileName(now), data);
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
