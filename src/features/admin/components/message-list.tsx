import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formatLagosTime, hasMailTrouble, isWaiting, type Lead } from '@site/contract';
import { responseTime } from '../response-time';
import { MAIL_STATE_LABELS, TRIAGE_LABELS } from '../triage';

/** How long a waiting lead has waited, marked past the first-response target (counted once). */
function WaitingChip({ message, now }: { message: Lead; now: Date }) {
  const waiting = responseTime(message, now);
  return (
    <Chip
      size="small"
      // Past the first-response target: the lead the firm risks losing.
      color={waiting?.overdue ? 'error' : 'default'}
      variant={waiting?.overdue ? 'filled' : 'outlined'}
      label={waiting?.text}
    />
  );
}

/** The messages as rows: who, their company, the subject, when, and what state it is in. */
export function MessageList({
  messages,
  total,
  openId,
  onOpen,
}: {
  messages: readonly Lead[];
  total: number;
  openId: string | null;
  onOpen: (id: string) => void;
}) {
  const now = new Date();
  if (messages.length === 0) {
    return (
      <Typography color="text.secondary" role="status" sx={{ py: 4 }}>
        {total === 0 ? 'No messages yet.' : 'No message matches these filters.'}
      </Typography>
    );
  }
  return (
    <Paper variant="outlined" sx={{ borderRadius: 3, overflow: 'hidden' }}>
      <List disablePadding aria-label={`Messages, ${messages.length} shown`}>
        {messages.map((message) => (
          <ListItem key={message.id} disablePadding divider>
            <ListItemButton
              selected={message.id === openId}
              aria-current={message.id === openId ? 'true' : undefined}
              onClick={() => onOpen(message.id)}
              sx={{ display: 'block', py: 1.5 }}
              data-message-id={message.id}
            >
              <Box sx={{ display: 'flex', gap: 1, alignItems: 'baseline' }}>
                <Typography
                  component="span"
                  sx={{ fontWeight: message.triage === 'new' ? 700 : 500, flex: 1, minWidth: 0 }}
                  noWrap
                >
                  {message.name}
                  {message.company && (
                    <Typography component="span" color="text.secondary">
                      {' · '}
                      {message.company}
                    </Typography>
                  )}
                </Typography>
                <Typography component="span" variant="body2" color="text.secondary" noWrap>
                  {formatLagosTime(message.createdAt)}
                </Typography>
              </Box>
              <Typography variant="body2" noWrap>
                {message.subject}
              </Typography>
              <Box sx={{ display: 'flex', gap: 0.75, mt: 0.75, flexWrap: 'wrap' }}>
                <Chip
                  size="small"
                  label={TRIAGE_LABELS[message.triage]}
                  color={message.triage === 'new' ? 'primary' : 'default'}
                  variant={message.triage === 'new' ? 'filled' : 'outlined'}
                />
                {isWaiting(message) && <WaitingChip message={message} now={now} />}
                {hasMailTrouble(message) && (
                  <Chip
                    size="small"
                    color="error"
                    // Filled: white on its own red (4.98:1) whatever the row's state. Outlined, its
                    // red text read 3.9:1 on an open row under the pointer (light scheme; the row's
                    // background read in the browser), and axe did not report it.
                    variant="filled"
                    label={MAIL_STATE_LABELS[message.mail.notification.state]}
                  />
                )}
              </Box>
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </Paper>
  );
}
