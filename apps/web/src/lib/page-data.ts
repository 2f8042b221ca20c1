// The data a server-rendered page carries for hydration, as inert JSON (`type="application/json"`),
// never an executable inline script, so a strict CSP can forbid inline scripts (docs/web-rendering.md).
import type { SSRData } from 'urql';
import type { RenderSnapshot } from './render-snapshot.ts';

export const PAGE_DATA_ELEMENT_ID = 'page-data';

export type PageData = RenderSnapshot & { graphql: SSRData };

/** JSON safe inside a <script> element: `<` is escaped so no `</script>` or `<!--` can close it early. */
export function serializePageData(data: PageData): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export function pageDataScript(data: PageData): string {
  return `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">${serializePageData(data)}</script>`;
}

function isPageData(value: unknown): value is PageData {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return typeof v.language === 'string' && typeof v.graphql === 'object' && v.graphql !== null;
}

/** The page's server data, or null for the client shell (signed-in screens, a failed server render). */
export function readPageData(doc: Document = document): PageData | null {
  const text = doc.getElementById(PAGE_DATA_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    return isPageData(value) ? value : null;
  } catch {
    return null;
  }
}
