import '@/lib/zod-config';
import {
  bookingFieldErrors,
  bookingRequestSchema,
  type BookingAnswer,
  type BookingFieldErrors,
  type BookingKind,
  type BookingSlotList,
  type ListedSlot,
} from '@site/contract';
import { useCallback, useLayoutEffect, useRef, useState, type ChangeEvent } from 'react';
import { nextPaint } from '@/boot/shared';
import { bookingContent } from '@/content/booking';
import { readLeadSource } from '@/lib/lead-source/read-lead-source';
import {
  confirmBooking,
  fetchSlotList,
  holdTime,
  prepareAppCheckToken,
} from '../api/booking-client';

export type BookingFormValues = Record<'name' | 'email' | 'phone' | 'topic', string>;

const emptyValues: BookingFormValues = { name: '', email: '', phone: '', topic: '' };

export type BookingPhase =
  | { name: 'idle' }
  | { name: 'loading'; kind: BookingKind }
  | { name: 'load-failed'; kind: BookingKind }
  | {
      name: 'choosing';
      kind: BookingKind;
      list: BookingSlotList;
      day: string | null;
      slot: string | null;
      /** Until when the picked time is kept for this visitor (a hold answered). */
      heldUntil: Date | null;
    }
  | { name: 'booked'; kind: BookingKind; start: Date; email: string };

/** A token fetched ahead is used for the next request only while it is this fresh. */
const TOKEN_FRESH_MS = 2 * 60_000;

/**
 * Open times fetched ahead are shown on the tap while this fresh; older ones are asked for again. A
 * time taken meanwhile is refused when it is held, with the next free ones (no booking is lost).
 */
const LIST_FRESH_MS = 2 * 60_000;

const texts = bookingContent.picker;

/**
 * Booking on the page: a kind's open times (from the endpoint the page without JavaScript uses), a
 * day, a time (held for the visitor while they fill the form), their details, the booking. One
 * request id per booking, kept across retries, so the function books it once. A taken time is
 * answered with the next free ones; what was typed is never lost.
 */
