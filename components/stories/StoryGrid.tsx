import { Children, type ReactNode } from 'react';

/** Three columns of stories on wide screens, one on phones. */
export function StoryGrid({ children }: { children: ReactNode }) {
  return (
    <ul className="grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3" data-testid="story-grid">
      {Children.map(children, (child) => (
        <li>{child}</li>
      ))}
    </ul>
  );
}
