import { createHash } from 'node:crypto';
import { formatMajorAmount } from '@food/domain';
import type { DemoPayment } from '../../modules/payments/demo-payment.ts';

// The demo provider's hosted payment page: server-rendered, inline CSS, no external assets (tests and
// offline installs load nothing from elsewhere), usable by keyboard and screen readers.

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

const STYLE = `
*{box-sizing:border-box}
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f4f4f5;color:#18181b}
main{max-width:28rem;margin:2rem auto;padding:1.5rem;background:#fff;border-radius:1rem;box-shadow:0 1px 3px rgba(0,0,0,.12)}
h1{font-size:1.25rem;margin:0 0 .25rem}
.provider{color:#52525b;margin:0 0 1.25rem;font-size:.9rem}
dl{display:grid;grid-template-columns:auto 1fr;gap:.5rem 1rem;margin:0 0 1.5rem}
dt{color:#52525b}dd{margin:0;font-weight:600;text-align:end;overflow-wrap:anywhere}
.amount{font-size:1.5rem}
.actions{display:flex;flex-direction:column;gap:.75rem}
form{margin:0}
button{width:100%;min-height:2.75rem;border-radius:.5rem;font-size:1rem;font-weight:600;cursor:pointer;border:2px solid transparent}
button:focus-visible{outline:3px solid #1d4ed8;outline-offset:2px}
.approve{background:#15803d;color:#fff}.approve:hover{background:#166534}
.decline{background:#fff;color:#b91c1c;border-color:#b91c1c}.decline:hover{background:#fef2f2}
.note{margin:1.25rem 0 0;padding:.75rem;border-radius:.5rem;background:#fefce8;color:#713f12;font-size:.875rem}
@media (max-width:480px){main{margin:0;border-radius:0;min-height:100vh}}
`;

/**
 * The page's own Content-Security-Policy (docs/security.md): nothing but its inline stylesheet, named
 * by its hash, and forms that post back to this origin.
 */
export const DEMO_PAY_CSP = [
  "default-src 'none'",
  `style-src 'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`,
  "form-action 'self'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
].join('; ');

function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body><main>${body}</main></body></html>`;
}

export function renderDemoPayPage(
  demo: DemoPayment,
  { ref, isOpen }: { ref: string; isOpen: boolean },
): string {
  const { order, payment, kind } = demo;
  const provider = kind === 'paypal' ? 'PayPal (demo)' : 'Card payment (demo)';
  const amount = `${formatMajorAmount(payment.amount, payment.currency)} ${payment.currency.toUpperCase()}`;
  const action = (verb: string) => `/demo-pay/${encodeURIComponent(ref)}/${verb}`;
  const buttons = isOpen
    ? `<div class="actions">
<form method="post" action="${action('approve')}"><button class="approve" type="submit">Approve payment</button></form>
<form method="post" action="${action('decline')}"><button class="decline" type="submit">Decline</button></form>
</div>`
    : `<p role="status">This payment is already ${escapeHtml(payment.status.toLowerCase())}.</p>
<form method="post" action="${action('approve')}"><button class="approve" type="submit">Return to the shop</button></form>`;
  return layout(
    `Pay ${amount} · ${order.restaurantName}`,
    `<h1>Pay ${escapeHtml(order.restaurantName)}</h1>
<p class="provider">${provider}</p>
<dl>
<dt>Amount</dt><dd class="amount">${escapeHtml(amount)}</dd>
<dt>Merchant</dt><dd>${escapeHtml(order.restaurantName)}</dd>
<dt>Order number</dt><dd>${escapeHtml(order.orderNumber)}</dd>
</dl>
${buttons}
<p class="note">This is a demo payment page. No card is charged and no money moves.</p>`,
  );
}

export function renderDemoPayMessage(message: string): string {
  return layout('Payment', `<h1>Payment</h1><p role="alert">${escapeHtml(message)}</p>`);
}
