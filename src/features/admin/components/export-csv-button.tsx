import Button from '@mui/material/Button';
import { downloadFile } from '@/lib/download-file';
import { inboxCsv } from '../inbox-csv';
import type { Lead } from '@site/contract';

/** Downloads the messages shown (the filters applied) as a CSV file named after today's date. */
export function ExportCsvButton({ messages }: { messages: readonly Lead[] }) {
  const download = () =>
    downloadFile(
      `messages-${new Date().toISOString().slice(0, 10)}.csv`,
      inboxCsv(messages),
      'text/csv',
    );
  return (
    <Button variant="outlined" onClick={download} disabled={messages.length === 0}>
      Export CSV
    </Button>
  );
}
