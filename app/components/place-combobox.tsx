import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import { labelClass } from "~/components/label-class";
import { ErrorList } from "~/components/error-list";
import type { FieldErrors } from "~/components/search-form-frame";

/** An entry of the list: `value` goes into the field; `indent`: drawn under the entry before it (a city's airport). */
export interface ComboboxOption {
  key: string;
  value: string;
  indent?: boolean;
}

/**
 * A place typed as text, with suggestions (decision 104). Rendered on the server as a plain input with the
 * form's `<datalist>` (`list`), which works alone without JavaScript. Once hydrated it becomes a WAI-ARIA 1.2
 * combobox (list autocomplete, no automatic selection): typing opens a listbox of the places that match
 * (`suggest`), ArrowDown/ArrowUp move through them (Alt+ArrowDown opens without moving), Home/End go to the
 * first/last while one is active, Enter takes the active one, Escape closes the list (and, closed, empties the
 * field), a click takes one; the number of suggestions is announced in a polite live region. The value is the
 * parent's (`value`, `onValueChange`), so the form can swap two fields in place.
 */
export function PlaceCombobox({
  id,
  name,
  label,
  list,
  value,
  onValueChange,
  suggest,
  announce,
  placeholder,
  required,
  errors,
}: {
  /** The field's id. */
  id: string;
  name: string;
  label: string;
  /** The datalist's id (used until hydrated). */
  list: string;
  value: string;
  onValueChange: (value: string) => void;
  suggest: (typed: string) => ComboboxOption[];
  /** What the live region says for a number of suggestions (0: none). */
  announce: (count: number) => string;
  placeholder: string;
  required?: boolean;
  errors: FieldErrors;
}) {
  const hydrated = useHydrated();
  const listId = useId();
  const labelId = `${id}-label`;
  const [options, setOptions] = useState<ComboboxOption[] | null>(null);
  const [active, setActive] = useState(-1);
  const [message, setMessage] = useState("");
  const listRef = useRef<HTMLUListElement>(null);
  const open = options !== null && options.length > 0;
  const { err, errorId, invalid } = errors;

  const show = (typed: string) => {
    if (!typed.trim()) {
      // An emptied field closes the list (ArrowDown opens it with every place).
      close();
      setMessage("");
      return;
    }
    const found = suggest(typed);
    setOptions(found);
    setActive(-1);
    setMessage(announce(found.length));
  };
  const close = () => {
    setOptions(null);
    setActive(-1);
  };
  const choose = (option: ComboboxOption) => {
    onValueChange(option.value);
    close();
    setMessage("");
  };

  useEffect(() => {
    if (active < 0) return;
    const option = listRef.current?.children[active] as HTMLElement | undefined;
    option?.scrollIntoView?.({ block: "nearest" });
  }, [active]);

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    const count = options?.length ?? 0;
    switch (e.key) {
      case "ArrowDown":
      case "ArrowUp": {
        e.preventDefault();
        if (!open) {
          const found = suggest(e.currentTarget.value);
          setOptions(found);
          setMessage(announce(found.length));
          if (e.altKey) setActive(-1);
          else setActive(e.key === "ArrowDown" ? 0 : found.length - 1);
          return;
        }
        if (e.altKey) return e.key === "ArrowUp" ? close() : undefined;
        if (e.key === "ArrowDown") setActive((i) => (i + 1) % count);
        else setActive((i) => (i <= 0 ? count - 1 : i - 1));
        return;
      }
      case "Home":
      case "End":
        if (!open || active < 0) return;
        e.preventDefault();
        setActive(e.key === "Home" ? 0 : count - 1);
        return;
      case "Enter":
        if (open && active >= 0) {
          e.preventDefault();
          choose(options[active]);
        }
        return;
      case "Escape":
        if (open) {
          e.preventDefault();
          close();
        } else if (value) {
          e.preventDefault();
          onValueChange("");
        }
        return;
      case "Tab":
        close();
        return;
    }
  };

  const optionId = (i: number) => `${listId}-${i}`;
  return (
    <div className="relative">
      <label id={labelId} htmlFor={id} className={labelClass}>
        {label}
      </label>
      <input
        id={id}
        name={name}
        className="input"
        list={hydrated ? undefined : list}
        value={value}
        onChange={(e) => {
          onValueChange(e.target.value);
          show(e.target.value);
        }}
        onKeyDown={hydrated ? onKeyDown : undefined}
        onBlur={close}
        required={required}
        autoComplete="off"
        placeholder={placeholder}
        aria-invalid={invalid(name)}
        aria-describedby={errorId(name)}
        {...(hydrated
          ? {
              role: "combobox",
              "aria-autocomplete": "list" as const,
              "aria-expanded": open,
              "aria-controls": listId,
              "aria-activedescendant": open && active >= 0 ? optionId(active) : undefined,
            }
          : {})}
      />
      {open ? (
        <ul
          ref={listRef}
          id={listId}
          role="listbox"
          aria-labelledby={labelId}
          className="absolute inset-x-0 z-20 mt-1 max-h-72 overflow-y-auto rounded-lg bg-white py-1 shadow-lg ring-1 ring-gray-300"
        >
          {options.map((o, i) => (
            // eslint-disable-next-line jsx-a11y/click-events-have-key-events -- the field's keys move through the options (aria-activedescendant): the focus never leaves it
            <li
              key={o.key}
              id={optionId(i)}
              role="option"
              aria-selected={i === active}
              // Keep the focus in the field: the option is taken on the click.
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => choose(o)}
              className={`cursor-pointer px-3 py-2 text-start ${o.indent ? "ps-8 text-sm" : ""} ${
                i === active ? "bg-green-700 text-white" : "text-gray-900 hover:bg-green-50"
              }`}
            >
              {o.value}
            </li>
          ))}
        </ul>
      ) : null}
      {hydrated ? (
        <p className="sr-only" aria-live="polite" aria-atomic="true">
          {message}
        </p>
      ) : null}
      <ErrorList id={errorId(name)} errors={err(name)} />
    </div>
  );
}
