import type { InputHTMLAttributes, Ref } from 'react';
import { useTyped } from '../hooks/useTyped';

/**
 * CommitInput is a one-line field that hands its text over (onCommit) when
 * it loses the focus or on Enter, so each commit is one undo step; Escape
 * puts the value back. It stays the same element when the value it shows
 * changes, so a commit (Ctrl+S saves what is being typed) leaves the focus
 * where it was.
 */
export function CommitInput({ value, onCommit, ...rest }: Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'onKeyDown'> & {
  value: string;
  onCommit: (text: string) => void;
  /** ref is the input (to focus it). */
  ref?: Ref<HTMLInputElement>;
}) {
  const [text, setText] = useTyped(value);
  const commit = () => text !== value && onCommit(text);
  return (
    <input
      {...rest}
      value={text}
      onChange={(e) => setText(e.target.value)}
      onBlur={commit}
      onKeyDown={(e) => {
        if (e.key === 'Enter') {
          e.preventDefault();
          commit();
        } else if (e.key === 'Escape' && text !== value) {
          e.stopPropagation();
          setText(value);
        }
      }}
    />
  );
}
