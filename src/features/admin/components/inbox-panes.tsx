import type { FirstResponse, Lead } from '@site/contract';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { AdminUser, TriageChange } from '../triage';
import { MessageDetail } from './message-detail';
import { MessageList } from './message-list';

export interface InboxPanesProps {
  user: AdminUser;
  /** Every message loaded: the open one is looked up among them, not among those shown. */
  messages: Lead[];
  shown: Lead[];
  openId: string | null;
  readOnly: boolean;
  onOpen: (id: string | null) => void;
  onChange: (id: string, change: TriageChange) => Promise<void>;
  onAnswered: (id: string, first: FirstResponse) => void;
}

/** The list, and the open message beside it (below 900 px, in its place). */
export function InboxPanes({
  user,
  messages,
  shown,
  openId,
  readOnly,
  onOpen,
  onChange,
  onAnswered,
}: InboxPanesProps) {
  const open = messages.find((message) => message.id === openId) ?? null;
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 3,
        // minmax(0, …): a track never grows to its content's longest unbreakable line (a long
        // subject or address), which would make the page scroll sideways on a phone.
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(18rem, 2fr) minmax(0, 3fr)' },
        alignItems: 'start',
      }}
    >
      <Box sx={{ display: { xs: open ? 'none' : 'block', md: 'block' } }}>
        <MessageList
          messages={shown}
          total={messages.length}
          openId={open?.id ?? null}
          onOpen={onOpen}
        />
      </Box>
      {open ? (
        <MessageDetail
          key={open.id}
          message={open}
          readOnly={readOnly}
          adminEmail={user.email}
          onClose={() => onOpen(null)}
          onChange={(change) => onChange(open.id, change)}
          onAnswered={(first) => onAnswered(open.id, first)}
        />
      ) : (
        <Typography color="text.secondary" sx={{ display: { xs: 'none', md: 'block' }, pt: 2 }}>
          {openId
            ? 'That message is not among the ones loaded.'
            : 'Choose a message to read it in full.'}
        </Typography>
      )}
    </Box>
  );
}
