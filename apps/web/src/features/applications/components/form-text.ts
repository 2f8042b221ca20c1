import { fullPhone } from '@/lib/phone-countries.ts';

/** A submitted form's text fields by name (the forms are uncontrolled; reset() clears them). */
export function formText(form: HTMLFormElement) {
  const data = new FormData(form);
  const text = (name: string) => {
    const value = data.get(name);
    return typeof value === 'string' ? value : '';
  };
  return {
    text,
    checked: (name: string) => data.get(name) !== null,
    phone: () => fullPhone(text('country'), text('national')),
  };
}
