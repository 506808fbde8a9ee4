import Link from 'next/link';
import { TEXT_LINK } from './styles';

interface FilterLinksProps<V extends string> {
  /** What the links filter, for screen readers: "Messages by state". */
  label: string;
  path: string;
  param: string;
  options: readonly { value?: V; label: string }[];
  current: V | undefined;
}

/** A list's filters as plain links (they work without JavaScript), the current one marked. */
export function FilterLinks<V extends string>({ label, path, param, options, current }: FilterLinksProps<V>) {
  return (
    <nav aria-label={label}>
      <ul className="flex flex-wrap gap-4">
        {options.map((option) => (
          <li key={option.label}>
            <Link
              href={option.value ? `${path}?${param}=${option.value}` : path}
              aria-current={option.value === current ? 'page' : undefined}
              className={`${TEXT_LINK} aria-[current=page]:font-bold aria-[current=page]:no-underline`}
            >
              {option.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
