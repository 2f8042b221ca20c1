/* global self -- the service worker global scope */
// Web Push service worker (docs/product/accounts.md#notifications). The server sends JSON
// { title, body, orderId?, url? }; a click focuses an open tab of the app (or opens one) on the
// order's page when known, else on /orders.
self.addEventListener('push', (event) => {
  let message = {};
  try {
    message = event.data ? event.data.json() : {};
  } catch {
    message = { title: event.data ? event.data.text() : '' };
  }
  const title = message.title || 'Order update';
  const url = typeof message.url === 'string' && message.url.startsWith('/') ? message.url : '/orders';
  event.waitUntil(
    self.registration.showNotification(title, {
      body: message.body || '',
      tag: message.orderId || undefined,
      data: { url },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = new URL(event.notification.data?.url || '/orders', self.location.origin).href;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((client) => client.url.startsWith(self.location.origin));
      if (open) return open.navigate(url).then((client) => (client || open).focus());
      return self.clients.openWindow(url);
    }),
  );
});
