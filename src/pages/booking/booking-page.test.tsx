import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BookingAnswer, BookingSlotList } from '@site/contract';
import { LEAD_SOURCE_KEY } from '@/config/storage-keys';
import { renderWithProviders } from '@/testing/test-utils';
import { fill, setupUser } from '@/testing/user-events';
import { BookingPage } from './booking-page';

vi.mock('@/lib/firebase/app', () => ({
  limitedUseAppCheckToken: vi.fn(() => Promise.resolve('app-check-token')),
}));

/** Thursday 3 and Friday 4 December 2026, a few times each (UTC instants: Lagos is an hour ahead). */
const list: BookingSlotList = {
  kind: 'technical',
  lengthMinutes: 30,
  holdMinutes: 5,
  days: [
    {
      date: '2026-12-03',
      slots: [
        { id: '2026-12-03T10:00Z', start: '2026-12-03T10:00:00.000Z' },
        { id: '2026-12-03T10:30Z', start: '2026-12-03T10:30:00.000Z' },
      ],
    },
    { date: '2026-12-04', slots: [{ id: '2026-12-04T14:00Z', start: '2026-12-04T14:00:00.000Z' }] },
  ],
};

interface Call {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: Record<string, unknown> | null;
}

/** The endpoint, answering from `answers` in turn for each POST; the list for each GET. */
function stubEndpoint(...answers: BookingAnswer[]) {
  const calls: Call[] = [];
  const json = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init: RequestInit = {}) => {
      const call = {
        url,
        method: init.method ?? 'GET',
        headers: (init.headers ?? {}) as Record<string, string>,
        body:
          typeof init.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : null,
      };
      calls.push(call);
      if (call.method === 'GET') return Promise.resolve(json(list));
      if (call.body?.action === 'hold')
        return Promise.resolve(json({ outcome: 'held', heldUntil: '2026-12-01T09:05:00.000Z' }));
      return Promise.resolve(
        json(answers.shift() ?? { outcome: 'refused', message: 'x', alternatives: [] }),
      );
    }),
  );
  return calls;
}

