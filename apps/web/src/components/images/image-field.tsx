import { useId, useState, type DragEvent } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { cn } from '@/components/ui/cn.ts';
import { Pencil, Plus, Trash2 } from '@/components/ui/icons.ts';
import { Spinner } from '@/components/ui/spinner.tsx';
import { useTranslation } from '@/hooks/use-translation.ts';
import { MAX_UPLOAD_MB, UPLOAD_TYPES, uploadImage, type ImageKind } from '@/lib/upload-image.ts';
import { MediaImage } from './media-image.tsx';

type Props = {
  label: string;
  kind: ImageKind;
  /** The stored image's url, or null for none. */
  value: string | null;
  onChange: (url: string | null) => void;
  disabled?: boolean;
  /** False for a picture the record cannot go without (a restaurant's cover): no remove button. */
  removable?: boolean;
};

// The preview takes the shape the customer screens show (the server crops to it, image-variants.ts).
// Inline sizes rather than utility classes: Tailwind's CSS reaches every page, this control only /admin.
const PREVIEW: Record<ImageKind, { boxWidth: string; width: number; height: number; hint: string }> = {
  cover: { boxWidth: '16rem', width: 800, height: 450, hint: 'hintCover' },
  logo: { boxWidth: '8rem', width: 256, height: 256, hint: 'hintLogo' },
  dish: { boxWidth: '12rem', width: 640, height: 480, hint: 'hintDish' },
};

/**
 * A picture chosen from a file (or dropped on the preview) and uploaded at once (lib/upload-image.ts);
 * the form stores the url it gets back. Used for restaurants' logos and covers and for dish photos: one
 * control, one image path (docs/admin.md "Images"). Size and type are checked before sending.
 */
export function ImageField({ label, kind, value, onChange, disabled = false, removable = true }: Props) {
  const { t } = useTranslation('staff');
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const preview = PREVIEW[kind];
  const locked = disabled || busy;

  const choose = async (file: File | undefined) => {
    if (!file || locked) return;
    setError(null);
    if (!UPLOAD_TYPES.includes(file.type)) return setError(t('imageUpload.wrongType'));
    if (file.size > MAX_UPLOAD_MB * 1024 * 1024)
      return setError(t('imageUpload.tooLarge', { max: MAX_UPLOAD_MB }));
    setBusy(true);
    const result = await uploadImage(file, kind);
    setBusy(false);
    if ('image' in result) onChange(result.image.url);
    else setError(result.error.message || t('imageUpload.failed'));
  };

  const drop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    void choose(event.dataTransfer.files[0]);
  };

  return (
    <fieldset className="space-y-2" aria-busy={busy}>
      <legend className="text-sm font-semibold text-stone-900">{label}</legend>
      <div className="flex flex-wrap items-end gap-4">
        <div
          onDragOver={(event) => {
            event.preventDefault();
            if (!locked) setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={drop}
          className={cn(
            'relative flex shrink-0 items-center justify-center overflow-hidden rounded-xl bg-stone-100 ring-1 ring-stone-300',
            dragging && 'ring-2 ring-primary-600',
          )}
          style={{ width: preview.boxWidth, aspectRatio: `${preview.width} / ${preview.height}` }}
        >
          {value ? (
            <MediaImage
              src={value}
              sizes="256px"
              width={preview.width}
              height={preview.height}
              className="size-full object-cover"
            />
          ) : (
            <span className="p-2 text-center text-xs text-stone-600">{t('imageUpload.dropHere')}</span>
          )}
          {busy && (
            <span className="absolute inset-0 flex items-center justify-center bg-white/90">
              <Spinner />
            </span>
          )}
        </div>
        <div className="flex flex-wrap gap-2">
          <label
            htmlFor={id}
            className={cn(
              'inline-flex h-10 cursor-pointer items-center gap-2 rounded-full border border-stone-300 bg-white px-4 text-sm font-semibold text-stone-900 hover:bg-stone-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-primary-600',
              locked && 'cursor-not-allowed opacity-60',
            )}
          >
            {value ? (
              <Pencil aria-hidden="true" className="size-4" />
            ) : (
              <Plus aria-hidden="true" className="size-4" />
            )}
            {value ? t('imageUpload.replace') : t('imageUpload.choose')}
            <span className="sr-only">: {label}</span>
            <input
              id={id}
              type="file"
              accept={UPLOAD_TYPES.join(',')}
              disabled={locked}
              onChange={(event) => {
                void choose(event.target.files?.[0]);
                event.target.value = '';
              }}
              aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
              className="sr-only"
            />
          </label>
          {value && removable && (
            <Button variant="ghost" disabled={locked} onClick={() => onChange(null)}>
              <Trash2 aria-hidden="true" className="size-4" />
              {t('imageUpload.remove')}
              <span className="sr-only">: {label}</span>
            </Button>
          )}
        </div>
      </div>
      <p id={`${id}-hint`} className="text-xs text-stone-600">
        {value ? null : <span className="sr-only">{t('imageUpload.none')}. </span>}
        {t(`imageUpload.${preview.hint}` as 'imageUpload.hintCover', { max: MAX_UPLOAD_MB })}
      </p>
      <p aria-live="polite" className="sr-only">
        {busy ? t('imageUpload.uploading') : ''}
      </p>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-800">
          {error}
        </p>
      )}
    </fieldset>
  );
}
