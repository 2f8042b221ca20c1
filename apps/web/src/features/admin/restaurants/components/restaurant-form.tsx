import { type FormEvent, useState } from 'react';
import { ImageField } from '@/components/images/image-field.tsx';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { useTranslation } from '@/hooks/use-translation.ts';
import type { RestaurantInput } from '@/gql/graphql.ts';
import {
  formErrors,
  withName,
  type ErrorField,
  type FieldErrors,
  type FormValues,
} from '../utils/restaurant-form-values.ts';
import { toInput } from '../utils/restaurant-form-values.ts';
import { Field, FormSection, TextField, inputClass } from './form-field.tsx';
import { LocationFields } from './location-fields.tsx';

export type SubmitResult = { fieldErrors?: FieldErrors; message?: string } | null;

type Props = {
  initial: FormValues;
  isNew: boolean;
  zones: readonly { _id: string; title: string }[];
  /** Resolves to null when saved, or the server's refusal. */
  onSubmit: (input: RestaurantInput) => Promise<SubmitResult>;
};

type NumberKey =
  'minimumOrder' | 'deliveryTime' | 'preparationMinutes' | 'tax' | 'commissionRate' | 'deliveryRadiusKm';
const NUMBER_FIELDS: readonly NumberKey[] = [
  'minimumOrder',
  'deliveryTime',
  'preparationMinutes',
  'tax',
  'commissionRate',
  'deliveryRadiusKm',
];

/**
 * The restaurant's form in sections (docs/admin.md "Restaurants"): basics, images, address and pin,
 * times and money, zone. The domain's rules are checked before sending; the server's refusals land
 * beside their field, anything else in an alert.
 */
export function RestaurantForm({ initial, isNew, zones, onSubmit }: Props) {
  const { t } = useTranslation('adminRestaurants');
  const [values, setValues] = useState(initial);
  const [isSlugEdited, setIsSlugEdited] = useState(!isNew);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState(false);

  const update = (next: FormValues) => {
    setValues(next);
    setSaved(false);
    if (submitted) setErrors(formErrors(next));
  };
  const set =
    <K extends keyof FormValues>(key: K) =>
    (value: FormValues[K]) =>
      update({ ...values, [key]: value });
  const errorOf = (field: ErrorField) => (errors[field] ? t(`rules.${errors[field]}`) : undefined);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setMessage(null);
    const found = formErrors(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return setMessage(t('form.fixErrors'));
    setSaving(true);
    const result = await onSubmit(toInput(values));
    setSaving(false);
    if (!result) return setSaved(true);
    setErrors(result.fieldErrors ?? {});
    setMessage(result.message ?? t('form.fixErrors'));
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-5">
      <FormSection title={t('form.basics')}>
        <TextField
          label={t('form.name')}
          value={values.name}
          error={errorOf('name')}
          required
          onChange={(name) => update(withName(values, name, isSlugEdited))}
        />
        <TextField
          label={t('form.slug')}
          value={values.slug}
          error={errorOf('slug')}
          hint={t('form.slugHint')}
          dir="ltr"
          required
          onChange={(slug) => {
            setIsSlugEdited(true);
            set('slug')(slug);
          }}
        />
        <Field label={t('form.description')} error={errorOf('description')} className="sm:col-span-2">
          {({ id, describedBy, invalid }) => (
            <textarea
              id={id}
              rows={3}
              className={`${inputClass} h-auto py-2`}
              value={values.description}
              aria-invalid={invalid || undefined}
              aria-describedby={describedBy}
              onChange={(event) => set('description')(event.target.value)}
            />
          )}
        </Field>
        <TextField
          label={t('form.cuisines')}
          value={values.cuisines}
          error={errorOf('cuisines')}
          hint={t('form.cuisinesHint')}
          className="sm:col-span-2"
          onChange={set('cuisines')}
        />
      </FormSection>
      <FormSection title={t('form.images')}>
        <div>
          <ImageField label={t('form.cover')} kind="cover" value={values.image} onChange={set('image')} />
          {errorOf('image') && <p className="text-sm text-red-800">{errorOf('image')}</p>}
        </div>
        <div>
          <ImageField label={t('form.logo')} kind="logo" value={values.logo} onChange={set('logo')} />
          {errorOf('logo') && <p className="text-sm text-red-800">{errorOf('logo')}</p>}
        </div>
      </FormSection>
      <FormSection title={t('form.location')}>
        <LocationFields
          address={values.address}
          position={
            values.latitude === null || values.longitude === null
              ? null
              : { latitude: values.latitude, longitude: values.longitude }
          }
          onAddress={set('address')}
          onPosition={(position, address) =>
            update({
              ...values,
              latitude: position.latitude,
              longitude: position.longitude,
              address: address ?? values.address,
            })
          }
          addressError={errorOf('address')}
          positionError={errorOf('latitude') ?? errorOf('longitude')}
          onLocateError={setMessage}
        />
        <TextField
          label={t('form.timeZone')}
          value={values.timeZone}
          error={errorOf('timeZone')}
          hint={t('form.timeZoneHint')}
          dir="ltr"
          onChange={set('timeZone')}
        />
        <Field label={t('form.zone')} error={errorOf('zone')}>
          {({ id, describedBy, invalid }) => (
            <select
              id={id}
              className={inputClass}
              value={values.zone}
              aria-invalid={invalid || undefined}
              aria-describedby={describedBy}
              onChange={(event) => set('zone')(event.target.value)}
            >
              <option value="">{t('form.noZone')}</option>
              {zones.map((zone) => (
                <option key={zone._id} value={zone._id}>
                  {zone.title}
                </option>
              ))}
            </select>
          )}
        </Field>
      </FormSection>
      <FormSection title={t('form.timesAndMoney')}>
        {NUMBER_FIELDS.map((key) => (
          <TextField
            key={key}
            label={t(`form.${key}`)}
            value={values[key]}
            error={errorOf(key)}
            hint={key === 'commissionRate' ? t('form.commissionHint') : undefined}
            inputMode="decimal"
            dir="ltr"
            onChange={set(key)}
          />
        ))}
      </FormSection>
      {message && <Alert>{message}</Alert>}
      {saved && <Alert tone="info">{t('form.saved')}</Alert>}
      <Button type="submit" disabled={saving}>
        {saving ? t('form.saving') : isNew ? t('form.create') : t('form.save')}
      </Button>
    </form>
  );
}
