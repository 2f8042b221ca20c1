import { useTranslation } from '@/hooks/use-translation.ts';
import { Spinner } from '@/components/ui/spinner.tsx';

/** The demo provider's PayPal-styled button (only PayPal funding, as on PayPal's own, docs/payments.md). */
export function PaypalDemoButton({ busy, onClick }: { busy: boolean; onClick: () => void }) {
  const { t } = useTranslation('payments');
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={busy}
      aria-busy={busy}
      className="flex h-12 w-full items-center justify-center gap-2 rounded-full bg-[#ffc439] font-semibold text-[#142c8e] transition-colors hover:bg-[#f2ba36] focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-[#142c8e] disabled:cursor-not-allowed disabled:opacity-60"
    >
      {busy && <Spinner label={t('paypal.redirecting')} />}
      <span>{t('paypal.payWithPaypal')}</span>
    </button>
  );
}
