import type { FirstResponse, Lead } from '@site/contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { SaveLead } from '../hooks/use-lead-save';
import { TRIAGE_LABELS, TRIAGE_STATES } from '../triage';
import { AnsweredElsewhere } from './answered-elsewhere';

export interface TriageButtonsProps {
  message: Lead;
  disabled: boolean;
  save: SaveLead;
  onAnswered: (first: FirstResponse) => void;
}

/** The lead's status, one button a state; Replied on a lead never answered first asks how. */
export function TriageButtons({ message, disabled, save, onAnswered }: TriageButtonsProps) {
  // Replied, on a lead never answered: ask how it was (no menu component: the inbox shares no chunk
  // with visitors' pages, and a menu's would).
  const [askHow, setAskHow] = useState(false);
  return (
    <Box role="group" aria-labelledby="triage-label">
      <Typography id="triage-label" variant="subtitle2" component="h3" sx={{ mb: 1 }}>
        Status
      </Typography>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        {TRIAGE_STATES.map((status) => (
          <Button
            key={status}
            variant={message.triage === status ? 'contained' : 'outlined'}
            aria-pressed={message.triage === status}
            // A first answer given outside the inbox: asked how, and the server stamps it.
            aria-expanded={status === 'replied' && !message.firstResponse ? askHow : undefined}
            disabled={disabled}
            onClick={() =>
              status === 'replied' && !message.firstResponse
                ? setAskHow(!askHow)
                : save({ triage: status }, `Marked as ${TRIAGE_LABELS[status].toLowerCase()}.`)
            }
          >
            {TRIAGE_LABELS[status]}
          </Button>
        ))}
      </Stack>
      {askHow && (
        <AnsweredElsewhere
          messageId={message.id}
          disabled={disabled}
          save={save}
          onChosen={() => setAskHow(false)}
          onAnswered={onAnswered}
        />
      )}
    </Box>
  );
}
