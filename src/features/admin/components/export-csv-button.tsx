import Button from '@mui/material/Button';
import { inboxCsv } from '../inbox-csv';
import type { InboxMessage } from '../triage';

/** Downloads the messages shown (the filters applied) as a CSV file named after today's date. */
export function ExportCsvButton({ messages }: { messages: readonly InboxMessage[] }) {
  const download = () => {
    const url = URL.createObjectURL(new Blob([inboxCsv(messages)], { type: 'text/csv' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = `messages-${new Date().toISOString().slice(0, 10)}.csv`;
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  };
  return (
    <Button variant="outlined" onClick={download} disabled={messages.length === 0}>
      Export CSV
    </Button>
  );
}
