import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RESPONSE_CHANNEL_LABELS, type FirstResponse, type ResponseChannel } from '@site/contract';
import { recordLeadResponse } from '../api/lead-replies';
import type { SaveLead } from '../hooks/use-lead-save';

/** How an answer given outside the inbox is recorded; e-mail from the inbox records itself. */
const ANSWERED_ELSEWHERE: { channel: ResponseChannel; label: string }[] = [
  { channel: 'phone', label: 'By phone' },
  { channel: 'whatsapp', label: 'By WhatsApp' },
  { channel: 'email', label: 'By e-mail from my mail app' },
];

export interface AnsweredElsewhereProps {
  messageId: string;
  disabled: boolean;
  save: SaveLead;
  /** A way was chosen: the question closes while it is recorded. */
  onChosen: () => void;
  onAnswered: (first: FirstResponse) => void;
}

/** "How did you answer?": records a first answer given by phone, WhatsApp or the admin's mail app. */
export function AnsweredElsewhere({
  messageId,
  disabled,
  save,
  onChosen,
  onAnswered,
}: AnsweredElsewhereProps) {
  return (
    <Box role="group" aria-labelledby="answered-how" sx={{ mt: 1.5 }}>
      <Typography id="answered-how" variant="body2" sx={{ mb: 1 }}>
        How did you answer?
      </Typography>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        {ANSWERED_ELSEWHERE.map(({ channel, label }) => (
          <Button
            key={channel}
            size="small"
            variant="outlined"
            disabled={disabled}
            onClick={() => {
              onChosen();
              save(async () => {
                const first = await recordLeadResponse({ messageId, channel });
                onAnswered({
                  at: new Date(first.firstResponseAt),
                  channel: first.firstResponseChannel,
                  by: null,
                });
              }, `Marked as replied (${RESPONSE_CHANNEL_LABELS[channel]}).`);
            }}
          >
            {label}
          </Button>
        ))}
      </Stack>
    </Box>
  );
}
