'use client';
import { useState, type KeyboardEvent } from 'react';

/**
 * The open state, highlighted option and keys of an ARIA 1.2 combobox's list box, shared by the
 * search box and the entry form's school name: arrows move the highlight, Enter picks the highlighted
 * option (instead of sending the form), Escape closes the list.
 */
export function useListbox() {
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  const onKeyDown = <T>(
    event: KeyboardEvent<HTMLInputElement>,
    options: readonly T[],
    expanded: boolean,
    pick: (option: T) => void,
  ) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setOpen(true);
      if (options.length) setActive((i) => (i + 1) % options.length);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      if (options.length) setActive((i) => (i <= 0 ? options.length - 1 : i - 1));
    } else if (event.key === 'Enter' && expanded && active >= 0 && options[active] !== undefined) {
      event.preventDefault();
      pick(options[active]);
    } else if (event.key === 'Escape' && expanded) {
      event.preventDefault();
      close();
    }
  };
  return { open, setOpen, active, setActive, close, onKeyDown };
}