describe('BookingPage', () => {
  beforeEach(() => {
    sessionStorage.clear();
    sessionStorage.setItem(
      LEAD_SOURCE_KEY,
      JSON.stringify({ landingPage: '/booking', utmSource: 'google', utmCampaign: '1234567890' }),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it("keeps the spec's two calls, each a form that asks the endpoint for its times without the app", () => {
    const { container } = renderWithProviders(<BookingPage />, { url: '/booking' });
    expect(screen.getByRole('heading', { level: 2, name: 'Sales call' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Technical call' })).toBeInTheDocument();
    const forms = container.querySelectorAll('form[action="/api/booking"][method="get"]');
    expect(
      [...forms].map((form) => (form.querySelector('[name=kind]') as HTMLInputElement).value),
    ).toEqual(['sales', 'technical']);
    expect(screen.getByRole('button', { name: 'Book a Technical Call' })).toHaveAttribute(
      'type',
      'submit',
    );
    expect(screen.queryByRole('link', { name: /opens in a new tab/ })).toBeNull();
  });

  it('books in three taps and a form: the call, a day, a time; the time held, the source and App Check sent', async () => {
    const calls = stubEndpoint({
      outcome: 'booked',
      bookingId: 'b1',
      kind: 'technical',
      start: '2026-12-04T14:00:00.000Z',
      end: '2026-12-04T14:30:00.000Z',
    });
    const user = setupUser();
    renderWithProviders(<BookingPage />, { url: '/booking' });
    // Both calls' open times are asked for as the page starts, so a tap shows them at once.
    await waitFor(() =>
      expect(calls.map((call) => [call.method, call.url, call.headers.Accept])).toEqual([
        ['GET', '/api/booking?kind=sales', 'application/json'],
        ['GET', '/api/booking?kind=technical', 'application/json'],
      ]),
    );
    await user.click(screen.getByRole('button', { name: 'Book a Technical Call' }));

    const days = await screen.findByRole('group', { name: 'Choose a day' });
    expect(calls).toHaveLength(2);
    // The first day is chosen already: its times show.
    expect(within(days).getByRole('button', { name: 'Thu 3 Dec' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const times = screen.getByRole('group', { name: 'Choose a time' });
    expect(
      within(times)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual([expect.stringMatching(/^11:00 WAT/), expect.stringMatching(/^11:30 WAT/)]);
    await user.click(within(days).getByRole('button', { name: 'Fri 4 Dec' }));
    await user.click(within(times).getByRole('button', { name: /^15:00 WAT/ }));

    await waitFor(() => expect(calls.some((call) => call.body?.action === 'hold')).toBe(true));
    const hold = calls.find((call) => call.body?.action === 'hold')!;
    expect(hold.body).toMatchObject({ kind: 'technical', slot: '2026-12-04T14:00Z' });
    expect(hold.headers['X-Firebase-AppCheck']).toBe('app-check-token');
    expect(
      await screen.findByText(/We are keeping this time for you for 5 minutes\./),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Your details' })).toHaveFocus();

    await fill(user, screen.getByLabelText(/Full Name/), 'Ngozi Eze');
    await fill(user, screen.getByLabelText(/Email Address/), 'ngozi@example.com');
    await user.click(screen.getByRole('button', { name: 'Confirm Booking' }));

    expect(
      await screen.findByRole('heading', { name: 'Your technical call is booked' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Friday 4 December, 15:00 WAT/)).toBeInTheDocument();
    expect(
      screen.getByText(/invitation for your calendar to ngozi@example\.com/),
    ).toBeInTheDocument();
    const book = calls.find((call) => call.body?.action === 'book')!;
    expect(book.body).toMatchObject({
      kind: 'technical',
      slot: '2026-12-04T14:00Z',
      name: 'Ngozi Eze',
      email: 'ngozi@example.com',
      phone: null,
      topic: null,
      requestId: hold.body!.requestId,
      source: { landingPage: '/booking', utmSource: 'google', utmCampaign: '1234567890' },
    });
    expect(book.headers['X-Firebase-AppCheck']).toBe('app-check-token');
  });

  it('asks again for times fetched ahead more than two minutes before the tap', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const calls = stubEndpoint();
      const user = setupUser();
      renderWithProviders(<BookingPage />, { url: '/booking' });
      await waitFor(() => expect(calls).toHaveLength(2));
      vi.setSystemTime(Date.now() + 2 * 60_000 + 1);
      await user.click(screen.getByRole('button', { name: 'Book a Sales Call' }));
      expect(await screen.findByRole('group', { name: 'Choose a day' })).toBeInTheDocument();
      expect(calls.map((call) => call.url)).toEqual([
        '/api/booking?kind=sales',
        '/api/booking?kind=technical',
        '/api/booking?kind=sales',
      ]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('answers a time taken meanwhile with the next free ones, keeping what was typed', async () => {
    stubEndpoint({
      outcome: 'taken',
      message: 'Someone has just booked that time. Please choose another one.',
      alternatives: [{ id: '2026-12-03T10:30Z', start: '2026-12-03T10:30:00.000Z' }],
    });
    const user = setupUser();
    renderWithProviders(<BookingPage />, { url: '/booking' });
    await user.click(screen.getByRole('button', { name: 'Book a Technical Call' }));
    await user.click(await screen.findByRole('button', { name: /^11:00 WAT/ }));
    await fill(user, screen.getByLabelText(/Full Name/), 'Ngozi Eze');
    await fill(user, screen.getByLabelText(/Email Address/), 'ngozi@example.com');
    await user.click(screen.getByRole('button', { name: 'Confirm Booking' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Someone has just booked that time.');
    await user.click(within(alert).getByRole('button', { name: /Thursday 3 December, 11:30 WAT/ }));
    expect(screen.getByLabelText(/Full Name/)).toHaveValue('Ngozi Eze');
    expect(screen.getByText(/Thursday 3 December, 11:30 WAT/)).toBeInTheDocument();
  });

  it('refuses a bad e-mail beside its field before sending anything', async () => {
    const calls = stubEndpoint();
    const user = setupUser();
    renderWithProviders(<BookingPage />, { url: '/booking' });
    await user.click(screen.getByRole('button', { name: 'Book a Sales Call' }));
    await user.click(await screen.findByRole('button', { name: /^11:00 WAT/ }));
    await fill(user, screen.getByLabelText(/Full Name/), 'Ngozi Eze');
    await fill(user, screen.getByLabelText(/Email Address/), 'ngozi@');
    await user.click(screen.getByRole('button', { name: 'Confirm Booking' }));
    expect(screen.getByLabelText(/Email Address/)).toHaveAccessibleDescription(
      'Please enter a valid e-mail address, like name@example.com.',
    );
    expect(calls.filter((call) => call.body?.action === 'book')).toEqual([]);
  });

  it('opens the call named in the address (the contact page links to /booking?kind=sales)', async () => {
    const calls = stubEndpoint();
    renderWithProviders(<BookingPage />, { url: '/booking?kind=sales' });
    expect(await screen.findByRole('group', { name: 'Choose a day' })).toBeInTheDocument();
    expect(calls[0]!.url).toBe('/api/booking?kind=sales');
  });
});
