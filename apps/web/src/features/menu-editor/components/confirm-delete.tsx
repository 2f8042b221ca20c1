import { useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { useTranslation } from '@/hooks/use-translation.ts';

/** A delete button that asks once more, inline, before anything is removed. */
export function ConfirmDelete({ title, onConfirm }: { title: string; onConfirm: () => void }) {
  const { t } = useTranslation('menuEditor');
  const [asking, setAsking] = useState(false);
  if (!asking)
    return (
      <Button variant="secondary" onClick={() => setAsking(true)} aria-label={t('delete.ask', { title })}>
        {t('delete.button')}
      </Button>
    );
  return (
    <span
      className="flex flex-wrap items-center gap-2"
      role="group"
      aria-label={t('delete.confirmTitle', { title })}
    >
      <span className="text-sm font-semibold text-red-800">{t('delete.confirmTitle', { title })}</span>
      <Button
        variant="primary"
        onClick={() => {
          setAsking(false);
          onConfirm();
        }}
        autoFocus
      >
        {t('delete.confirm')}
      </Button>
      <Button variant="secondary" onClick={() => setAsking(false)}>
        {t('cancel')}
      </Button>
    </span>
  );
}
