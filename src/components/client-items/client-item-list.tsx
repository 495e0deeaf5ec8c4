import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useId, useState, type ReactNode } from 'react';
import { formatLagosDate } from '@site/contract';

/**
 * One thing a client has going with the firm, whatever its kind: a request sent through the site (a
 * lead and its conversation), a booking, each opening its own detail.
 */
export interface ClientItem {
  /** Unique across every kind. */
  key: string;
  /** What it is, as the list says it: "Request", "Booking". */
  kind: string;
  date: Date | null;
  title: string;
  /** Where it stands, in a few words. */
  status: string;
  /** What opening it shows, as its button names it: "the conversation", "the booking". */
  detailName: string;
  detail: ReactNode;
}

/** Where items of one kind come from: a feature's reader, passed in by the page. */
export type ClientItemSource = () => Promise<ClientItem[]>;

type State =
  | { status: 'loading' }
  | { status: 'failed'; error: string }
  | { status: 'ready'; items: ClientItem[] };

function Item({ item }: { item: ClientItem }) {
  const [open, setOpen] = useState(false);
  const detailId = useId();
  return (
    <Box
      component="li"
      sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: 2, minWidth: 0 }}
    >
      <Typography variant="body2" color="text.secondary">
        {item.kind}
        {item.date ? `, ${formatLagosDate(item.date)}` : ''}: {item.status}
      </Typography>
      <Typography component="h3" sx={{ fontWeight: 650, overflowWrap: 'anywhere', my: 0.5 }}>
        {item.title}
      </Typography>
      <Button
        size="small"
        aria-expanded={open}
        aria-controls={detailId}
        onClick={() => setOpen((shown) => !shown)}
      >
        {open ? `Hide ${item.detailName}` : `Open ${item.detailName}`}
      </Button>
      <Box id={detailId} hidden={!open} sx={{ mt: open ? 1.5 : 0 }}>
        {open && item.detail}
      </Box>
    </Box>
  );
}

/**
 * Everything a signed-in client has with the firm, newest first, from every source the page gives
 * (each kind's feature reads its own); a source that fails says so and can be tried again.
 */
export function ClientItemList({ sources, empty }: { sources: ClientItemSource[]; empty: string }) {
  const [state, setState] = useState<State>({ status: 'loading' });
  const load = useCallback(async (): Promise<State> => {
    try {
      const items = (await Promise.all(sources.map((source) => source()))).flat();
      items.sort((a, b) => (b.date?.getTime() ?? 0) - (a.date?.getTime() ?? 0));
      return { status: 'ready', items };
    } catch (error) {
      return { status: 'failed', error: error instanceof Error ? error.message : String(error) };
    }
  }, [sources]);
  useEffect(() => {
    let live = true;
    void load().then((next) => live && setState(next));
    return () => {
      live = false;
    };
  }, [load]);

  if (state.status === 'loading') {
    return <CircularProgress size={28} aria-label="Loading your requests" />;
  }
  if (state.status === 'failed') {
    return (
      <Alert
        severity="error"
        action={
          <Button
            color="inherit"
            onClick={() => {
              setState({ status: 'loading' });
              void load().then(setState);
            }}
          >
            Try again
          </Button>
        }
      >
        They could not be loaded: {state.error}
      </Alert>
    );
  }
  if (state.items.length === 0) return <Typography color="text.secondary">{empty}</Typography>;
  return (
    <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
      {state.items.map((item) => (
        <Item key={item.key} item={item} />
      ))}
    </Box>
  );
}
