import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SaveLead } from '../hooks/use-lead-save';
import type { Lead } from '@site/contract';

export interface LeadAssignmentProps {
  message: Lead;
  adminEmail: string | null;
  disabled: boolean;
  save: SaveLead;
}

/** Who on the team has the lead: take it, or give it back. */
export function LeadAssignment({ message, adminEmail, disabled, save }: LeadAssignmentProps) {
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <Typography variant="body2">
        Assigned to: <strong>{message.assignedTo ?? 'nobody'}</strong>
      </Typography>
      {adminEmail && message.assignedTo !== adminEmail && (
        <Button
          size="small"
          disabled={disabled}
          onClick={() => save({ assignedTo: adminEmail }, 'Assigned to you.')}
        >
          Assign to me
        </Button>
      )}
      {message.assignedTo && (
        <Button
          size="small"
          disabled={disabled}
          onClick={() => save({ assignedTo: null }, 'Unassigned.')}
        >
          Unassign
        </Button>
      )}
    </Stack>
  );
}
