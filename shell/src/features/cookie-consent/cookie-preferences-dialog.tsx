import { Button } from '@termlens/shared-ui/components/button';
import { Dialog } from '@termlens/shared-ui/components/dialog';
import { SwitchField } from '@termlens/shared-ui/components/switch-field';
import { type OptionalConsent, useConsentStore } from '@termlens/shared-ui/stores/consent-store';
import { useEffect, useState } from 'react';
import styles from './cookie-consent.module.css';

const categories = [
  {
    key: 'analytics',
    label: 'Analytics',
    description: 'Help us understand which pages work, through anonymous usage statistics.',
  },
  {
    key: 'marketing',
    label: 'Marketing',
    description: 'Measure our advertising and show you relevant offers on other sites.',
  },
  {
    key: 'preferences',
    label: 'Preferences',
    description: 'Remember choices such as your last quote search.',
  },
] as const;

export function CookiePreferencesDialog() {
  const open = useConsentStore((s) => s.preferencesOpen);
  const consent = useConsentStore((s) => s.consent);
  const { choose, acceptAll, essentialOnly, closePreferences } = useConsentStore.getState();
  const [draft, setDraft] = useState<OptionalConsent>({
    analytics: false,
    marketing: false,
    preferences: false,
  });

  // Opening starts from the stored choice; nothing is pre-ticked for a first-time visitor.
  useEffect(() => {
    if (open) {
      setDraft({
        analytics: consent?.analytics ?? false,
        marketing: consent?.marketing ?? false,
        preferences: consent?.preferences ?? false,
      });
    }
  }, [open, consent]);

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && closePreferences()}
      title="Cookie preferences"
      description="Choose which cookies we may use. Essential cookies are always on because the site needs them."
    >
      <SwitchField
        label="Essential"
        description="Security, load balancing and remembering this choice."
        checked
        disabled
      />
      {categories.map((c) => (
        <SwitchField
          key={c.key}
          label={c.label}
          description={c.description}
          checked={draft[c.key]}
          onCheckedChange={(checked) => setDraft((d) => ({ ...d, [c.key]: checked }))}
        />
      ))}
      <div className={styles.dialogActions}>
        <Button variant="secondary" onClick={essentialOnly}>
          Essential Only
        </Button>
        <Button variant="secondary" onClick={() => choose(draft)}>
          Save Preferences
        </Button>
        <Button onClick={acceptAll}>Accept All</Button>
      </div>
    </Dialog>
  );
}
