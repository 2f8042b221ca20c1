import { useId, useState, type FormEvent } from 'react';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '@/components/ui/dialog.tsx';
import { useTranslation } from '@/hooks/use-translation.ts';

export const REASON_MAX = 500;

type Shared = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  name: string;
  busy: boolean;
  error: string | null;
};

/** The confirmation before an approval: it makes an account and mails the applicant. */
export function ApproveDialog({
  isRider,
  onConfirm,
  ...props
}: Shared & { isRider: boolean; onConfirm: () => void }) {
  const { t } = useTranslation('adminPeople');
  return (
    <Dialog open={props.open} onOpenChange={props.onOpenChange}>
      <DialogContent className="gap-4 p-6">
        <DialogTitle>{t('applications.confirmTitle')}</DialogTitle>
        <DialogDescription>
          {t(isRider ? 'applications.confirmRider' : 'applications.confirmVendor', { name: props.name })}
        </DialogDescription>
        {props.error && <Alert>{props.error}</Alert>}
        <div className="flex flex-wrap justify-end gap-2">
          <DialogClose asChild>
            <Button variant="secondary">{t('common.cancel')}</Button>
          </DialogClose>
          <Button onClick={onConfirm} disabled={props.busy}>
            {t('applications.approve')}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}

/** Rejecting asks the reason the applicant is mailed (1–500 characters, as the API requires). */
export function RejectDialog({ onConfirm, ...props }: Shared & { onConfirm: (reason: string) => void }) {
  const { t } = useTranslation('adminPeople');
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const fieldId = useId();
  const hintId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) {
      setMissing(true);
      return;
    }
    onConfirm(reason.trim());
  };
  return (
    <Dialog open={props.open} onOpenChange={props.onOpenChange}>
      <DialogContent className="p-6">
        <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
          <DialogTitle>{t('applications.rejectTitle')}</DialogTitle>
          <div className="flex flex-col gap-1">
            <label htmlFor={fieldId} className="font-semibold text-stone-900">
              {t('applications.reasonLabel', { name: props.name })}
            </label>
            <textarea
              id={fieldId}
              value={reason}
              maxLength={REASON_MAX}
              rows={4}
              required
              aria-describedby={hintId}
              aria-invalid={missing || undefined}
              onChange={(event) => {
                setReason(event.target.value);
                setMissing(false);
              }}
              className="rounded-xl border border-stone-300 p-3 text-base text-stone-900 focus:border-primary-600"
            />
            <p id={hintId} className="text-sm text-stone-700">
              {t('applications.reasonHint')} {reason.length}/{REASON_MAX}
            </p>
          </div>
          {missing && <Alert>{t('applications.reasonRequired')}</Alert>}
          {props.error && <Alert>{props.error}</Alert>}
          <div className="flex flex-wrap justify-end gap-2">
            <DialogClose asChild>
              <Button variant="secondary">{t('common.cancel')}</Button>
            </DialogClose>
            <Button type="submit" disabled={props.busy}>
              {t('applications.reject')}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
