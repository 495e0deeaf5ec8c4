import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { InboxFilter } from '../inbox-filter';
import { MAIL_STATE_LABELS, MAIL_TROUBLE_LABEL, TRIAGE_LABELS, TRIAGE_STATES } from '../triage';

const TRIAGE_OPTIONS: [value: InboxFilter['triage'], label: string][] = [
  ['all', 'All statuses'],
  ...TRIAGE_STATES.map((status): [InboxFilter['triage'], string] => [
    status,
    TRIAGE_LABELS[status],
  ]),
];

const MAIL_OPTIONS: [value: InboxFilter['mail'], label: string][] = [
  ['all', 'Any delivery'],
  ['trouble', MAIL_TROUBLE_LABEL],
  ...(['mail_failed', 'mail_abandoned', 'sent'] as const).map(
    (state): [InboxFilter['mail'], string] => [state, MAIL_STATE_LABELS[state]],
  ),
];

/** A native select (the phone's own picker) over `options`. */
function FilterSelect<Value extends string>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: Value;
  options: readonly [Value, string][];
  onChange: (value: Value) => void;
}) {
  return (
    <TextField
      select
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value as Value)}
      size="small"
      slotProps={{ select: { native: true } }}
      sx={{ flex: 1 }}
    >
      {options.map(([option, text]) => (
        <option key={option} value={option}>
          {text}
        </option>
      ))}
    </TextField>
  );
}

/** Status and delivery as selects, and a search box. */
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
      <FilterSelect
        label="Filter by status"
        value={filter.triage}
        options={TRIAGE_OPTIONS}
        onChange={(triage) => onChange({ ...filter, triage })}
      />
      <FilterSelect
        label="Filter by delivery"
        value={filter.mail}
        options={MAIL_OPTIONS}
        onChange={(mail) => onChange({ ...filter, mail })}
      />
    </Stack>
  );
}
