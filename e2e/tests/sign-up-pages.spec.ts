import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test, isOperation } from './fixtures.ts';

// Issue 13: vendor and rider sign-up, contact, the confirmation pages and the footer's subscribe box
// (docs/applications.md). Submissions reach the API; mail is read from the demo outbox.

// Long journeys (seven toasts, a mail round trip, five axe scans): a slow test's time on a loaded machine.
test.beforeEach(() => test.slow());

const PASSWORD = 'Kangaroo42';
let counter = 0;
const newEmail = (tag: string) => `${tag}-${Date.now().toString(36)}-${process.pid}-${counter++}@example.com`;

async function outbox(request: APIRequestContext, recipient: string) {
  const response = await request.post('/graphql', {
    data: {
      query: 'query ($r: String!) { demoOutbox(recipient: $r) { subject body } }',
      variables: { r: recipient },
    },
  });
  const body = (await response.json()) as { data: { demoOutbox: { subject: string; body: string }[] } };
  return body.data.demoOutbox;
}

/** The form toasts' region: sonner's list at the top right. */
const topRightToasts = (page: Page) =>
  page.locator('[data-sonner-toaster][data-y-position="top"][data-x-position="right"]');

async function expectToast(page: Page, text: string) {
  await expect(topRightToasts(page).getByText(text, { exact: true })).toBeVisible();
}

