import { expect, expectNoSeriousA11yViolations, test } from './fixtures.ts';

// The journeys' accessibility check runs axe in a reduced form (fixtures.ts): this proves it still
// reports what it must, on a real page of the app with two faults added.
test('the accessibility check reports a nameless button and unreadable text', async ({ page }) => {
  await page.goto('/privacy');
  await expectNoSeriousA11yViolations(page);
  await page.evaluate(() => {
    const main = document.querySelector('main') ?? document.body;
    const button = document.createElement('button');
    button.id = 'nameless';
    const faint = document.createElement('p');
    faint.textContent = 'Faint text on white';
    faint.style.cssText = 'color: #eeeeee; background: #ffffff';
    main.append(button, faint);
  });
  const failure = await expectNoSeriousA11yViolations(page).then(
    () => undefined,
    (error: Error) => error.message,
  );
  expect(failure).toContain('button-name');
  expect(failure).toContain('color-contrast');
});
