import { useId, useMemo, useState, type FormEvent } from 'react';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { CreateZoneDocument, UpdateZoneDocument, type AdminZoneFieldsFragment } from '@/gql/graphql.ts';
import { useTranslation } from '@/hooks/use-translation.ts';
import { useTypedMutation } from '@/hooks/use-typed-mutation.ts';
import { errorMessage } from '@/lib/graphql-errors.ts';
import { formatPolygon, parsePolygon, type ZoneShape } from './zone-polygon-text.ts';
import { ZonesMapFrame } from './zones-map-frame.tsx';

const field = 'mt-1 block w-full rounded-xl border border-stone-300 bg-white px-3 py-2 text-stone-900';

/**
 * A zone's form: title, description, active, and its outline, drawn or dragged on the map or typed as
 * GeoJSON coordinates (the keyboard way). The text is the one source of truth; the map follows it.
 */
export function ZoneEditor({
  zone,
  others,
  onDone,
}: {
  zone: AdminZoneFieldsFragment | null;
  others: readonly ZoneShape[];
  onDone: () => void;
}) {
  const { t } = useTranslation('adminZones');
  const id = useId();
  const [title, setTitle] = useState(zone?.title ?? '');
  const [description, setDescription] = useState(zone?.description ?? '');
  const [isActive, setIsActive] = useState(zone?.isActive ?? true);
  const [text, setText] = useState(() => formatPolygon(zone?.polygon ?? null));
  const [drawing, setDrawing] = useState(false);
  const [localError, setLocalError] = useState<string | null>(null);
  const [created, create] = useTypedMutation(CreateZoneDocument);
  const [updated, update] = useTypedMutation(UpdateZoneDocument);
  const saving = created.fetching || updated.fetching;
  const serverError = created.error ?? updated.error;

  const parsed = useMemo(() => (text.trim() === '' ? null : parsePolygon(text)), [text]);
  // The map keeps showing the last outline that parsed while the text is being typed.
  const [shown, setShown] = useState<number[][][] | null>(zone?.polygon ?? null);
  if (
    parsed &&
    'polygon' in parsed &&
    parsed.polygon !== shown &&
    JSON.stringify(parsed.polygon) !== JSON.stringify(shown)
  )
    setShown(parsed.polygon);
  const textProblem =
    parsed && 'error' in parsed ? (parsed.error === 'json' ? t('editor.invalidJson') : parsed.error) : null;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setLocalError(null);
    if (title.trim() === '') return setLocalError(t('editor.titleRequired'));
    let polygon: unknown;
    try {
      polygon = JSON.parse(text);
    } catch {
      return setLocalError(t('editor.invalidJson'));
    }
    // The server validates the outline and says what is wrong; its message is shown as is.
    const input = { title, description, isActive, polygon: polygon as number[][][] };
    const result = zone ? await update({ id: zone._id, input }) : await create({ input });
    if (!result.error) onDone();
  }

  return (
    <section aria-labelledby={`${id}-title`} className="space-y-4">
      <h1 id={`${id}-title`} className="text-2xl font-bold text-stone-900">
        {zone ? t('editor.editTitle') : t('editor.newTitle')}
      </h1>
      <div className="grid gap-4 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="space-y-2">
          <ZonesMapFrame
            label={t('mapLabel')}
            zones={others}
            editing={shown}
            drawing={drawing}
            onChange={(polygon) => setText(formatPolygon(polygon))}
            onDrawEnd={() => setDrawing(false)}
          />
          <div className="flex flex-wrap items-center gap-2">
            <Button variant="secondary" aria-pressed={drawing} onClick={() => setDrawing(!drawing)}>
              {drawing ? t('editor.cancelDrawing') : t('editor.draw')}
            </Button>
            <p className="text-sm text-stone-700" aria-live="polite">
              {drawing ? t('editor.drawing') : shown ? t('editor.editHint') : ''}
            </p>
          </div>
        </div>
        <form onSubmit={submit} className="space-y-3" noValidate>
          <label className="block text-sm font-semibold text-stone-900">
            {t('editor.title')}
            <input
              className={field}
              value={title}
              maxLength={100}
              required
              onChange={(e) => setTitle(e.target.value)}
            />
          </label>
          <label className="block text-sm font-semibold text-stone-900">
            {t('editor.description')}
            <textarea
              className={field}
              rows={2}
              maxLength={500}
              value={description}
              onChange={(e) => setDescription(e.target.value)}
            />
          </label>
          <label className="flex items-center gap-2 text-sm text-stone-900">
            <input
              type="checkbox"
              className="size-5"
              checked={isActive}
              onChange={(e) => setIsActive(e.target.checked)}
            />
            {t('editor.isActive')}
          </label>
          <div>
            <label htmlFor={`${id}-coordinates`} className="block text-sm font-semibold text-stone-900">
              {t('editor.coordinates')}
            </label>
            <p id={`${id}-coordinates-hint`} className="text-sm text-stone-700">
              {t('editor.coordinatesHint')}
            </p>
            <textarea
              id={`${id}-coordinates`}
              className={`${field} font-mono text-xs`}
              rows={10}
              dir="ltr"
              spellCheck={false}
              value={text}
              aria-invalid={textProblem !== null}
              aria-describedby={`${id}-coordinates-hint${textProblem ? ` ${id}-coordinates-problem` : ''}`}
              onChange={(e) => setText(e.target.value)}
            />
            {textProblem && (
              <p id={`${id}-coordinates-problem`} className="mt-1 text-sm text-red-700">
                {textProblem}
              </p>
            )}
          </div>
          {localError && <Alert>{localError}</Alert>}
          {serverError && <Alert>{errorMessage(serverError)}</Alert>}
          <div className="flex flex-wrap gap-2">
            <Button type="submit" disabled={saving}>
              {saving ? t('editor.saving') : t('editor.save')}
            </Button>
            <Button variant="secondary" onClick={onDone}>
              {t('editor.cancel')}
            </Button>
          </div>
        </form>
      </div>
    </section>
  );
}
