import { useSearchParams } from 'react-router-dom';
import { INBOX_MESSAGE_PARAM } from '@site/contract';

/**
 * The message open in the inbox, kept in the address (the contract's `inboxMessageLink`) so an alert's
 * tap opens it; `open(null)` closes it.
 */
export function useOpenMessage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const openId = searchParams.get(INBOX_MESSAGE_PARAM);
  const open = (id: string | null) =>
    setSearchParams(id ? { [INBOX_MESSAGE_PARAM]: id } : {}, { replace: false });
  return { openId, open };
}
