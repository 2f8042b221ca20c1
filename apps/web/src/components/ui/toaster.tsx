import { useTranslation } from '@/hooks/use-translation.ts';
import { Toaster as Sonner } from 'sonner';
import { isLanguage, textDirection } from '@/lib/i18n.ts';

// Alerts auto-hide after 5 seconds (docs/product/errors.md#how-screens-show-them). Sonner's plain theme (dark
// text on white) keeps AA contrast, which its "rich" green and amber variants miss. Mounted by the layout
// with the first toast (lib/toast.ts); sonner's live region announces toasts to screen readers.
export default function Toaster() {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return (
    <Sonner
      position="top-center"
      duration={5000}
      closeButton
      dir={isLanguage(language) ? textDirection(language) : 'ltr'}
    />
  );
}
