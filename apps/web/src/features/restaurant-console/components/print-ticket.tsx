import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { Button } from '@/components/ui/button.tsx';
import { useTranslation } from '@/hooks/use-translation.ts';
import type { ConsoleOrder } from '../utils/board.ts';
import { OrderLines } from './order-lines.tsx';
import './print-ticket.css';

/**
 * "Print" on an order card: the ticket (number, time, lines, add-ons, instructions, totals; no customer
 * contact data) is put in the page only for the browser's print, with an 80 mm page (print-ticket.css).
 */
export function PrintTicketButton({
  order,
  symbol,
  timeZone,
}: {
  order: ConsoleOrder;
  symbol: string;
  timeZone: string;
}) {
  const { t, i18n } = useTranslation('console');
  const [printing, setPrinting] = useState(false);

  useEffect(() => {
    if (!printing) return;
    const done = () => {
      document.body.classList.remove('printing-ticket');
      setPrinting(false);
    };
    document.body.classList.add('printing-ticket');
    window.addEventListener('afterprint', done, { once: true });
    window.print();
    return () => {
      window.removeEventListener('afterprint', done);
      document.body.classList.remove('printing-ticket');
    };
  }, [printing]);

  const placed = new Intl.DateTimeFormat(i18n.language, {
    dateStyle: 'short',
    timeStyle: 'short',
    timeZone,
  }).format(new Date(order.createdAt));
  return (
    <>
      <Button variant="ghost" onClick={() => setPrinting(true)}>
        {t('ticket.print')}
      </Button>
      {printing &&
        createPortal(
          <div className="print-ticket">
            <p style={{ fontSize: '18px', fontWeight: 700 }}>{order.orderId}</p>
            <p>
              {placed} · {order.isPickedUp ? t('order.pickup') : t('order.delivery')}
            </p>
            <OrderLines order={order} symbol={symbol} />
          </div>,
          document.body,
        )}
    </>
  );
}