export function useBookingFlow() {
  const [phase, setPhase] = useState<BookingPhase>({ name: 'idle' });
  const [values, setValues] = useState<BookingFormValues>(emptyValues);
  const [fieldErrors, setFieldErrors] = useState<BookingFieldErrors>({});
  const [notice, setNotice] = useState<string | null>(null);
  const [alternatives, setAlternatives] = useState<ListedSlot[]>([]);
  const [sending, setSending] = useState(false);
  const requestId = useRef<string | null>(null);
  const token = useRef<{ promise: Promise<string>; at: number } | null>(null);
  /** The latest hold: dropped if still unsent when Confirm is tapped, else answered before the booking. */
  const hold = useRef<{ drop: AbortController; answered: Promise<unknown> } | null>(null);
  const ahead = useRef(new Map<BookingKind, { list: Promise<BookingSlotList>; at: number }>());
  /**
   * The state as last rendered, for the handlers the picker and the form receive: they stay the same
   * functions from render to render, so a tap on a day or a time renders only what it changes (the
   * picker's buttons and the form are memoized).
   */
  const latest = useRef({ phase, values, sending });
  useLayoutEffect(() => {
    latest.current = { phase, values, sending };
  });

  /**
   * Asks for `kinds`' open times now, once the page has started, so that the tap on a call shows them
   * without waiting for the network (the budgets' 3G phone: scripts/budgets/booking.ts).
   */
  const prefetch = useCallback((kinds: readonly BookingKind[]) => {
    for (const kind of kinds) {
      if (ahead.current.has(kind)) continue;
      const list = fetchSlotList(kind);
      list.catch(() => undefined);
      ahead.current.set(kind, { list, at: Date.now() });
    }
  }, []);

  /** A token for the next request, fetched now so the tap that needs it waits for nothing else. */
  const prepareToken = () => {
    const promise = prepareAppCheckToken();
    promise.catch(() => undefined);
    token.current = { promise, at: Date.now() };
  };
  const takeToken = () => {
    const ready = token.current;
    token.current = null;
    return ready && Date.now() - ready.at < TOKEN_FRESH_MS ? ready.promise : undefined;
  };

  /** `kind`'s open times: those fetched ahead if fresh (each used once), else from the endpoint. */
  const load = useCallback(async (kind: BookingKind) => {
    setPhase({ name: 'loading', kind });
    const fetched = ahead.current.get(kind);
    ahead.current.delete(kind);
    try {
      const list = await (fetched && Date.now() - fetched.at < LIST_FRESH_MS
        ? fetched.list.catch(() => fetchSlotList(kind))
        : fetchSlotList(kind));
      setPhase({
        name: 'choosing',
        kind,
        list,
        day: list.days[0]?.date ?? null,
        slot: null,
        heldUntil: null,
      });
    } catch (error) {
      console.error('Failed to load the open times', error);
      setPhase({ name: 'load-failed', kind });
    }
  }, []);

  const start = useCallback(
    (kind: BookingKind) => {
      const { phase } = latest.current;
      // Already open for this call: nothing to start. After a booking, the same call starts afresh.
      if ((phase.name === 'loading' || phase.name === 'choosing') && phase.kind === kind) return;
      requestId.current = crypto.randomUUID();
      setNotice(null);
      setAlternatives([]);
      setFieldErrors({});
      void load(kind);
    },
    [load],
  );

  /** A taken time: out of the list, the next free ones offered, the list fetched again behind. */
  const takenAnswer = (answer: Extract<BookingAnswer, { outcome: 'taken' | 'refused' }>) => {
    setNotice(answer.message);
    setAlternatives(answer.alternatives);
    setPhase((current) =>
      current.name === 'choosing' ? { ...current, slot: null, heldUntil: null } : current,
    );
    const { phase } = latest.current;
    if (phase.name === 'choosing') {
      const { kind } = phase;
      fetchSlotList(kind).then(
        (list) =>
          setPhase((current) =>
            current.name === 'choosing' && current.kind === kind ? { ...current, list } : current,
          ),
        () => undefined,
      );
    }
  };

  const chooseDay = useCallback((day: string) => {
    setPhase((current) =>
      current.name === 'choosing' ? { ...current, day, slot: null } : current,
    );
  }, []);

  const chooseTime = useCallback((slot: string, day?: string) => {
    const { phase } = latest.current;
    if (phase.name !== 'choosing' || !requestId.current) return;
    const { kind } = phase;
    setNotice(null);
    setAlternatives([]);
    setPhase({ ...phase, slot, day: day ?? phase.day, heldUntil: null });
    // Kept for the visitor while they type; the form does not wait for it. An earlier time's hold
    // that has not left yet is no longer wanted. Asked for after the frame that shows the form: its
    // first request imports Firebase, no part of the tap.
    hold.current?.drop.abort();
    const drop = new AbortController();
    const wanted = { kind, slot, requestId: requestId.current };
    const painted = nextPaint();
    const answered = painted
      .then(() => (drop.signal.aborted ? null : holdTime(wanted, drop.signal)))
      .then(
        (answer) => {
          if (answer?.outcome === 'held') {
            const heldUntil = new Date(answer.heldUntil);
            setPhase((current) =>
              current.name === 'choosing' && current.slot === slot
                ? { ...current, heldUntil }
                : current,
            );
          } else if (answer?.outcome === 'taken' || answer?.outcome === 'refused') {
            takenAnswer(answer);
          }
        },
        (error: unknown) => console.error('Failed to hold the time', error),
      );
    hold.current = { drop, answered };
    void painted.then(prepareToken);
  }, []);

  const onChange = useCallback((event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const field = event.target.name as keyof BookingFormValues;
    const { value } = event.target;
    setValues((current) => ({ ...current, [field]: value }));
    setFieldErrors((current) => ({ ...current, [field]: undefined }));
  }, []);

  const confirm = useCallback(async () => {
    const { phase, values, sending } = latest.current;
    if (phase.name !== 'choosing' || !phase.slot || !requestId.current || sending) return;
    const request = {
      ...values,
      kind: phase.kind,
      slot: phase.slot,
      requestId: requestId.current,
      page: location.pathname,
      source: readLeadSource(),
    };
    const parsed = bookingRequestSchema.safeParse(request);
    if (!parsed.success) {
      setFieldErrors(bookingFieldErrors(parsed.error));
      return;
    }
    if (!navigator.onLine) {
      setNotice(texts.offline);
      return;
    }
    setSending(true);
    setNotice(null);
    try {
      // One request about this time at once: a hold still unsent is dropped, one on its way answered.
      const held = hold.current;
      hold.current = null;
      held?.drop.abort();
      await held?.answered;
      const answer = await confirmBooking(parsed.data, takeToken());
      switch (answer.outcome) {
        case 'booked':
          setPhase({
            name: 'booked',
            kind: answer.kind,
            start: new Date(answer.start),
            email: parsed.data.email,
          });
          setValues(emptyValues);
          requestId.current = null;
          break;
        case 'taken':
        case 'refused':
          takenAnswer(answer);
          break;
        case 'invalid':
          setFieldErrors(answer.fieldErrors);
          setNotice(answer.message);
          break;
        case 'rate-limited':
          setNotice(answer.message);
          break;
        case 'held':
          break;
      }
    } catch (error) {
      console.error('Failed to book', error);
      setNotice(texts.failed);
    } finally {
      setSending(false);
    }
  }, []);

  return {
    phase,
    values,
    fieldErrors,
    notice,
    alternatives,
    sending,
    start,
    prefetch,
    retry: () => phase.name === 'load-failed' && void load(phase.kind),
    chooseDay,
    chooseTime,
    onChange,
    confirm,
  };
}
