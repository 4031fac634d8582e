import { type ComponentPropsWithRef, useId } from 'react';
import { Input } from 'shared-ui/input';
import type { Country } from '../utils/countries';

interface CountryInputProps extends Omit<ComponentPropsWithRef<'input'>, 'list' | 'type'> {
  countries: readonly Country[];
}

/**
 * The country as a searchable list: a text input offering the countries (in the visitor's language) that
 * match what is typed, through the browser's own `<datalist>` (keyboard and screen readers work as with
 * any suggestion list). What is typed must name one of them; the form checks that.
 */
export function CountryInput({ countries, ...inputProps }: CountryInputProps) {
  const listId = `${useId()}-countries`;
  return (
    <>
      <Input type="text" autoComplete="off" spellCheck={false} {...inputProps} list={listId} />
      <datalist id={listId}>
        {countries.map((country) => (
          <option key={country.code} value={country.name} />
        ))}
      </datalist>
    </>
  );
}
