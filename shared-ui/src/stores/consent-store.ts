import { create } from 'zustand';

export interface CookieConsent {
  essential: true;
  analytics: boolean;
  marketing: boolean;
  preferences: boolean;
}

export type OptionalConsent = Omit<CookieConsent, 'essential'>;

// The choice and its date live in localStorage, so the banner stays away on later visits.
export const consentStorageKey = 'termlens-cookie-consent';
export const consentDateStorageKey = 'termlens-cookie-consent-date';

interface ConsentState {
  /** null until the visitor has chosen */
  consent: CookieConsent | null;
  decidedAt: string | null;
  preferencesOpen: boolean;
  choose: (choice: OptionalConsent) => void;
  acceptAll: () => void;
  essentialOnly: () => void;
  openPreferences: () => void;
  closePreferences: () => void;
}

function readStored(): Pick<ConsentState, 'consent' | 'decidedAt'> {
  try {
    const raw = globalThis.localStorage?.getItem(consentStorageKey);
    const date = globalThis.localStorage?.getItem(consentDateStorageKey);
    if (!raw || !date) return { consent: null, decidedAt: null };
    const parsed = JSON.parse(raw) as Partial<CookieConsent>;
    return {
      consent: {
        essential: true,
        analytics: parsed.analytics === true,
        marketing: parsed.marketing === true,
        preferences: parsed.preferences === true,
      },
      decidedAt: date,
    };
  } catch {
    // Storage blocked or corrupt: ask again rather than assume consent.
    return { consent: null, decidedAt: null };
  }
}

/** The one cookie-consent store; analytics and marketing code read it before they run. */
export const useConsentStore = create<ConsentState>()((set, get) => ({
  ...readStored(),
  preferencesOpen: false,
  choose: (choice) => {
    const consent: CookieConsent = { essential: true, ...choice };
    const decidedAt = new Date().toISOString();
    try {
      localStorage.setItem(consentStorageKey, JSON.stringify(consent));
      localStorage.setItem(consentDateStorageKey, decidedAt);
    } catch {
      // The choice still applies for this visit.
    }
    set({ consent, decidedAt, preferencesOpen: false });
  },
  acceptAll: () => get().choose({ analytics: true, marketing: true, preferences: true }),
  essentialOnly: () => get().choose({ analytics: false, marketing: false, preferences: false }),
  openPreferences: () => set({ preferencesOpen: true }),
  closePreferences: () => set({ preferencesOpen: false }),
}));