test.describe('rider and vendor sign-up', () => {
  test('checks the rules in order, each as a top-right toast, then lands on /ThankYouPage', async ({
    page,
    request,
  }) => {
    await page.goto('/becomerider');
    await expect(page.getByRole('heading', { level: 1, name: 'Deliver on your own schedule' })).toBeVisible();
    const form = page.getByRole('region', { name: 'Get started today' });
    await expect(form.getByRole('combobox', { name: 'Country code' })).toHaveValue('AU');
    await expect(form.getByRole('link', { name: /terms and conditions/ })).toHaveAttribute('href', '/terms');
    await expect(form.getByRole('link', { name: /privacy policy/ })).toHaveAttribute('href', '/privacy');

    const submit = () => form.getByRole('button', { name: 'Submit' }).click();
    // Everything wrong at once: the terms come first.
    await form.getByLabel('Email').fill('not an email');
    await form.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await form.getByLabel('Confirm password').fill('Different1');
    await submit();
    await expectToast(page, 'You must accept the terms and conditions');
    await form.getByRole('checkbox').check();
    await submit();
    await expectToast(page, 'Phone number is required');
    await form.getByRole('textbox', { name: 'Phone number' }).fill('412');
    await submit();
    await expectToast(page, 'Enter a valid phone number');
    await form.getByRole('textbox', { name: 'Phone number' }).fill('412 345 678');
    await submit();
    await expectToast(page, 'Passwords do not match');
    await form.getByLabel('Confirm password').fill(PASSWORD);
    await submit();
    await expectToast(page, 'Enter a valid email');

    // A click elsewhere does not dismiss a toast.
    await page.getByRole('heading', { level: 1 }).click();
    await expectToast(page, 'Enter a valid email');

    // Show/hide reveals the password.
    await form.getByRole('button', { name: 'Show password' }).first().click();
    await expect(form.getByLabel('Password', { exact: true })).toHaveAttribute('type', 'text');

    const email = newEmail('rider');
    await form.getByLabel('Full name').fill('Sam Rider');
    await form.getByLabel('Email').fill(email);
    await submit();
    await expect(page).toHaveURL(/\/ThankYouPage$/);
    await expectToast(page, 'Form submitted successfully');
    await expect(page.getByRole('heading', { level: 1, name: 'Thank you!' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');

    const [mail] = await outbox(request, email);
    expect(mail!.subject).toContain('ride with');
    expect(mail!.body).toContain('+61412345678');
    expect(mail!.body).not.toContain(PASSWORD);
  });

  test('a toast stays 6 seconds', async ({ page }) => {
    await page.clock.install();
    await page.goto('/becomeavendor');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expectToast(page, 'You must accept the terms and conditions');
    await page.clock.runFor(5_000);
    await expectToast(page, 'You must accept the terms and conditions');
    await page.clock.runFor(2_000);
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
  });

  test('a failed send keeps the form filled in', async ({ page }) => {
    await page.goto('/becomeavendor');
    await page.route('**/graphql', (route) =>
      isOperation(route.request().postData(), 'SubmitRegistration') ? route.abort() : route.fallback(),
    );
    const form = page.getByRole('region', { name: 'Get started today' });
    await form.getByLabel('Full name').fill('Pasta Place');
    await form.getByLabel('Email').fill(newEmail('vendor'));
    await form.getByRole('textbox', { name: 'Phone number' }).fill('412345678');
    await form.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await form.getByLabel('Confirm password').fill(PASSWORD);
    await form.getByRole('checkbox').check();
    await form.getByRole('button', { name: 'Submit' }).click();
    await expectToast(page, 'Form not submitted. Please try again.');
    await expect(page).toHaveURL(/\/becomeavendor$/);
    await expect(form.getByLabel('Full name')).toHaveValue('Pasta Place');
    await expect(form.getByRole('checkbox')).toBeChecked();
  });

  test('the home page and the footer lead to the sign-up and contact pages; /becomearider is the rider page', async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Register your restaurant' }).first().click();
    await expect(page).toHaveURL(/\/becomeavendor$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Grow your restaurant with us' })).toBeVisible();
    await page.getByRole('contentinfo').getByRole('link', { name: 'Contact us' }).click();
    await expect(page).toHaveURL(/\/contact_us$/);
    await page.goto('/becomearider');
    await expect(page.getByRole('heading', { level: 1, name: 'Deliver on your own schedule' })).toBeVisible();
  });
});

test('contact us: by phone and by e-mail', async ({ page, request }) => {
  await page.goto('/contact_us');
  const byPhone = page.getByRole('region', { name: 'Contact us by phone' });
  const byEmail = page.getByRole('region', { name: 'Contact us by email' });

  await byPhone.getByRole('button', { name: 'Request a call back' }).click();
  await expectToast(page, 'Phone number is required');
  await byEmail.getByRole('button', { name: 'Send message' }).click();
  await expectToast(page, 'Email is required');
  await byEmail.getByLabel('Email').fill('ali@');
  await byEmail.getByRole('button', { name: 'Send message' }).click();
  await expectToast(page, 'Enter a valid email');

  const email = newEmail('contact');
  await byEmail.getByLabel('Full name').fill('Ali Raza');
  await byEmail.getByLabel('Email').fill(email);
  await byEmail.getByLabel('Message').fill('Do you deliver to F-7?');
  await byEmail.getByRole('button', { name: 'Send message' }).click();
  await expect(page).toHaveURL(/\/ThankYouPage$/);
  await expectToast(page, 'Form submitted successfully');
  await expect.poll(async () => (await outbox(request, email)).length).toBe(1);
});

test('the footer subscribe box stores a subscription confirmed and cancelled from its mail', async ({
  page,
  request,
}) => {
  await page.goto('/privacy');
  const footer = page.getByRole('contentinfo');
  const email = newEmail('reader');
  await footer.getByRole('textbox', { name: 'Email address' }).fill(email);
  await footer.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByText('Almost done: check your inbox to confirm your subscription.')).toBeVisible();
  await expect(footer.getByRole('textbox', { name: 'Email address' })).toHaveValue('');

  let body = '';
  await expect.poll(async () => (body = (await outbox(request, email))[0]?.body ?? '')).toContain('token=');
  const links = body.match(/http:\/\/\S+/g) ?? [];
  const path = (part: string) => new URL(links.find((link) => link.includes(part))!).pathname;
  const search = (part: string) => new URL(links.find((link) => link.includes(part))!).search;
  expect(path('EmailConfirmation')).toBe('/EmailConfirmation');

  await page.goto(`/EmailConfirmation${search('EmailConfirmation')}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome!' })).toBeVisible();
  await expect(page.getByRole('status')).toHaveText(
    'Your subscription is confirmed. Watch your inbox for our news.',
    { timeout: 20_000 },
  );
  await expect(page.getByRole('link', { name: 'Get started' })).toHaveAttribute('href', '/');

  await page.goto(`/unsubscribe${search('unsubscribe')}`);
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByRole('status')).toHaveText('You are unsubscribed. We are sorry to see you go.');
  // The confirm link no longer works once unsubscribed.
  await page.goto(`/EmailConfirmation${search('EmailConfirmation')}`);
  await expect(page.getByRole('status')).toContainText('no longer valid', { timeout: 20_000 });
});

for (const path of ['/becomerider', '/becomeavendor', '/contact_us', '/ThankYouPage', '/EmailConfirmation']) {
  test(`${path} passes axe`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
}

test('the rider page renders right-to-left in Arabic and passes axe', async ({ page, context }) => {
  await page.goto('/privacy');
  await context.addCookies([{ name: 'language', value: 'ar', url: page.url() }]);
  await page.addInitScript(() => localStorage.setItem('language', 'ar'));
  await page.goto('/becomerider');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'وصّل وفق جدولك الخاص' })).toBeVisible();
  await page.getByRole('button', { name: 'إرسال' }).click();
  await expect(page.getByText('يجب أن توافق على الشروط والأحكام')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
