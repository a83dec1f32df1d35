/**
 * A list's text filter: its own value while typing, sent once typing pauses
 * (SEARCH_DEBOUNCE_MS), or at once on Enter; it follows the value when it
 * changes elsewhere (clear filters, back button).
 */
import { Input } from 'antd';
import { useEffect, useRef, useState } from 'react';

export const SEARCH_DEBOUNCE_MS = 300;

export interface SearchBoxProps {
  value: string;
  placeholder: string;
  label: string;
  className?: string;
  onSearch(q: string): void;
}

export function SearchBox({ value, placeholder, label, className, onSearch }: SearchBoxProps) {
  const [draft, setDraft] = useState(value);
  const sent = useRef(value);
  // the latest callback, so that a re-render of the page does not restart the pause
  const search = useRef(onSearch);
  useEffect(() => {
    search.current = onSearch;
  });

  useEffect(() => {
    if (value !== sent.current) {
      sent.current = value;
      setDraft(value);
    }
  }, [value]);

  useEffect(() => {
    if (draft.trim() === sent.current.trim()) return;
    const timer = setTimeout(() => {
      sent.current = draft;
      search.current(draft);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [draft]);

  return (
    <Input.Search
      className={className}
      allowClear
      value={draft}
      maxLength={100}
      placeholder={placeholder}
      aria-label={label}
      onChange={(event) => setDraft(event.target.value)}
      onSearch={(q) => {
        sent.current = q;
        onSearch(q);
      }}
    />
  );
}
