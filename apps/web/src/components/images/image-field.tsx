import { useId, useState } from 'react';
import { useTranslation } from '@/hooks/use-translation.ts';
import { uploadImage, type ImageKind } from '@/lib/upload-image.ts';

type Props = {
  label: string;
  kind: ImageKind;
  /** The stored image's url, or null for none. */
  value: string | null;
  onChange: (url: string | null) => void;
  disabled?: boolean;
};

/**
 * A picture chosen from a file and uploaded at once (lib/upload-image.ts); the form stores the url it
 * gets back. Used for restaurants' logos and covers and for dish photos: one control, one image path.
 */
export function ImageField({ label, kind, value, onChange, disabled = false }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const choose = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    setError(null);
    const result = await uploadImage(file, kind);
    setBusy(false);
    if ('image' in result) onChange(result.image.url);
    else setError(result.error.message || t('imageUpload.failed'));
  };

  return (
    <div className="space-y-2">
      <label htmlFor={id} className="block text-sm font-semibold text-stone-900">
        {label}
      </label>
      {value && (
        <img src={value} alt="" width={160} height={90} className="h-24 w-auto rounded-lg object-cover" />
      )}
      <input
        id={id}
        type="file"
        accept="image/jpeg,image/png,image/webp"
        disabled={disabled || busy}
        onChange={(event) => void choose(event.target.files?.[0])}
        aria-describedby={error ? `${id}-error` : undefined}
        className="block text-sm"
      />
      {busy && <p className="text-sm text-stone-700">{t('imageUpload.uploading')}</p>}
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-800">
          {error}
        </p>
      )}
    </div>
  );
}
