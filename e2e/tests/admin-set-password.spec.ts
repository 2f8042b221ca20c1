import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { repoRoot, startAppServer, type AppServer } from './app-server.ts';
import { createEmptyDatabase, type CityDatabase } from './city/city-server.ts';
import { expect, expectNoSeriousA11yViolations, test, waitForHydration } from './fixtures.ts';
import { signInThroughForm } from './staff-shell.ts';

// `create-admin --link` (docs/admin.md "The first operator"): on an empty database with no demo, the
// command prints a one-time link; the operator opens it signed out, chooses a password, signs in and
// lands on /admin. The link then no longer works. Runs on E2E_PORT + 4 (+3 is the empty city's; +6 and
// +7 are the clock servers', which may run in the other worker at the same time).

const EMAIL = 'first@link.test';
const PASSWORD = 'Link-2026-ok';
const port = Number(process.env.E2E_PORT ?? 4400) + 4;
const baseURL = `http://127.0.0.1:${port}`;

let database: CityDatabase | undefined;
let server: AppServer | undefined;
let link = '';

test.beforeAll(async () => {
  test.setTimeout(300_000);
  database = await createEmptyDatabase(port);
  const result = spawnSync(
    'npm',
    ['run', '--silent', 'create-admin', '-w', 'apps/api', '--', EMAIL, '--link'],
    {
      cwd: repoRoot,
      encoding: 'utf8',
      env: { ...process.env, ...database.env, DEMO_MODE: 'false', LOG_LEVEL: 'warn', PUBLIC_URL: baseURL },
      timeout: 120_000,
    },
  );
  expect(result.status, result.stderr).toBe(0);
  link = result.stdout.match(/https?:\/\/\S+\/admin\/set-password#token=[\w-]+/)?.[0] ?? '';
  expect(link.startsWith(`${baseURL}/admin/set-password#token=`), result.stdout).toBe(true);
  server = await startAppServer({
    port,
    name: 'set-password server',
    env: {
      ...database.env,
      DEMO_MODE: 'false',
      JWT_SECRET: randomBytes(32).toString('hex'),
      PUBLIC_URL: baseURL,
    },
  });
});

test.afterAll(async () => {
  await server?.stop();
  await database?.drop();
});

test.use({ baseURL });

test('the operator opens the printed link, chooses a password and lands on /admin', async ({ page }) => {
  await page.goto(link);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { name: 'Choose your password' })).toBeVisible();
  // Signed out, so no staff member's menu: the staff header names the product and offers the languages.
  const header = page.getByRole('banner');
  await expect(header.getByText('Back office')).toBeVisible();
  await expect(header.getByRole('combobox', { name: 'Language' })).toHaveValue('en');
  await expectNoSeriousA11yViolations(page);

  // The sign-up rules, checked before anything is sent.
  await page.getByLabel('New password', { exact: true }).fill('short');
  await page.getByRole('button', { name: 'Save password' }).click();
  await expect(page.getByText('At least 8 characters').first()).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Password again', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Save password' }).click();
  await expect(page).toHaveURL(/\/login/);

  await signInThroughForm(page, { email: EMAIL, password: PASSWORD });
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('navigation', { name: 'Sections' })).toBeVisible();

  // Used once: a second visit says so, in Arabic too.
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await page.goto(link.replace('#', '?lang=ar#'));
  await waitForHydration(page);
  await page.getByLabel('كلمة المرور الجديدة', { exact: true }).fill(PASSWORD);
  await page.getByLabel('أعد كتابة كلمة المرور', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'حفظ كلمة المرور' }).click();
  await expect(page.getByText('استُخدم هذا الرابط من قبل')).toBeVisible();
});
