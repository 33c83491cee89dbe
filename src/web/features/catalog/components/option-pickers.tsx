import { useId } from 'react';
import type { Option, Variant } from '#shared/contract/catalog.ts';
import { formatPence } from '#shared/money.ts';
import { ProductImage } from '#web/components/ui/product-image.tsx';
import type { VariantSelection } from '../use-variant-selection.ts';
import { type ValueState, valueState } from '../variant-choice.ts';

type Props = {
  selection: VariantSelection;
  /** True when the variants' prices differ: each button then shows what choosing it would cost. */
  showPrices: boolean;
};

/**
 * One radio group per option (issue 31): swatches for shades, buttons for the rest. They are native radios, so Tab
 * enters a group at its chosen value and the arrow keys move the choice, as screen readers expect of a radio group;
 * each radio is named by its value and described by what choosing it gives (its price, "Sold out", "Not offered
 * with Deep Wave"). A value not offered with the rest of the choice can still be chosen: the other options then move
 * to the nearest combination the shop sells, and a live line says which.
 */
export function OptionPickers({ selection, showPrices }: Props) {
  const { options, selected, moved } = selection;
  if (options.length === 0) {
    // A listing's copy of the product, until the full record (with the options) arrives: hold the room for them.
    return (
      <div aria-busy="true" className="flex h-20 flex-col gap-2">
        <p className="text-sm text-stone-700">Loading the choices…</p>
        <div aria-hidden="true" className="h-11 w-3/4 animate-pulse rounded-md bg-stone-100" />
      </div>
    );
  }
  if (!selected) {
    return <p className="text-sm text-stone-700">None of this product is available right now.</p>;
  }
  return (
    <div className="flex flex-col gap-4">
      {options.map((option, at) => (
        <OptionGroup
          key={option.id}
          option={option}
          at={at}
          selection={selection}
          selected={selected}
          showPrices={showPrices && option.kind === 'button'}
        />
      ))}
      <p aria-live="polite" className="text-sm text-stone-700 empty:hidden">
        {moved.length > 0 &&
          `${moved.map((m) => `${m.name} changed to ${m.value}`).join(', ')}, to go with your choice.`}
      </p>
    </div>
  );
}

type GroupProps = {
  option: Option;
  at: number;
  selection: VariantSelection;
  selected: Variant;
  showPrices: boolean;
};

function OptionGroup({ option, at, selection, selected, showPrices }: GroupProps) {
  const id = useId();
  const chosen = selected.values[at];
  return (
    <div role="radiogroup" aria-labelledby={`${id}-name`}>
      <p className="mb-2 text-sm text-stone-800">
        <span id={`${id}-name`} className="font-semibold">
          {option.name}
        </span>
        : {chosen}
      </p>
      <div className="flex flex-wrap gap-2">
        {option.values.map((value, i) => {
          const state = valueState(selection.index, selected, at, value.name);
          const props = {
            id: `${id}-${i}`,
            name: id,
            label: value.name,
            state,
            checked: value.name === chosen,
            onChoose: () => selection.choose(at, value.name),
          };
          return option.kind === 'swatch' ? (
            <SwatchRadio key={value.id} {...props} color={value.swatchColor} image={value.swatchImage} />
          ) : (
            <ButtonRadio key={value.id} {...props} showPrice={showPrices} />
          );
        })}
      </div>
    </div>
  );
}

type RadioProps = {
  id: string;
  name: string;
  label: string;
  state: ValueState;
  checked: boolean;
  onChoose: () => void;
};

/** What choosing a value gives, in words: read after its name, and shown under a button's. */
function stateText(state: ValueState, showPrice: boolean): string {
  switch (state.kind) {
    case 'available':
      return showPrice ? formatPence(state.variant.price) : '';
    case 'soldOut':
      return 'Sold out';
    case 'notOffered':
      return state.with.length > 0 ? `Not offered with ${state.with.join(' · ')}` : 'Not offered';
    case 'none':
      return 'Not offered';
  }
}

/**
 * The radio itself, transparent over the whole of its box: a tap or click lands on the radio (as it does for a
 * screen magnifier's or a test's pointer), and the box after it (the `peer`) shows its state and its keyboard focus.
 */
function Radio({
  id,
  name,
  label,
  state,
  checked,
  onChoose,
  describedBy,
}: RadioProps & { describedBy?: string }) {
  return (
    <input
      id={id}
      type="radio"
      name={name}
      value={label}
      checked={checked}
      onChange={onChoose}
      disabled={state.kind === 'none'}
      aria-label={label}
      aria-describedby={describedBy}
      className="peer absolute inset-0 z-10 size-full cursor-pointer opacity-0 disabled:cursor-not-allowed"
    />
  );
}

const unavailable = (state: ValueState) => state.kind !== 'available';

function ButtonRadio({ showPrice, ...props }: RadioProps & { showPrice: boolean }) {
  const text = stateText(props.state, showPrice);
  const descId = `${props.id}-state`;
  const off = unavailable(props.state);
  return (
    <label htmlFor={props.id} className="relative">
      <Radio {...props} describedBy={text ? descId : undefined} />
      <span
        className={[
          'flex min-h-11 min-w-14 flex-col items-center justify-center rounded-md border px-3 py-1.5 text-sm',
          'peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600',
          props.checked
            ? 'border-brand-700 bg-brand-50 font-semibold text-brand-900 ring-1 ring-brand-700'
            : 'border-stone-400 bg-white text-stone-900 peer-hover:border-stone-700',
          off && !props.checked ? 'border-dashed text-stone-700' : '',
        ].join(' ')}
      >
        <span className={props.state.kind === 'soldOut' ? 'line-through' : ''}>{props.label}</span>
        {text && (
          // "Not offered with …" is too long for a button: heard, and shown by the dashed border.
          <span id={descId} className={`text-xs ${props.state.kind === 'notOffered' ? 'sr-only' : ''}`}>
            {text}
          </span>
        )}
      </span>
    </label>
  );
}

function SwatchRadio({
  color,
  image,
  ...props
}: RadioProps & { color: string | null; image: string | null }) {
  const text = stateText(props.state, false);
  const descId = `${props.id}-state`;
  const off = unavailable(props.state);
  return (
    <label htmlFor={props.id} className="relative w-18">
      <Radio {...props} describedBy={text ? descId : undefined} />
      <span className="flex flex-col items-center gap-1 rounded-md p-1 text-center text-xs peer-focus-visible:outline-2 peer-focus-visible:outline-brand-600">
        <span
          aria-hidden="true"
          className={[
            'relative block size-10 overflow-hidden rounded-full border border-stone-400',
            props.checked ? 'ring-2 ring-brand-700 ring-offset-2' : '',
            off ? 'opacity-50' : '',
            // A struck line across a sold-out or unavailable shade, so it does not rest on the text alone.
            off
              ? "after:absolute after:top-1/2 after:left-[-10%] after:h-0.5 after:w-[120%] after:-rotate-45 after:bg-stone-800 after:content-['']"
              : '',
          ].join(' ')}
          style={color ? { backgroundColor: color } : undefined}
        >
          {image && <ProductImage src={image} alt="" sizes="40px" className="size-full object-cover" />}
        </span>
        <span
          className={[
            'break-words text-stone-900',
            props.checked ? 'font-semibold' : '',
            props.state.kind === 'soldOut' ? 'line-through' : '',
          ].join(' ')}
        >
          {props.label}
        </span>
        {text && (
          <span id={descId} className="sr-only">
            {text}
          </span>
        )}
      </span>
    </label>
  );
}
