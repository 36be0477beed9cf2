import { useId } from 'react';
import { field } from './styles.ts';

export interface SearchBoxProps {
  value: string;
  onChange: (value: string) => void;
  /** e.g. "Search banners..." (the spec's placeholder, verbatim). */
  placeholder?: string;
  /** The accessible name (default: the placeholder, or "Search"). */
  label?: string;
  className?: string;
}

/** A search field (type=search: Escape clears it on most browsers); filtering is the caller's. */
export function SearchBox({ value, onChange, placeholder = 'Search...', label, className = '' }: SearchBoxProps) {
  const id = useId();
  return (
    <div role="search" className={className}>
      <label htmlFor={id} className="sr-only">
        {label ?? (placeholder.replace(/\.+$/, '') || 'Search')}
      </label>
      <input id={id} type="search" value={value} placeholder={placeholder} onChange={(e) => onChange(e.target.value)} className={`${field.input} mt-0`} />
    </div>
  );
}

/** The spec's search: a case-insensitive "contains" on one text. */
export const matches = (text: string | null | undefined, query: string) => (text ?? '').toLowerCase().includes(query.trim().toLowerCase());
