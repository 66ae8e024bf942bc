import { useState } from 'react';

/**
 * useTyped is the text of a field that shows value and commits later (on
 * blur or Enter): what the user types, until value itself changes (an
 * edit elsewhere, undo, a reload with other content), which then replaces it.
 *
 * It compares value during render rather than syncing it in an effect: an
 * effect also runs once after the field appears, and when the user types
 * before it runs (the field appeared while the machine was busy) it put the
 * old value back over what they typed.
 */
export function useTyped(value: string): [string, (text: string) => void] {
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setText(value);
  }
  return [text, setText];
}
