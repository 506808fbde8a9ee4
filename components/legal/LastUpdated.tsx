import { POLICY_LAST_UPDATED, POLICY_LAST_UPDATED_ISO } from '@/lib/domain/policies';

export function LastUpdated() {
  return (
    <p>
      Last updated: <time dateTime={POLICY_LAST_UPDATED_ISO}>{POLICY_LAST_UPDATED}</time>
    </p>
  );
}
