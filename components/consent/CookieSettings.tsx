'use client';

import { useState } from 'react';
import { encodeConsent } from '@/lib/consent';
import { consentSummary } from './categories';
import { ConsentChoices } from './ConsentChoices';
import { NO_CONSENT, saveConsent } from './consent-save';
import { useConsent } from './consent-store';

/** The Cookies page's settings: the current answer in words, and switches to change it. */
export function CookieSettings() {
  const { ready, consent } = useConsent();
  const [saved, setSaved] = useState('');

  return (
    <div className="rounded-xl border border-moss-100 bg-white p-5 sm:p-6">
      {ready ? (
        <>
          <p className="font-semibold text-moss-900" data-testid="consent-summary">
            {consentSummary(consent)}
          </p>
          {/* Keyed by the stored answer, so a change made in the banner resets the switches. */}
          <ConsentChoices
            key={consent ? encodeConsent(consent) : 'unanswered'}
            initial={consent ?? NO_CONSENT}
            onSave={(next) => {
              saveConsent(next);
              setSaved('Your cookie settings are saved.');
            }}
          />
        </>
      ) : (
        <p className="text-slate-700">Your cookie settings appear here once the page has loaded. They need JavaScript switched on.</p>
      )}
      <p role="status" className="mt-3 font-semibold text-moss-800">
        {saved}
      </p>
    </div>
  );
}
