import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { appHasStarted } from './support/app-start';
import { expectNoAxeViolations, viewports } from './support/axe';
import { fieldLooks } from './support/field-looks';
import { documentsWhere } from './support/firestore';
import { acknowledgementsTo } from './support/mail';

/** A form field by its label (the form itself is named "Send us a message"). */
const field = (page: Page, name: string) => page.getByRole('textbox', { name });

async function fillContactForm(
  page: Page,
  subject: string,
  optional: { company?: string; phone?: string; email?: string } = {},
) {
  // Focusing the first field loads the app; what is typed before it has hydrated the form is kept.
  await field(page, 'Full Name').fill('Chiamaka Eze');
  await field(page, 'Email Address').fill(optional.email ?? 'chiamaka@example.ng');
  if (optional.company !== undefined)
    await field(page, 'Company (optional)').fill(optional.company);
  if (optional.phone !== undefined) await field(page, 'Phone (optional)').fill(optional.phone);
  await field(page, 'Subject').fill(subject);
  await field(page, 'Message').fill('We need help moving our core banking reports to the cloud.');
  // Focus started the app; once it has hydrated, Send goes through the callable (before, the form
  // posts itself as HTML: contact-without-app.spec.ts).
  await appHasStarted(page);
}

test.describe('contact and booking', () => {
  test('sends the form: Sending..., then "Message sent!" and empty fields', async ({
    page,
    request,
  }) => {
    const subject = `E2E ${Date.now()}`;
    const email = `chiamaka-${Date.now()}@example.ng`;
    // From a campaign link: the callable carries the source the boot module recorded.
    await page.goto('/contact?utm_source=whatsapp&utm_medium=social&utm_campaign=q4-app');
    // Company and phone typed before the app has loaded are kept like the rest; six digits are no
    // phone number: the form says so and sends nothing.
    await fillContactForm(page, subject, {
      company: 'Eze Microfinance Bank',
      phone: '0803 12',
      email,
    });
    const callable = page.waitForRequest(
      (request) => request.url().endsWith('/sendContactEmail') && request.method() === 'POST',
    );
    await page.getByRole('button', { name: 'Send Message' }).click();
    const phone = field(page, 'Phone (optional)');
    await expect(phone).toHaveAccessibleDescription(
      'Please enter a phone number with 7 to 15 digits, like +234 803 123 4567.',
    );
    await expect(phone).toHaveAttribute('aria-invalid', 'true');
    // Focused, a field in error shows its focus in the error's colour, its message's.
    await phone.focus();
    await expect
      .poll(() => fieldLooks(phone))
      .toEqual({ raised: true, focused: true, inMessageColour: true });
    await phone.fill('+234 803 123 4567');
    await page.getByRole('button', { name: 'Send Message' }).click();
    // Local mode runs App Check too (a local token), the same code path as production.
    expect((await callable).headers()['x-firebase-appcheck']).toMatch(/^[\w-]+\.[\w-]+\.$/);
    await expect(page.getByText('Message sent!')).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText("We'll get back to you within 24 hours.")).toBeVisible();
    await expect(field(page, 'Full Name')).toHaveValue('');
    await expect(field(page, 'Message')).toHaveValue('');
    await expect(field(page, 'Company (optional)')).toHaveValue('');
    // Stored with the message, top-level, for the admin inbox to call back and search by.
    const [stored] = await documentsWhere(request, 'contactMessages', 'subject', subject);
    expect(stored).toMatchObject({
      company: { stringValue: 'Eze Microfinance Bank' },
      phone: { stringValue: '+234 803 123 4567' },
      source: {
        mapValue: {
          fields: {
            landingPage: { stringValue: '/contact' },
            utmSource: { stringValue: 'whatsapp' },
            utmMedium: { stringValue: 'social' },
            utmCampaign: { stringValue: 'q4-app' },
          },
        },
      },
    });
    // The sender's acknowledgement: when to expect the answer, and nothing they wrote.
    await expect.poll(async () => (await acknowledgementsTo(email)).length).toBe(1);
    const [acknowledgement] = await acknowledgementsTo(email);
    expect(acknowledgement).toMatch(/Expect our answer (within the hour|by \d)/);
    expect(acknowledgement).not.toContain(subject);
  });

  test('keeps the fields and shows the error toast when the function fails', async ({ page }) => {
    await page.route('**/sendContactEmail', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ error: { status: 'INTERNAL', message: 'INTERNAL' } }),
      }),
    );
    await page.goto('/contact');
    await fillContactForm(page, 'Failure path');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Error', { exact: true })).toBeVisible();
    await expect(
      page.getByText('Failed to send message. Please try again or contact us directly.'),
    ).toBeVisible();
    await expect(field(page, 'Full Name')).toHaveValue('Chiamaka Eze');
    await expect(field(page, 'Subject')).toHaveValue('Failure path');
    await expect(page.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  });

  test('prefills the subject from ?subject=', async ({ page }) => {
    await page.goto('/contact?subject=AI%20Adoption%20Guide%20request');
    await expect(field(page, 'Subject')).toHaveValue('AI Adoption Guide request');
  });

  test('shows the three info cards, business hours and emergency support', async ({ page }) => {
    await page.goto('/contact');
    await expect(page.getByRole('heading', { name: 'Visit Us' })).toBeVisible();
    await expect(page.getByText('Lagos, Nigeria').first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Business Hours', exact: true })).toBeVisible();
    await expect(page.getByText('9:00 AM – 6:00 PM').first()).toBeVisible();
    await expect(page.getByText('10:00 AM – 4:00 PM').first()).toBeVisible();
    await expect(page.getByRole('heading', { name: '24/7 Emergency Support' })).toBeVisible();
  });

  // Where the booking links lead is in the HTML: tests/built/links.test.ts.
  for (const path of ['/contact', '/booking']) {
    test(`axe finds no violations on ${path}`, async ({ page }) => {
      test.setTimeout(90_000);
      // No colour transitions in flight while axe measures contrast.
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.setViewportSize(viewports.phone);
      await page.goto(path);
      if (path === '/contact') {
        // Check the form as a visitor uses it: started on (the app loads), with its submit button enabled.
        await field(page, 'Full Name').focus();
        await expect(page.getByRole('button', { name: 'Send Message' })).toBeEnabled({
          timeout: 15_000,
        });
      }
      await expectNoAxeViolations(page);
    });
  }
});
