import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONTACT_FORM_FIELDS, CONTACT_HONEYPOT } from '@site/contract';
import { renderWithProviders } from '@/testing/test-utils';
import { ContactSendError } from '../api/contact-errors';
import { contactOutbox } from '../api/outbox';
import { sendContactMessage } from '../api/send-contact-message';
import { ContactForm } from './contact-form';
import { fill, setupUser, type User } from '@/testing/user-events';

vi.mock('../api/send-contact-message', () => ({ sendContactMessage: vi.fn() }));
const send = vi.mocked(sendContactMessage);

async function fillForm(user: User) {
  await fill(user, screen.getByLabelText(/Full Name/), 'Adéwálé Okafor');
  await fill(user, screen.getByLabelText(/Email Address/), 'ade@example.ng');
  await fill(user, screen.getByLabelText(/Subject/), 'Cloud migration');
  await fill(user, screen.getByLabelText(/Message/), 'We run 40 VMs on premises.');
}

function setOnline(online: boolean) {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });
}

describe('ContactForm', () => {
  beforeEach(() => {
    send.mockReset();
    localStorage.clear();
    setOnline(true);
  });
  afterEach(() => setOnline(true));

  it('should require every field in the browser and use an email input', () => {
    renderWithProviders(<ContactForm />);
    for (const label of [/Full Name/, /Email Address/, /Subject/, /Message/]) {
      expect(screen.getByLabelText(label)).toBeRequired();
    }
    expect(screen.getByLabelText(/Email Address/)).toHaveAttribute('type', 'email');
  });

  it('should offer Company and Phone as optional fields, phone as a telephone input', () => {
    renderWithProviders(<ContactForm />);
    const company = screen.getByLabelText('Company (optional)');
    expect(company).not.toBeRequired();
    expect(company).toHaveAttribute('autocomplete', 'organization');
    expect(company).toHaveAttribute('maxlength', '100');
    const phone = screen.getByLabelText('Phone (optional)');
    expect(phone).not.toBeRequired();
    expect(phone).toHaveAttribute('type', 'tel');
    expect(phone).toHaveAttribute('autocomplete', 'tel');
    expect(phone).toHaveAttribute('inputmode', 'tel');
    expect(phone).toHaveAttribute('maxlength', '30');
    expect(phone).toHaveAccessibleDescription(
      'Only to call you back about this message, or on WhatsApp.',
    );
  });

  it("should draw each field and the trap from the contract's description", () => {
    const { container } = renderWithProviders(<ContactForm />);
    for (const field of CONTACT_FORM_FIELDS) {
      // A required field's label ends in MUI's asterisk.
      const control = screen.getByRole('textbox', {
        name: (name) => name.replace(/\s*\*$/, '') === field.label,
      });
      expect(control).toHaveAttribute('name', field.name);
      expect(control).toHaveAttribute('maxlength', String(field.maxLength));
      expect(control.tagName).toBe(field.multiline ? 'TEXTAREA' : 'INPUT');
    }
    const trap = container.querySelector(`input[name="${CONTACT_HONEYPOT.name}"]`);
    expect(trap?.closest('label')?.textContent).toBe(CONTACT_HONEYPOT.label);
  });

  it('should send company and phone when given, and refuse a phone number that is not one', async () => {
    const user = setupUser();
    send.mockResolvedValue({ messageId: 'x', status: 'sent' });
    renderWithProviders(<ContactForm />);
    await fillForm(user);
    await fill(user, screen.getByLabelText('Company (optional)'), ' Lekki Logistics ');
    await fill(user, screen.getByLabelText('Phone (optional)'), '0803 12');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(send).not.toHaveBeenCalled();
    const phone = screen.getByLabelText('Phone (optional)');
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(phone).toHaveAccessibleDescription(
      'Please enter a phone number with 7 to 15 digits, like +234 803 123 4567.',
    );
    await user.type(phone, ' 4567');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    await screen.findByText('Message sent!');
    expect(send.mock.calls[0]?.[0]).toMatchObject({
      company: 'Lekki Logistics',
      phone: '0803 12 4567',
    });
  });

  it('should read Sending... while sending, then clear the fields and toast success', async () => {
    const user = setupUser();
    let resolve: (value: { messageId: string; status: 'sent' }) => void = () => undefined;
    send.mockImplementation(() => new Promise((r) => (resolve = r)));
    window.history.replaceState(null, '', '/contact?subject=Cloud');
    renderWithProviders(<ContactForm />);
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    const sending = screen.getByRole('button', { name: 'Sending...' });
    expect(sending).toBeDisabled();
    const request = send.mock.calls[0]?.[0];
    expect(request).toMatchObject({
      name: 'Adéwálé Okafor',
      email: 'ade@example.ng',
      subject: 'Cloud migration',
      message: 'We run 40 VMs on premises.',
      // Optional fields left empty are sent as not given.
      company: null,
      phone: null,
      // The page path for the admin, without the query.
      page: '/contact',
    });
    expect(request?.messageId).toMatch(/^[0-9a-f-]{36}$/);

    resolve({ messageId: request?.messageId ?? '', status: 'sent' });
    expect(await screen.findByText('Message sent!')).toBeInTheDocument();
    expect(screen.getByText("We'll get back to you within 24 hours.")).toBeInTheDocument();
    expect(screen.getByLabelText(/Full Name/)).toHaveValue('');
    expect(screen.getByLabelText(/Message/)).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  });

  it('should keep the fields, log the error and toast the failure; a retry reuses the message id', async () => {
    const user = setupUser();
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    send.mockRejectedValueOnce(new ContactSendError({ kind: 'failed', cause: new Error('boom') }));
    renderWithProviders(<ContactForm />);
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(await screen.findByText('Error')).toBeInTheDocument();
    expect(
      screen.getByText('Failed to send message. Please try again or contact us directly.'),
    ).toBeInTheDocument();
    expect(consoleError).toHaveBeenCalled();
    expect(screen.getByLabelText(/Full Name/)).toHaveValue('Adéwálé Okafor');

    send.mockResolvedValueOnce({ messageId: 'x', status: 'sent' });
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    await screen.findByText('Message sent!');
    expect(send.mock.calls[1]?.[0].messageId).toBe(send.mock.calls[0]?.[0].messageId);
  });

  it("should show the server's field errors next to their fields", async () => {
    const user = setupUser();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    send.mockRejectedValueOnce(
      new ContactSendError({
        kind: 'invalid',
        message: 'Please correct the highlighted field and try again.',
        fieldErrors: { subject: 'The subject must fit on one line, without special characters.' },
      }),
    );
    renderWithProviders(<ContactForm />);
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    const subject = screen.getByLabelText(/Subject/);
    await waitFor(() => expect(subject).toHaveAttribute('aria-invalid', 'true'));
    expect(subject).toHaveAccessibleDescription(
      'The subject must fit on one line, without special characters.',
    );
  });

  it('should validate with the function schema before sending', async () => {
    const user = setupUser();
    renderWithProviders(<ContactForm />);
    await fillForm(user);
    await user.clear(screen.getByLabelText(/Email Address/));
    await fill(user, screen.getByLabelText(/Email Address/), 'not-an-email@x');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(send).not.toHaveBeenCalled();
    expect(screen.getByLabelText(/Email Address/)).toHaveAccessibleDescription(
      'Please enter a valid e-mail address, like name@example.com.',
    );
  });

  it('should show the rate-limit sentence from the server', async () => {
    const user = setupUser();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    send.mockRejectedValueOnce(
      new ContactSendError({ kind: 'rate-limited', message: 'Please wait a few minutes.' }),
    );
    renderWithProviders(<ContactForm />);
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    const sentence = await screen.findByText('Please wait a few minutes.');
    expect(sentence.closest('[role="alert"]')).not.toBeNull();
  });

  it('should keep a message written offline and say it will be sent later', async () => {
    const user = setupUser();
    setOnline(false);
    renderWithProviders(<ContactForm initialSubject="Offline question" />);
    expect(screen.getByText(/You are offline/)).toBeInTheDocument();
    expect(screen.getByLabelText(/Subject/)).toHaveValue('Offline question');
    await fill(user, screen.getByLabelText(/Full Name/), 'Ngozi');
    await fill(user, screen.getByLabelText(/Email Address/), 'ngozi@example.ng');
    await fill(user, screen.getByLabelText(/Message/), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(send).not.toHaveBeenCalled();
    expect(await screen.findByText('Saved for sending')).toBeInTheDocument();
    expect(contactOutbox.list()).toEqual([
      expect.objectContaining({ name: 'Ngozi', subject: 'Offline question', message: 'Hello' }),
    ]);
  });
});
