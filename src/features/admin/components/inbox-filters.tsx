import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { InboxFilter } from '../inbox-filter';
import { TRIAGE_LABELS, TRIAGE_STATUSES } from '../triage';

const DELIVERY_OPTIONS: [value: InboxFilter['delivery'], label: string][] = [
  ['all', 'Any delivery'],
  ['trouble', 'Mail failed or abandoned'],
  ['mail_failed', 'Mail failed, retrying'],
  ['mail_abandoned', 'Mail abandoned'],
  ['sent', 'Mail sent'],
];

/** Status and delivery as native selects (the phone's own picker), and a search box. */
export function InboxFilters({
  filter,
  onChange,
}: {
  filter: InboxFilter;
  onChange: (filter: InboxFilter) => void;
}) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
      <TextField
        type="search"
        label="Search name, e-mail or company"
        value={filter.search}
        onChange={(event) => onChange({ ...filter, search: event.target.value })}
        size="small"
        sx={{ flex: 2 }}
      />
      <TextField
        select
        label="Filter by status"
        value={filter.triage}
        onChange={(event) =>
          onChange({ ...filter, triage: event.target.value as InboxFilter['triage'] })
        }
        size="small"
        slotProps={{ select: { native: true } }}
        sx={{ flex: 1 }}
      >
        <option value="all">All statuses</option>
        {TRIAGE_STATUSES.map((status) => (
          <option key={status} value={status}>
            {TRIAGE_LABELS[status]}
          </option>
        ))}
      </TextField>
      <TextField
        select
        label="Filter by delivery"
        value={filter.delivery}
        onChange={(event) =>
          onChange({ ...filter, delivery: event.target.value as InboxFilter['delivery'] })
        }
        size="small"
        slotProps={{ select: { native: true } }}
        sx={{ flex: 1 }}
      >
        {DELIVERY_OPTIONS.map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </TextField>
    </Stack>
  );
}
