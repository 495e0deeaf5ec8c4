// The open slots of a kind, as the slot list (the HTML page, the app's JSON) and a refusal's
// alternatives show them: the contract's slot rules over what is booked, held and blocked now.
import type { Firestore } from 'firebase-admin/firestore';
import {
  openSlots,
  slotId,
  slotsByDay,
  type BookingKind,
  type BookingPolicy,
  type BookingSlotList,
  type ListedSlot,
  type SlotContext,
} from '@site/contract';
import { blockedTimes, takenCells } from './booking-store.js';

const DAY_MS = 24 * 60 * 60_000;

/** What is booked, held and blocked from `now` to the horizon (a day more, for Lagos days' ends). */
export async function loadSlotContext(
  db: Firestore,
  policy: BookingPolicy,
  now: Date,
): Promise<SlotContext> {
  const until = new Date(now.getTime() + (policy.horizonDays + 1) * DAY_MS);
  const [taken, blocks] = await Promise.all([
    takenCells(db, now, until, now),
    blockedTimes(db, now, until),
  ]);
  return { policy, blocks, taken };
}

export function listedSlot(start: Date): ListedSlot {
  return { id: slotId(start), start: start.toISOString() };
}

/** The open slots of `kind`, by Lagos day, as the app receives them. */
export function slotList(kind: BookingKind, now: Date, context: SlotContext): BookingSlotList {
  return {
    kind,
    lengthMinutes: context.policy.lengthMinutes[kind],
    holdMinutes: context.policy.holdMinutes,
    days: slotsByDay(openSlots(kind, now, context)).map((day) => ({
      date: day.date,
      slots: day.slots.map(listedSlot),
    })),
  };
}
