import { useId, useState } from 'react';
import { COUNTRY_CODES, countryCode, countryName } from '#shared/countries.ts';
import { CloseIcon } from '#web/components/ui/icons.tsx';
import { buttonSecondary, field, fieldLabel } from '#web/components/ui/styles.ts';

type Props = {
  /** What the list is, for its label and the buttons' names: 'Countries of Europe'. */
  label: string;
  countries: string[];
  onChange: (countries: string[]) => void;
  error?: string;
};

/**
 * A list of countries, each removable, and a field to add one by typing its name (the browser suggests the 250
 * countries as they are typed) then Enter or Add. Codes are kept; names are shown.
 */
export function CountryPicker({ label, countries, onChange, error }: Props) {
  const id = useId();
  const [typed, setTyped] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const add = () => {
    const code = countryCode(typed);
    if (!code) return setProblem(typed.trim() ? `No country is called “${typed.trim()}”` : 'Type a country');
    setProblem(null);
    setTyped('');
    if (!countries.includes(code)) onChange([...countries, code]);
  };
  const message = problem ?? error;
  return (
    <fieldset>
      <legend className={fieldLabel}>{label}</legend>
      {countries.length > 0 ? (
        <ul className="mb-2 flex flex-wrap gap-2">
          {countries.map((c) => (
            <li key={c} className="flex items-center gap-1 rounded-full bg-brand-50 py-1 pr-1 pl-3 text-sm">
              {countryName(c)}
              <button
                type="button"
                onClick={() => onChange(countries.filter((x) => x !== c))}
                aria-label={`Remove ${countryName(c)} from ${label}`}
                className="rounded-full p-1 text-stone-700 hover:bg-white"
              >
                <CloseIcon className="size-4" />
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mb-2 text-sm text-stone-600">None yet.</p>
      )}
      <div className="flex gap-2">
        <label htmlFor={`${id}-add`} className="sr-only">
          Add a country to {label}
        </label>
        <input
          id={`${id}-add`}
          list={`${id}-names`}
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          onKeyDown={(e) => {
            // Enter adds the country instead of saving the whole form.
            if (e.key === 'Enter') {
              e.preventDefault();
              add();
            }
          }}
          placeholder="Type a country"
          autoComplete="off"
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? `${id}-error` : undefined}
          className={`${field} max-w-xs`}
        />
        <button type="button" onClick={add} className={buttonSecondary}>
          Add<span className="sr-only"> to {label}</span>
        </button>
      </div>
      <datalist id={`${id}-names`}>
        {COUNTRY_CODES.filter((c) => !countries.includes(c)).map((c) => (
          <option key={c} value={countryName(c)} />
        ))}
      </datalist>
      {message && (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
          {message}
        </p>
      )}
    </fieldset>
  );
}
