import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { revokeConversationLink } from '../api/lead-replies';
import { useAdminAction } from '../hooks/use-admin-action';

/**
 * The prospect's conversation page, as the team can act on it: its link can be revoked (mailed to a
 * wrong address, forwarded too widely). The old link then opens nothing; the next reply carries a new one.
 */
export function ConversationLinkControl({
  messageId,
  disabled,
}: {
  messageId: string;
  disabled: boolean;
}) {
  const { busy, run } = useAdminAction();
  const [confirming, setConfirming] = useState(false);
  return (
    <Box component="section" aria-labelledby="conversation-link-heading">
      <Typography id="conversation-link-heading" variant="subtitle2" component="h3">
        Their conversation page
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        The acknowledgement and every reply link the prospect to a page with this conversation. If
        the link reached someone else, revoke it: it stops working, and your next reply carries a
        new one.
      </Typography>
      {confirming ? (
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
          <Button
            variant="contained"
            color="error"
            disabled={disabled || busy}
            onClick={() =>
              void run(
                async () => {
                  await revokeConversationLink({ messageId });
                  setConfirming(false);
                },
                {
                  success: {
                    title: 'Link revoked',
                    description: 'The old link opens nothing; your next reply carries a new one.',
                  },
                  failure: 'Not revoked',
                },
              )
            }
          >
            Revoke the link
          </Button>
          <Button disabled={busy} onClick={() => setConfirming(false)}>
            Keep it
          </Button>
        </Stack>
      ) : (
        <Button variant="outlined" disabled={disabled} onClick={() => setConfirming(true)}>
          Revoke the conversation link…
        </Button>
      )}
    </Box>
  );
}
