import type { ComponentProps } from 'react';
import { InfoPage } from '@/components/info/InfoPage';
import { LastUpdated } from './LastUpdated';

/** Privacy, Terms and Cookies: the information page shell, dated, with its contents listed. */
export function LegalPage(props: Omit<ComponentProps<typeof InfoPage>, 'meta' | 'contents' | 'eyebrow'>) {
  return <InfoPage eyebrow="The small print, in plain English" {...props} meta={<LastUpdated />} contents />;
}
