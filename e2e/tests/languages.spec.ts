import { readFileSync, readdirSync, statSync } from 'node:fs';
import { type Page } from '@playwright/test';
import { expect, storeSession, test } from './fixtures.ts';
import { DEMO, KARAHI_SLUG, fillCart, selectDemoHome, signInSession } from './order-api.ts';

// Every language chosen in Settings translates the main screens: no text on them is an English text of
// the app that the language words differently (docs/languages.md "Checking for English"). One browser
// context per language; screens are judged once their data has arrived, without waiting on the maps.

const LOCALES = new URL('../../apps/web/src/locales/', import.meta.url);
const LANGUAGES = ['ar', 'he', 'de', 'fr', 'zh', 'km'] as const;

type Tree = string | Tree[] | { [key: string]: Tree };

function leaves(tree: Tree, prefix = '', out = new Map<string, string>()): Map<string, string> {
  if (typeof tree === 'string') out.set(prefix, tree);
  else for (const [key, value] of Object.entries(tree)) leaves(value, prefix ? `${prefix}.${key}` : key, out);
  return out;
}

const readTree = (path: string): Tree => JSON.parse(readFileSync(new URL(path, LOCALES), 'utf8')) as Tree;
const folders = [
  '',
  ...readdirSync(LOCALES)
    .filter((name) => statSync(new URL(name, LOCALES)).isDirectory())
    .map((name) => `${name}/`),
];

const normalise = (text: string) => text.replace(/\s+/g, ' ').trim();
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The English texts a language must not show: those it translates into other words. A text with
 * {{placeholders}} matches with anything in their place; one with <tags> is rendered as separate
 * pieces, so each piece counts. Texts with fewer than three letters of their own ("{{count}}/{{max}}")
 * say nothing about the language and are left out.
 */
type Tells = { own: Set<string>; english: { key: string; pattern: RegExp }[] };

function englishTells(language: string): Tells {
  const tells: { key: string; pattern: RegExp }[] = [];
  const own = new Set<string>();
  for (const folder of folders) {
    const english = leaves(readTree(`${folder}en.json`));
    const translated = leaves(readTree(`${folder}${language}.json`));
    const ownWords = new Set(
      [...translated.values()].flatMap((text) => text.split(/<\/?\w+>/).map(normalise)),
    );
    for (const words of ownWords) own.add(words);
    for (const [key, text] of english) {
      const target = translated.get(key);
      if (target !== undefined && normalise(target) === normalise(text)) continue;
      for (const piece of text.split(/<\/?\w+>/)) {
        const words = normalise(piece);
        if (
          ownWords.has(words) ||
          words.replace(/\{\{\s*\w+\s*\}\}/g, '').replace(/[^A-Za-z]/g, '').length < 3
        ) {
          continue;
        }
        const source = escape(words).replace(/\\\{\\\{\s*\w+\s*\\\}\\\}/g, '.+?');
        tells.push({ key: `${folder}${language}: ${key}`, pattern: new RegExp(`^${source}$`) });
      }
    }
  }
  return { own, english: tells };
}

/** The page's visible texts, accessible names and placeholders, in the page's language only. */
async function shownTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const pageLanguage = document.documentElement.lang;
    const inPageLanguage = (element: Element) =>
      (element.closest('[lang]')?.getAttribute('lang') ?? pageLanguage) === pageLanguage;
    const texts: string[] = [document.title];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || ['SCRIPT', 'STYLE', 'NOSCRIPT'].includes(parent.tagName)) continue;
      if (!parent.checkVisibility() || !inPageLanguage(parent)) continue;
      texts.push(node.textContent ?? '');
    }
    for (const element of Array.from(
      document.body.querySelectorAll('[aria-label], [placeholder], [title], img[alt]'),
    )) {
      if (!inPageLanguage(element)) continue;
      for (const name of ['aria-label', 'placeholder', 'title', 'alt']) {
        const value = element.getAttribute(name);
        if (value) texts.push(value);
      }
    }
    return texts;
  });
}

async function expectNoEnglish(page: Page, screen: string, tells: Tells) {
  // Each screen's own content is awaited first; this lets late texts (toasts, lazy parts) arrive too. A
  // screen that keeps a request open (a live subscription's fallback) is judged as it is after 5 s.
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
  const found = new Set<string>();
  for (const raw of await shownTexts(page)) {
    const text = raw.replace(/\s+/g, ' ').trim();
    // A text of the language itself is never English, even when an English pattern fits it
    // ("Catégories du menu" fits "{{name}} menu").
    const tell = text && !tells.own.has(text) && tells.english.find(({ pattern }) => pattern.test(text));
    if (tell) found.add(`"${text}" (${tell.key})`);
  }
  expect([...found], `English on ${screen}`).toEqual([]);
}

for (const language of LANGUAGES) {
  test(`${language} chosen in Settings translates the main screens`, async ({ page }) => {
    test.setTimeout(240_000);
    const tells = englishTells(language);
    expect(tells.english.length).toBeGreaterThan(500);
    const session = await signInSession(page.request, DEMO);
    await selectDemoHome(page.request, session.token);
    await storeSession(page, session);

    await page.goto('/settings');
    await page.locator(`input[name="language"][value="${language}"]`).check();
    await page.locator('section[aria-labelledby="language-heading"] button').click();
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await expect(page.locator('html')).toHaveAttribute(
      'dir',
      ['ar', 'he'].includes(language) ? 'rtl' : 'ltr',
    );
    await expect(page.locator(`input[name="language"][value="${language}"]`)).toBeChecked();
    await expectNoEnglish(page, 'settings', tells);

    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoEnglish(page, 'home', tells);

    await page.goto('/restaurant-list');
    await expect(page.locator('main a[href^="/restaurant/"]').first()).toBeVisible({ timeout: 20_000 });
    await expectNoEnglish(page, 'restaurant list', tells);

    await page.goto(`/restaurant/${KARAHI_SLUG}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoEnglish(page, 'restaurant menu', tells);

    await fillCart(page);
    await page.goto('/checkout');
    const placeOrder = leaves(readTree(`checkout/${language}.json`)).get('place.button');
    // Checkout is the heaviest screen (its own chunk, the menu's revalidation): a loaded machine needs longer.
    await expect(page.getByRole('button', { name: placeOrder })).toBeVisible({ timeout: 30_000 });
    await expectNoEnglish(page, 'checkout', tells);

    await page.goto('/orders');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoEnglish(page, 'orders', tells);

    await page.goto('/profile');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoEnglish(page, 'profile', tells);

    // Signed out, the language stays: the sign-in card.
    await page.evaluate(() => localStorage.removeItem('token'));
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await expectNoEnglish(page, 'login', tells);
  });
}
